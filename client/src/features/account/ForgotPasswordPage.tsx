// /forgot-password (SPEC "Forgot password"): the e-mail, Send OTP, then the code and the new password
// appear and Submit sets it; the server signs the account in, which then lands on its home.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { AccountFormPage, AccountFormSwitch } from './AccountFormPage.tsx';
import { EmailOtpField } from './EmailOtpField.tsx';
import { RefusalBanner } from './RefusalBanner.tsx';
import { useSignIn } from './useSignIn.ts';
import { EmailField } from '../../components/forms/EmailField.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useOtpSteps } from './useOtpSender.ts';
import { useResetPasswordMutation } from './useResetPasswordMutation.ts';
import { useSendPasswordResetOtpMutation } from './useSendPasswordResetOtpMutation.ts';
import { resetPasswordSchema } from '../../../../common/forms/account.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';

export function ForgotPasswordPage() {
  return (
    <AccountFormPage width="md">
      <ForgotPasswordForm />
    </AccountFormPage>
  );
}

type Field = 'email' | 'emailOTP' | 'password' | 'confirmPassword';

function ForgotPasswordForm() {
  const { t } = useLingui();
  const [sendPasswordResetOtp] = useSendPasswordResetOtpMutation();
  const [resetPassword, isResetting] = useResetPasswordMutation();
  const { register, handleSubmit, trigger, getValues, clearErrors, formState } = useSchemaForm(resetPasswordSchema, {
    defaultValues: { email: '', emailOTP: '', password: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const { refusal, dismissRefusal, signIn } = useSignIn();
  // an error goes when its field is edited
  const field = (name: Field) => register(name, { onChange: () => clearErrors(name) });

  const requestOtp = useCallback(
    () => sendPasswordResetOtp({ email: getValues('email').trim() }),
    [sendPasswordResetOtp, getValues],
  );
  const changePassword = handleSubmit((values) =>
    signIn(() => resetPassword(values), t`Password changed successfully`),
  );
  // Send OTP (and Resend) checks the address only
  const { otp, otpSent, sendOtp, submit } = useOtpSteps(
    requestOtp,
    () => {
      clearErrors();
      return trigger('email');
    },
    changePassword,
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t`Forgot password`}>
      <Stack gap="5">
        {refusal && <RefusalBanner refusal={refusal} onDismiss={dismissRefusal} />}
        <Text color="fg.muted">
          {otpSent ? (
            <Trans>Enter the code we sent to your email and choose a new password.</Trans>
          ) : (
            <Trans>Enter the email of your account and we will send you a code to reset your password.</Trans>
          )}
        </Text>
        <EmailField error={errors.email?.message} {...field('email')} />
        {otpSent && (
          <>
            <EmailOtpField
              input={field('emailOTP')}
              error={errors.emailOTP?.message}
              sender={otp}
              onResend={() => void sendOtp()}
            />
            <PasswordField label={t`New Password`} error={errors.password?.message} {...field('password')} />
            <PasswordField
              label={t`Confirm Password`}
              error={errors.confirmPassword?.message}
              {...field('confirmPassword')}
            />
          </>
        )}
        <Button type="submit" colorPalette="brand" loading={otp.isSending || isResetting}>
          {otpSent ? <Trans>Submit</Trans> : <Trans>Send OTP</Trans>}
        </Button>
        <AccountFormSwitch question={t`Remembered it?`} to="/login" label={t`Login`} />
      </Stack>
    </form>
  );
}
