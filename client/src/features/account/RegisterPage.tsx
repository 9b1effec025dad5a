// /register (SPEC "Register"): the details, then Send OTP (checks contact, e-mail and, since issue 31,
// the date of birth, so no code is mailed to someone under 18; mails a code, switches the form to
// Register mode with a 60-second Resend OTP lock), then Register, which asks an admin for the account
// and goes home. Issue 31 adds the date of birth and who the ads show (the account's kind).
import { Button, Card, Container, Field, Link, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useNavigate, type LoaderFunction } from 'react-router-dom';
import { usePageQueryRef } from '../../lib/pageQuery.ts';
import type { IEnvironment } from 'relay-runtime';
import type { RegisterPageQuery } from '../../__generated__/RegisterPageQuery.graphql';
import { DocumentHead } from '../../components/DocumentHead.tsx';
import { InnerBanner } from '../../components/InnerBanner.tsx';
import { toastError, toastSuccess } from '../../components/toasts.ts';
import { AccountKindField } from './AccountKindField.tsx';
import { DateOfBirthField } from '../../components/DateOfBirthField.tsx';
import { ResendOtpButton } from './ResendOtpButton.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useOtpSender } from './useOtpSender.ts';
import { useSendSignupOtpMutation } from './useSendSignupOtpMutation.ts';
import { useSignUpMutation } from './useSignUpMutation.ts';
import { hasErrors, validateDateOfBirth, validateRegister, validateSignupOtp, type FieldErrors, type RegisterValues } from './validation.ts';

const RegisterPageQueryNode = graphql`
  query RegisterPageQuery {
    pageHead(path: "/register") {
      ...DocumentHead_head
    }
  }
`;

export function registerPageLoader(environment: IEnvironment): LoaderFunction {
  return () => loadQuery<RegisterPageQuery>(environment, RegisterPageQueryNode, {}, { fetchPolicy: 'store-or-network' });
}

export function RegisterPage() {
  const ref = usePageQueryRef<PreloadedQuery<RegisterPageQuery>>();
  const data = usePreloadedQuery<RegisterPageQuery>(RegisterPageQueryNode, ref);
  return (
    <>
      <DocumentHead head={data.pageHead} />
      <InnerBanner />
      <Container maxW="3xl" py={{ base: '8', md: '12' }}>
        <RegisterForm />
      </Container>
    </>
  );
}

const EMPTY: RegisterValues = {
  name: '',
  contact: '',
  email: '',
  emailOTP: '',
  password: '',
  confirmPassword: '',
  address: '',
  dateOfBirth: '',
  accountKind: 'independent',
};

function RegisterForm() {
  const navigate = useNavigate();
  const [sendSignupOtp] = useSendSignupOtpMutation();
  const [signUp, isSigningUp] = useSignUpMutation();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof RegisterValues>>({});
  const [otpSent, setOtpSent] = useState(false);

  const requestOtp = useCallback(
    () => sendSignupOtp({ email: values.email.trim(), contact: values.contact.trim() }),
    [sendSignupOtp, values.email, values.contact],
  );
  const otp = useOtpSender(requestOtp);

  const change = (field: keyof RegisterValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Send OTP and Resend OTP check what the code is sent for (contact and e-mail) and that the person is an adult. */
  const sendOtp = async () => {
    const problems = { ...validateSignupOtp(values), ...validateDateOfBirth(values) };
    setErrors(problems);
    if (hasErrors(problems)) return;
    if (await otp.send()) setOtpSent(true);
  };

  const register = async () => {
    const problems = validateRegister(values);
    setErrors(problems);
    if (hasErrors(problems)) return;
    const outcome = await signUp({
      name: values.name.trim(),
      contact: values.contact.trim(),
      email: values.email.trim(),
      emailOTP: values.emailOTP.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      address: values.address.trim(),
      dateOfBirth: values.dateOfBirth,
      accountKind: values.accountKind,
    });
    switch (outcome.kind) {
      case 'requested':
        toastSuccess('Account Requested successfully');
        navigate('/');
        return;
      case 'error':
        toastError(outcome.message);
        return;
      case 'failed':
        toastError('Failed to login');
        return;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (otpSent ? register() : sendOtp());
  };

  return (
    <Card.Root>
      <Card.Body>
        <form noValidate onSubmit={submit} aria-label="Register">
          <Stack gap="5">
            <Text color="fg.muted">
              Fill in your details and send the code to your email. An admin reviews every new account before it can sign in.
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField label="Name" autoComplete="name" value={values.name} onChange={change('name')} error={errors.name} />
              <TextField
                label="Contact Number"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                value={values.contact}
                onChange={change('contact')}
                error={errors.contact}
              />
              <TextField label="Email" type="email" autoComplete="email" value={values.email} onChange={change('email')} error={errors.email} />
              <Stack gap="1">
                <TextField
                  label="Email OTP"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={values.emailOTP}
                  onChange={change('emailOTP')}
                  error={errors.emailOTP}
                />
                {otpSent && <ResendOtpButton sender={otp} onResend={() => void sendOtp()} />}
              </Stack>
              <TextField
                label="Password"
                type="password"
                autoComplete="new-password"
                value={values.password}
                onChange={change('password')}
                error={errors.password}
              />
              <TextField
                label="Confirm Password"
                type="password"
                autoComplete="new-password"
                value={values.confirmPassword}
                onChange={change('confirmPassword')}
                error={errors.confirmPassword}
              />
              <DateOfBirthField value={values.dateOfBirth} onChange={change('dateOfBirth')} error={errors.dateOfBirth} />
            </SimpleGrid>
            <AccountKindField value={values.accountKind} onChange={(accountKind) => setValues((current) => ({ ...current, accountKind }))} />
            <Field.Root>
              <Field.Label>Address</Field.Label>
              <Textarea autoComplete="street-address" rows={3} value={values.address} onChange={change('address')} />
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={otp.isSending || isSigningUp}>
              {otpSent ? 'Register' : 'Send OTP'}
            </Button>
            <Text fontSize="sm" textAlign="center">
              Already have an account?{' '}
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
