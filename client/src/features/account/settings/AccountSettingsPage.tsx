// /account (issue 18): the advertiser's own details (name, contact, address; the e-mail stays as
// registered), a password change, which signs out every other device, and their data: a copy, or
// deleting the account. Issue 31: the date of birth and the account's kind are shown; an account made
// before dates of birth were asked states its own once here, and cannot change it afterwards.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { graphql, loadQuery, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { AccountSettingsPageQuery } from '../../../__generated__/AccountSettingsPageQuery.graphql';
import type { AccountSettingsPage_viewer$key } from '../../../__generated__/AccountSettingsPage_viewer.graphql';
import { toastError, toastSuccess } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { ACCOUNT_KIND_LABELS } from '../../../../../common/dateOfBirth.ts';
import { changePasswordSchema, profileFormSchema } from '../../../../../common/forms/account.ts';
import { usePageQueryRef } from '../../../lib/pageQuery.ts';
import { DashboardSection } from '../../../components/DashboardSection.tsx';
import { session } from '../../../lib/session.ts';
import { DateOfBirthField } from '../../../components/DateOfBirthField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { TextareaField } from '../../../components/TextareaField.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { showFieldRefusal, useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { MyDataSection } from './MyDataSection.tsx';
import { useChangePasswordMutation } from './useChangePasswordMutation.ts';
import { useUpdateMyProfileMutation } from './useUpdateMyProfileMutation.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../../../common/languages.ts';
import { sharedText } from '../../../lib/sharedMessages.ts';
// the shared texts this page's forms may show, in the page's language (lib/sharedMessages.ts)
import '../../../lib/shared-texts/account.ts';
import { useDayInWords } from '../../../lib/dayInWords.ts';

export const ACCOUNT_MESSAGES = {
  profileSaved: msg`Account details saved.`,
  profileFailed: msg`Failed to save account details.`,
  passwordChanged: msg`Password changed. Other devices have been signed out.`,
  passwordFailed: msg`Failed to change the password.`,
} as const;

const AccountSettingsPageQueryNode = graphql`
  query AccountSettingsPageQuery {
    viewer {
      ...AccountSettingsPage_viewer
    }
    ...MyDataSection_query
  }
`;

export function accountSettingsPageLoader(environment: IEnvironment): LoaderFunction {
  return () =>
    loadQuery<AccountSettingsPageQuery>(
      environment,
      AccountSettingsPageQueryNode,
      {},
      { fetchPolicy: 'store-and-network' },
    );
}

export function AccountSettingsPage() {
  const ref = usePageQueryRef<PreloadedQuery<AccountSettingsPageQuery>>();
  const data = usePreloadedQuery<AccountSettingsPageQuery>(AccountSettingsPageQueryNode, ref);
  return (
    <Stack gap="6" maxWidth="2xl">
      {data.viewer && <ProfileForm viewer={data.viewer} />}
      <ChangePasswordForm />
      <MyDataSection query={data} />
    </Stack>
  );
}

function ProfileForm({ viewer }: { viewer: AccountSettingsPage_viewer$key }) {
  const dayInWords = useDayInWords();
  const data = useFragment(
    graphql`
      fragment AccountSettingsPage_viewer on User {
        email
        name
        contact
        address
        role
        dateOfBirth
        accountKind
        language
      }
    `,
    viewer,
  );
  const { t, i18n } = useLingui();
  const [save, saving] = useUpdateMyProfileMutation();
  // only an advertiser's account without one states a date of birth (issue 31)
  const asksDateOfBirth = data.role === 'user' && !data.dateOfBirth;
  const { register, control, handleSubmit, setError, clearErrors, formState } = useSchemaForm(profileFormSchema, {
    defaultValues: {
      name: data.name,
      contact: data.contact,
      address: data.address,
      dateOfBirth: '',
      language: isLanguage(data.language) ? data.language : DEFAULT_LANGUAGE,
    },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ name, contact, address, dateOfBirth, language }) => {
    const hadSession = session.get().auth !== null;
    const outcome = await save({
      name,
      contact,
      address,
      language,
      ...(asksDateOfBirth && dateOfBirth !== '' ? { dateOfBirth } : {}),
    });
    if (outcome.kind === 'saved') return toastSuccess(i18n._(ACCOUNT_MESSAGES.profileSaved));
    if (outcome.kind === 'failed')
      return toastError(actionFailureMessage(i18n._(ACCOUNT_MESSAGES.profileFailed), hadSession, i18n));
    toastError(sharedText(i18n, outcome.message));
    showFieldRefusal(setError, ['name', 'contact', 'address', 'dateOfBirth'], outcome, 'name');
  });

  const { email } = data;
  const bornOn = data.dateOfBirth ? dayInWords(data.dateOfBirth, undefined, true) : '';
  const accountKind = sharedText(i18n, ACCOUNT_KIND_LABELS[data.accountKind === 'agency' ? 'agency' : 'independent']);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Account details`}>
      <DashboardSection title={t`Account Details`}>
        <Text color="fg.muted">
          <Trans>Signed in as {email}</Trans>
        </Text>
        <TextField label={t`Name`} error={errors.name?.message} {...register('name')} />
        <TextField
          label={t`Contact`}
          type="tel"
          inputMode="numeric"
          error={errors.contact?.message}
          {...register('contact')}
        />
        <TextareaField label={t`Address`} error={errors.address?.message} {...register('address')} />
        {asksDateOfBirth && (
          <Controller
            name="dateOfBirth"
            control={control}
            render={({ field }) => (
              <DateOfBirthField
                value={field.value}
                error={errors.dateOfBirth?.message}
                helperText={t`Your account has no date of birth yet. Add it once: you must be 18 or over, and it cannot be changed afterwards.`}
                onChange={(event) => {
                  field.onChange(event);
                  clearErrors('dateOfBirth');
                }}
              />
            )}
          />
        )}
        {data.dateOfBirth && (
          <Text>
            <Trans>
              Date of birth: <time dateTime={data.dateOfBirth}>{bornOn}</time>
            </Trans>
            <Text as="span" display="block" textStyle="sm" color="fg.muted">
              <Trans>It cannot be changed here. If it is wrong, please write to us from the Contact page.</Trans>
            </Text>
          </Text>
        )}
        {data.role === 'user' && (
          <Text>
            <Trans>This account is for: {accountKind}</Trans>
          </Text>
        )}
        {/* the advertiser's mails come in English or Hindi (issue 35); the staff's notices stay English */}
        {data.role === 'user' && (
          <Field.Root>
            <Field.Label>
              <Trans>Language of your mails</Trans>
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('language')}>
                {LANGUAGES.map((language) => (
                  <option key={language} value={language} lang={language}>
                    {LANGUAGE_NAMES[language]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>
              <Trans>
                The site writes to you in this language: decisions on your account, credits and ads, and reminders.
              </Trans>
            </Field.HelperText>
          </Field.Root>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={saving}>
          <Trans>Save Details</Trans>
        </Button>
      </DashboardSection>
    </form>
  );
}

function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const [change, changing] = useChangePasswordMutation();
  const { register, handleSubmit, setError, reset, formState } = useSchemaForm(changePasswordSchema, {
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    const hadSession = session.get().auth !== null;
    const outcome = await change(values);
    if (outcome.kind === 'changed') {
      reset();
      return toastSuccess(i18n._(ACCOUNT_MESSAGES.passwordChanged));
    }
    if (outcome.kind === 'failed')
      return toastError(actionFailureMessage(i18n._(ACCOUNT_MESSAGES.passwordFailed), hadSession, i18n));
    toastError(sharedText(i18n, outcome.message));
    showFieldRefusal(setError, ['currentPassword', 'password', 'confirmPassword'], outcome, 'currentPassword');
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Change password`}>
      <DashboardSection title={t`Change Password`}>
        <PasswordField
          label={t`Current Password`}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField label={t`New Password`} error={errors.password?.message} {...register('password')} />
        <PasswordField
          label={t`Confirm New Password`}
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Text textStyle="sm" color="fg.muted">
          <Trans>Every other device signed in to this account will be signed out.</Trans>
        </Text>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={changing}>
          <Trans>Change Password</Trans>
        </Button>
      </DashboardSection>
    </form>
  );
}
