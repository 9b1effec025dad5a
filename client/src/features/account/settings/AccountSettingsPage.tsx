// /account (issue 18): the advertiser's own details (name, contact, address; the e-mail stays as
// registered), a password change, which signs out every other device, and their data: a copy, or
// deleting the account. Issue 31: the date of birth and the account's kind are shown; an account made
// before dates of birth were asked states its own once here, and cannot change it afterwards.
import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, loadQuery, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { AccountSettingsPageQuery } from '../../../__generated__/AccountSettingsPageQuery.graphql';
import type { AccountSettingsPage_viewer$key } from '../../../__generated__/AccountSettingsPage_viewer.graphql';
import { toastError, toastSuccess } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { ACCOUNT_KIND_LABELS, checkDateOfBirth } from '../../../../../common/dateOfBirth.ts';
import { CONTACT_PATTERN } from '../../../../../common/formPatterns.ts';
import { usePageQueryRef } from '../../../lib/pageQuery.ts';
import { DashboardSection } from '../../../components/DashboardSection.tsx';
import { session } from '../../../lib/session.ts';
import { DateOfBirthField } from '../../../components/DateOfBirthField.tsx';
import { TextField } from '../TextField.tsx';
import { MESSAGES, MIN_PASSWORD_LENGTH, type FieldErrors } from '../validation.ts';
import { MyDataSection } from './MyDataSection.tsx';
import { useChangePasswordMutation } from './useChangePasswordMutation.ts';
import { useUpdateMyProfileMutation } from './useUpdateMyProfileMutation.ts';

export const ACCOUNT_MESSAGES = {
  profileSaved: 'Account details saved.',
  profileFailed: 'Failed to save account details.',
  currentPassword: 'Please enter your current password',
  passwordChanged: 'Password changed. Other devices have been signed out.',
  passwordFailed: 'Failed to change the password.',
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
  return () => loadQuery<AccountSettingsPageQuery>(environment, AccountSettingsPageQueryNode, {}, { fetchPolicy: 'store-and-network' });
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

type ProfileField = 'name' | 'contact' | 'address' | 'dateOfBirth';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 1995-08-15 as "15 August 1995". */
function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

function ProfileForm({ viewer }: { viewer: AccountSettingsPage_viewer$key }) {
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
      }
    `,
    viewer,
  );
  const [save, saving] = useUpdateMyProfileMutation();
  const [name, setName] = useState(data.name);
  const [contact, setContact] = useState(data.contact);
  const [address, setAddress] = useState(data.address);
  // only an advertiser's account without one states a date of birth (issue 31)
  const asksDateOfBirth = data.role === 'user' && !data.dateOfBirth;
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<ProfileField> = {};
    if (name.trim() === '') found.name = MESSAGES.name;
    if (!CONTACT_PATTERN.test(contact.trim())) found.contact = MESSAGES.contact;
    const statesDateOfBirth = asksDateOfBirth && dateOfBirth !== '';
    if (statesDateOfBirth) {
      const checked = checkDateOfBirth(dateOfBirth);
      if (!checked.ok) found.dateOfBirth = checked.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const hadSession = session.get().auth !== null;
    const outcome = await save({ name: name.trim(), contact: contact.trim(), address: address.trim(), ...(statesDateOfBirth ? { dateOfBirth } : {}) });
    if (outcome.kind === 'saved') return toastSuccess(ACCOUNT_MESSAGES.profileSaved);
    if (outcome.kind === 'failed') return toastError(actionFailureMessage(ACCOUNT_MESSAGES.profileFailed, hadSession));
    toastError(outcome.message);
    const field = (['name', 'contact', 'address', 'dateOfBirth'] as const).find((candidate) => candidate === outcome.field) ?? 'name';
    setErrors({ [field]: outcome.message });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Account details">
      <DashboardSection title="Account Details">
        <Text color="fg.muted">Signed in as {data.email}</Text>
        <TextField label="Name" value={name} error={errors.name} onChange={(event) => setName(event.target.value)} />
        <TextField label="Contact" type="tel" inputMode="numeric" value={contact} error={errors.contact} onChange={(event) => setContact(event.target.value)} />
        <Field.Root invalid={errors.address !== undefined}>
          <Field.Label>Address</Field.Label>
          <Textarea rows={3} value={address} onChange={(event) => setAddress(event.target.value)} />
          <Field.ErrorText>{errors.address}</Field.ErrorText>
        </Field.Root>
        {asksDateOfBirth && (
          <DateOfBirthField
            value={dateOfBirth}
            error={errors.dateOfBirth}
            helperText="Your account has no date of birth yet. Add it once: you must be 18 or over, and it cannot be changed afterwards."
            onChange={(event) => {
              setDateOfBirth(event.target.value);
              setErrors((previous) => ({ ...previous, dateOfBirth: undefined }));
            }}
          />
        )}
        {data.dateOfBirth && (
          <Text>
            Date of birth: <time dateTime={data.dateOfBirth}>{longDate(data.dateOfBirth)}</time>
            <Text as="span" display="block" textStyle="sm" color="fg.muted">
              It cannot be changed here. If it is wrong, please write to us from the Contact page.
            </Text>
          </Text>
        )}
        {data.role === 'user' && <Text>This account is for: {ACCOUNT_KIND_LABELS[data.accountKind === 'agency' ? 'agency' : 'independent']}</Text>}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={saving}>
          Save Details
        </Button>
      </DashboardSection>
    </form>
  );
}

type PasswordField = 'currentPassword' | 'password' | 'confirmPassword';

function ChangePasswordForm() {
  const [change, changing] = useChangePasswordMutation();
  const [values, setValues] = useState<Record<PasswordField, string>>({ currentPassword: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const set = (field: PasswordField) => (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<PasswordField> = {};
    if (values.currentPassword === '') found.currentPassword = ACCOUNT_MESSAGES.currentPassword;
    if (values.password.length < MIN_PASSWORD_LENGTH) found.password = MESSAGES.password;
    else if (values.password !== values.confirmPassword) found.confirmPassword = MESSAGES.passwordsDiffer;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const hadSession = session.get().auth !== null;
    const outcome = await change(values);
    if (outcome.kind === 'changed') {
      setValues({ currentPassword: '', password: '', confirmPassword: '' });
      return toastSuccess(ACCOUNT_MESSAGES.passwordChanged);
    }
    if (outcome.kind === 'failed') return toastError(actionFailureMessage(ACCOUNT_MESSAGES.passwordFailed, hadSession));
    toastError(outcome.message);
    const field = (['currentPassword', 'password', 'confirmPassword'] as const).find((candidate) => candidate === outcome.field) ?? 'currentPassword';
    setErrors({ [field]: outcome.message });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Change password">
      <DashboardSection title="Change Password">
        <TextField label="Current Password" type="password" autoComplete="current-password" value={values.currentPassword} error={errors.currentPassword} onChange={set('currentPassword')} />
        <TextField label="New Password" type="password" autoComplete="new-password" value={values.password} error={errors.password} onChange={set('password')} />
        <TextField label="Confirm New Password" type="password" autoComplete="new-password" value={values.confirmPassword} error={errors.confirmPassword} onChange={set('confirmPassword')} />
        <Text textStyle="sm" color="fg.muted">
          Every other device signed in to this account will be signed out.
        </Text>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={changing}>
          Change Password
        </Button>
      </DashboardSection>
    </form>
  );
}
