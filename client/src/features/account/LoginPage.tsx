// /login (SPEC "Login"): e-mail and password, links to /forgot-password and /register; a refused
// sign-in shows its reason in a dismissible banner, a successful one lands on the account's home.
import { Box, Button, Card, Container, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { InnerBanner } from '../../components/InnerBanner.tsx';
import { toastError } from '../../components/toasts.ts';
import { RefusalBanner, type Refusal } from './RefusalBanner.tsx';
import { startSession } from './signedInSession.ts';
import { TextField } from '../../components/TextField.tsx';
import { useLogInMutation } from './useLogInMutation.ts';
import { logInSchema } from '../../../../common/forms/account.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';

export function LoginPage() {
  return (
    <>
      <InnerBanner />
      <Container maxW="md" py={{ base: '8', md: '12' }}>
        <LoginForm />
      </Container>
    </>
  );
}

function LoginForm() {
  const navigate = useNavigate();
  const [logIn, isLoggingIn] = useLogInMutation();
  const { register, handleSubmit, clearErrors, formState } = useSchemaForm(logInSchema, {
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // an error goes when its field is edited
  const field = (name: 'email' | 'password') => register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    const outcome = await logIn(values);
    switch (outcome.kind) {
      case 'signedIn':
        // replace: Back from the dashboard should not return to the login form
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

  return (
    <Card.Root>
      <Card.Body>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label="Login">
          <Stack gap="5">
            {refusal && <RefusalBanner refusal={refusal} onDismiss={() => setRefusal(null)} />}
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...field('email')}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...field('password')}
            />
            <Box textAlign="end">
              <Link asChild colorPalette="brand" color="brand.fg" fontSize="sm">
                <RouterLink to="/forgot-password">Forgot password?</RouterLink>
              </Link>
            </Box>
            <Button type="submit" colorPalette="brand" loading={isLoggingIn}>
              Login
            </Button>
            <Text fontSize="sm" textAlign="center">
              Don&apos;t have an account?{' '}
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to="/register">Register</RouterLink>
              </Link>
            </Text>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
