import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session.ts';
import { LoginPage } from './LoginPage.tsx';
import { lastMutation, renderAccountPage, signedInSession } from './renderAccountPage.tsx';
import { resolveWith } from '../../test/mockConnection.ts';
import { failWithToast, refusal, refuseWithToast } from '../../test/mutations.ts';

function renderLogin() {
  return renderAccountPage('/login', <LoginPage />, 'Login');
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('the login page', () => {
  beforeEach(() => session.logOut());

  it('has labelled email and password fields and links to forgot password and register', async () => {
    await renderLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it.each([
    ['empty fields', '', ''],
    ['an address without a dot after the at sign', 'asha@example', 'short'],
    ['an address without an at sign', 'asha.example.com', '1234567'],
  ])('shows both messages for %s and sends nothing', async (_case, email, password) => {
    const { environment } = await renderLogin();
    await fillIn(email, password);
    expect(await screen.findByText('Please Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends the trimmed email and the password of a valid form', async () => {
    const { environment } = await renderLogin();
    await fillIn('  asha@example.com ', 'password1');
    expect(screen.queryByText('Please Enter a valid email address')).not.toBeInTheDocument();
    expect(lastMutation(environment)).toEqual({
      name: 'useLogInMutation',
      input: { email: 'asha@example.com', password: 'password1' },
    });
  });

  it.each([
    ['admin', '/admin', 'Admin dashboard'],
    ['user', '/ads', 'My ads'],
  ] as const)(
    'keeps the session of an %s and lands on %s, replacing the login page in history',
    async (role, path, landing) => {
      const { environment, router } = await renderLogin();
      await fillIn('asha@example.com', 'password1');
      const signedIn = signedInSession(role);
      resolveWith(environment, { logIn: { __typename: 'MutationLogInSuccess', session: signedIn } });
      expect(await screen.findByText(landing)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(router.state.historyAction).toBe('REPLACE');
      expect(session.get().auth).toMatchObject({
        token: signedIn.token,
        name: signedIn.name,
        contact: '9876543210',
        role,
      });
      expect(session.get().credits).toBe(role === 'user' ? 12 : null);
    },
  );

  it('shows the suspension reason in a banner that can be dismissed', async () => {
    const { environment } = await renderLogin();
    const user = await fillIn('asha@example.com', 'password1');
    resolveWith(environment, {
      logIn: refusal('LoginRefusedError', 'Your account has been suspended.', { reason: 'Fake photos' }),
    });
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Your account has been suspended.')).toBeInTheDocument();
    expect(within(banner).getByText('Reason: Fake photos')).toBeInTheDocument();
    expect(session.get().auth).toBeNull();
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Reason: Fake photos')).not.toBeInTheDocument();
  });

  it('shows the message of a refusal without a reason (wrong password) in the banner', async () => {
    const { environment } = await renderLogin();
    await fillIn('asha@example.com', 'password1');
    resolveWith(environment, {
      logIn: refusal('LoginRefusedError', 'Invalid email or password', { reason: null }),
    });
    expect(within(await screen.findByRole('alert')).getByText('Invalid email or password')).toBeInTheDocument();
  });

  it("toasts another error's message, and 'Failed to login' when the call fails", async () => {
    const { environment } = await renderLogin();
    const user = await fillIn('asha@example.com', 'password1');
    await refuseWithToast(environment, 'logIn', 'RateLimitedError', 'Too many attempts, try again in 60 seconds', {
      retryAfterSeconds: 60,
    });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await failWithToast(environment, 'Failed to login');
    expect(session.get().auth).toBeNull();
  });
});
