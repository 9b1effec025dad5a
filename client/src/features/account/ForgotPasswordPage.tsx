// /forgot-password (SPEC "Forgot password"): the e-mail, Send OTP, then the code and the new password
// appear and Submit sets it; the server signs the account in, which then lands on its home.
import { Button, Card, Container, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { InnerBanner } from '../../components/InnerBanner.tsx';
import { toastError, toastSuccess } from '../../components/toasts.ts';
import { RefusalBanner, type Refusal } from './RefusalBanner.tsx';
import { ResendOtpButton } from './ResendOtpButton.tsx';
import { startSession } from './signedInSession.ts';
import { TextField } from '../../components/TextField.tsx';
import { useOtpSender } from './useOtpSender.ts';
import { useResetPasswordMutation } from './useResetPasswordMutation.ts';
import { useSendPasswordResetOtpMutation } from './useSendPasswordResetOtpMutation.ts';
import { resetPasswordSchema } from '../../../../common/forms/account.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';

export function ForgotPasswordPage() {
  return (
    <>
      <InnerBanner />
      <Container maxW="md" py={{ base: '8', md: '12' }}>
        <ForgotPasswordForm />
      </Container>
    </>
  );
}

type Field = 'email' | 'emailOTP' | 'password' | 'confirmPassword';

function ForgotPasswordForm() {
  const navigate = useNavigate();
  const [sendPasswordResetOtp] = useSendPasswordResetOtpMutation();
  const [resetPassword, isResetting] = useResetPasswordMutation();
  const { register, handleSubmit, trigger, getValues, clearErrors, formState } = useSchemaForm(resetPasswordSchema, {
    defaultValues: { email: '', emailOTP: '', password: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const [otpSent, setOtpSent] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // an error goes when its field is edited
  const field = (name: Field) => register(name, { onChange: () => clearErrors(name) });

  const requestOtp = useCallback(
    () => sendPasswordResetOtp({ email: getValues('email').trim() }),
    [sendPasswordResetOtp, getValues],
  );
  const otp = useOtpSender(requestOtp);

  // Send OTP (and Resend) checks the address only
  const sendOtp = async () => {
    clearErrors();
    if (!(await trigger('email'))) return;
    if (await otp.send()) setOtpSent(true);
  };

  const changePassword = handleSubmit(async (values) => {
    setRefusal(null);
    const outcome = await resetPassword(values);
    switch (outcome.kind) {
      case 'signedIn':
        toastSuccess('Password changed successfully');
        // replace: Back from the dashboard should not return to a spent code
        navigate(startSession(outcome.session), { replace: true });
        return;
      case 'refused':
        setRefusal({ message: outcome.message, reason: outcome.reason });
        return;
      case 'error':
        toastError(outcome.message);
        return;
      case 'failed':
        toastError('Failed to login');
        return;
    }
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (otpSent ? changePassword() : sendOtp());
  };

  return (
    <Card.Root>
      <Card.Body>
        <form noValidate onSubmit={submit} aria-label="Forgot password">
          <Stack gap="5">
            {refusal && <RefusalBanner refusal={refusal} onDismiss={() => setRefusal(null)} />}
            <Text color="fg.muted">
              {otpSent
                ? 'Enter the code we sent to your email and choose a new password.'
                : 'Enter the email of your account and we will send you a code to reset your password.'}
            </Text>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...field('email')}
            />
            {otpSent && (
              <>
                <Stack gap="1">
                  <TextField
                    label="Email OTP"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    error={errors.emailOTP?.message}
                    {...field('emailOTP')}
                  />
                  <ResendOtpButton sender={otp} onResend={() => void sendOtp()} />
                </Stack>
                <TextField
                  label="New Password"
                  type="password"
                  autoComplete="new-password"
                  error={errors.password?.message}
                  {...field('password')}
                />
                <TextField
                  label="Confirm Password"
                  type="password"
                  autoComplete="new-password"
                  error={errors.confirmPassword?.message}
                  {...field('confirmPassword')}
                />
              </>
            )}
            <Button type="submit" colorPalette="brand" loading={otp.isSending || isResetting}>
              {otpSent ? 'Submit' : 'Send OTP'}
            </Button>
            <Text fontSize="sm" textAlign="center">
              Remembered it?{' '}
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to="/login">Login</RouterLink>
              </Link>
            </Text>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
