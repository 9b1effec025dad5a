// /login (SPEC "Login"): e-mail and password, links to /forgot-password and /register; a refused
// sign-in shows its reason in a dismissible banner, a successful one lands on the account's home.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AccountFormPage, AccountFormSwitch } from './AccountFormPage.tsx';
import { RefusalBanner } from './RefusalBanner.tsx';
import { useSignIn } from './useSignIn.ts';
import { EmailField } from '../../components/forms/EmailField.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useLogInMutation } from './useLogInMutation.ts';
import { logInSchema } from '../../../../common/forms/account.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';

export function LoginPage() {
  return (
    <AccountFormPage width="md">
      <LoginForm />
    </AccountFormPage>
  );
}

function LoginForm() {
  const { t } = useLingui();
  const [logIn, isLoggingIn] = useLogInMutation();
  const { register, handleSubmit, clearErrors, formState } = useSchemaForm(logInSchema, {
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  const { refusal, dismissRefusal, signIn } = useSignIn();
  // an error goes when its field is edited
  const field = (name: 'email' | 'password') => register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit((values) => signIn(() => logIn(values)));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t`Login`}>
      <Stack gap="5">
        {refusal && <RefusalBanner refusal={refusal} onDismiss={dismissRefusal} />}
        <EmailField error={errors.email?.message} {...field('email')} />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          error={errors.password?.message}
          {...field('password')}
        />
        <Box textAlign="end">
          <Link asChild colorPalette="brand" color="brand.fg" fontSize="sm">
            <RouterLink to="/forgot-password">
              <Trans>Forgot password?</Trans>
            </RouterLink>
          </Link>
        </Box>
        <Button type="submit" colorPalette="brand" loading={isLoggingIn}>
          <Trans>Login</Trans>
        </Button>
        <AccountFormSwitch question={t`Don't have an account?`} to="/register" label={t`Register`} />
      </Stack>
    </form>
  );
}
