import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { lastMutation, renderAccountPage, signedInSession } from './renderAccountPage.tsx';
import { answerOtpSent, expectSubmitRefused, fill, renderPastCodeStep, setUpUser } from './accountFormSteps.ts';
import { resolveWith } from '../../test/mockConnection.ts';
import { failWithToast, refusal, refuseWithToast } from '../../test/mutations.ts';

function renderForgotPassword() {
  return renderAccountPage('/forgot-password', <ForgotPasswordPage />, 'Forgot Password');
}

/** Sends a code to the account's address and answers that it was sent: the form is in Submit mode. */
function reachSubmitMode() {
  return renderPastCodeStep(renderForgotPassword, { Email: 'asha@example.com' }, 'sendPasswordResetOtp', 'Submit');
}

describe('the forgot password page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    session.logOut();
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the email only until the code is sent', async () => {
    await renderForgotPassword();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email OTP')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm Password')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('Send OTP refuses an invalid email and sends nothing', async () => {
    const { environment } = await renderForgotPassword();
    const user = setUpUser();
    await user.type(screen.getByLabelText('Email'), 'asha at example.com');
    await expectSubmitRefused(user, environment, 'Send OTP', ['Please Enter a valid email address']);
  });

  it("Send OTP shows 'Failed to Send OTP.' when the call fails and stays on Send OTP", async () => {
    const { environment } = await renderForgotPassword();
    const user = setUpUser();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await failWithToast(environment, 'Failed to Send OTP.');
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email OTP')).not.toBeInTheDocument();
  });

  it('after Send OTP the code and password fields appear, the button reads Submit and resend is locked 60 seconds', async () => {
    const { environment } = await renderForgotPassword();
    const user = setUpUser();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(lastMutation(environment)).toEqual({
      name: 'useSendPasswordResetOtpMutation',
      input: { email: 'asha@example.com' },
    });
    expect(await screen.findByText('Sending OTP on Email')).toBeInTheDocument();
    answerOtpSent(environment, 'sendPasswordResetOtp');
    expect(await screen.findByText('OTP Sent successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Email OTP')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('Submit shows every message and sends nothing', async () => {
    const { environment, user } = await reachSubmitMode();
    await user.clear(screen.getByLabelText('Email'));
    await fill(user, {
      Email: 'asha@example',
      'Email OTP': '1234567',
      'New Password': 'short',
      'Confirm Password': 'other',
    });
    await expectSubmitRefused(user, environment, 'Submit', [
      'Please Enter a valid email address',
      'Email OTP must have 6 digits',
      'Password must be at least 8 characters',
      'Password and Confirm Password must be the same',
    ]);
  });

  it.each([
    ['user', '/ads', 'My ads'],
    ['admin', '/admin', 'Admin dashboard'],
  ] as const)('Submit sets the password, signs the %s in and lands on %s', async (role, path, landing) => {
    const { environment, user, router } = await reachSubmitMode();
    await fill(user, { 'Email OTP': '654321', 'New Password': 'new-password', 'Confirm Password': 'new-password' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(lastMutation(environment)).toEqual({
      name: 'useResetPasswordMutation',
      input: {
        email: 'asha@example.com',
        emailOTP: '654321',
        password: 'new-password',
        confirmPassword: 'new-password',
      },
    });
    const signedIn = signedInSession(role);
    resolveWith(environment, { resetPassword: { __typename: 'MutationResetPasswordSuccess', session: signedIn } });
    expect(await screen.findByText(landing)).toBeInTheDocument();
    expect(screen.getByText('Password changed successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(session.get().auth).toMatchObject({ token: signedIn.token, role });
  });

  it("shows a wrong code's message, and a suspended account's reason in the banner", async () => {
    const { environment, user } = await reachSubmitMode();
    await fill(user, { 'Email OTP': '654321', 'New Password': 'new-password', 'Confirm Password': 'new-password' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await refuseWithToast(environment, 'resetPassword', 'ValidationError', 'The code is wrong or has expired', {
      field: 'emailOTP',
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    resolveWith(environment, {
      resetPassword: refusal('LoginRefusedError', 'Your account has been suspended.', { reason: 'Fake photos' }),
    });
    expect(within(await screen.findByRole('alert')).getByText('Reason: Fake photos')).toBeInTheDocument();
    expect(session.get().auth).toBeNull();
  });
});
