// /register (SPEC "Register"): the details, then Send OTP (checks contact, e-mail and, since issue 31,
// the date of birth, so no code is mailed to someone under 18; mails a code, switches the form to
// Register mode with a 60-second Resend OTP lock), then Register, which asks an admin for the account
// and goes home. Issue 31 adds the date of birth and who the ads show (the account's kind).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '../../components/toasts.ts';
import { toastFormError } from '../../components/formErrorToast.ts';
import { AccountFormPage, AccountFormSwitch } from './AccountFormPage.tsx';
import { AccountKindField } from './AccountKindField.tsx';
import { DateOfBirthField } from '../../components/DateOfBirthField.tsx';
import { EmailOtpField } from './EmailOtpField.tsx';
import { EmailField } from '../../components/forms/EmailField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useOtpSteps } from './useOtpSender.ts';
import { useSendSignupOtpMutation } from './useSendSignupOtpMutation.ts';
import { useSignUpMutation } from './useSignUpMutation.ts';
import { registerFormSchema } from '../../../../common/forms/account.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { usePageLanguage } from '../../lib/language.ts';
// the shared texts this page's forms may show, in the page's language (lib/sharedMessages.ts)
import '../../lib/shared-texts/account.ts';

export function RegisterPage() {
  return (
    <AccountFormPage width="3xl">
      <RegisterForm />
    </AccountFormPage>
  );
}

type Field = 'name' | 'contact' | 'email' | 'emailOTP' | 'password' | 'confirmPassword' | 'address';

function RegisterForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [sendSignupOtp] = useSendSignupOtpMutation();
  const [signUp, isSigningUp] = useSignUpMutation();
  const { register, control, handleSubmit, trigger, getValues, clearErrors, formState } = useSchemaForm(
    registerFormSchema,
    {
      defaultValues: {
        name: '',
        contact: '',
        email: '',
        emailOTP: '',
        password: '',
        confirmPassword: '',
        address: '',
        dateOfBirth: '',
        accountKind: 'independent',
      },
    },
  );
  const { errors } = formState;
  // an error goes when its field is edited
  const field = (name: Field) => register(name, { onChange: () => clearErrors(name) });

  // the code's mail, and the account's mails after it, are written in this page's language (issue 35)
  const language = usePageLanguage();
  const requestOtp = useCallback(
    () => sendSignupOtp({ email: getValues('email').trim(), contact: getValues('contact').trim(), language }),
    [sendSignupOtp, getValues, language],
  );

  const requestAccount = handleSubmit(async (values) => {
    const outcome = await signUp({ ...values, language });
    switch (outcome.kind) {
      case 'requested':
        toastSuccess(t`Account Requested successfully`);
        navigate('/');
        return;
      default:
        toastFormError(outcome, i18n);
    }
  });

  /** Send OTP and Resend OTP check what the code is sent for (contact and e-mail) and that the person is an adult. */
  const { otp, otpSent, sendOtp, submit } = useOtpSteps(
    requestOtp,
    () => {
      clearErrors();
      return trigger(['contact', 'email', 'dateOfBirth']);
    },
    requestAccount,
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t`Register`}>
      <Stack gap="5">
        <Text color="fg.muted">
          <Trans>
            Fill in your details and send the code to your email. An admin reviews every new account before it can sign
            in.
          </Trans>
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField label={t`Name`} autoComplete="name" error={errors.name?.message} {...field('name')} />
          <TextField
            label={t`Contact Number`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            error={errors.contact?.message}
            {...field('contact')}
          />
          <EmailField error={errors.email?.message} {...field('email')} />
          <EmailOtpField
            input={field('emailOTP')}
            error={errors.emailOTP?.message}
            sender={otp}
            onResend={otpSent ? () => void sendOtp() : undefined}
          />
          <PasswordField label={t`Password`} error={errors.password?.message} {...field('password')} />
          <PasswordField
            label={t`Confirm Password`}
            error={errors.confirmPassword?.message}
            {...field('confirmPassword')}
          />
          <Controller
            name="dateOfBirth"
            control={control}
            render={({ field: dateOfBirth }) => (
              <DateOfBirthField
                value={dateOfBirth.value}
                error={errors.dateOfBirth?.message}
                onChange={(event) => {
                  dateOfBirth.onChange(event);
                  clearErrors('dateOfBirth');
                }}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          name="accountKind"
          control={control}
          render={({ field: accountKind }) => (
            <AccountKindField value={accountKind.value ?? 'independent'} onChange={accountKind.onChange} />
          )}
        />
        <TextareaField
          label={t`Address`}
          autoComplete="street-address"
          error={errors.address?.message}
          {...field('address')}
        />
        <Button type="submit" colorPalette="brand" loading={otp.isSending || isSigningUp}>
          {otpSent ? <Trans>Register</Trans> : <Trans>Send OTP</Trans>}
        </Button>
        <AccountFormSwitch question={t`Already have an account?`} to="/login" label={t`Login`} />
      </Stack>
    </form>
  );
}
