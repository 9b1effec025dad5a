import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADULT_AGE_MESSAGE } from '../../../../common/age.ts';
import { DATE_OF_BIRTH_MESSAGES } from '../../../../common/dateOfBirth.ts';
import { ADDRESS_MAX } from '../../../../common/forms/account.ts';
import { addDays, todayInIndia } from '../../../../common/india.ts';
import { RegisterPage } from './RegisterPage.tsx';
import { lastMutation, renderAccountPage } from './renderAccountPage.tsx';
import { answerOtpSent, expectSubmitRefused, fill, renderPastCodeStep, setUpUser } from './accountFormSteps.ts';
import { answerWithToast, failWithToast, refuseWithToast } from '../../test/mutations.ts';

const DETAILS = {
  Name: 'Asha Rao',
  'Contact Number': '9876543210',
  Email: 'asha@example.com',
  Password: 'password1',
  'Confirm Password': 'password1',
  Address: '12 MG Road, Pune',
  'Date of birth': '1995-08-15',
};

/** What Send OTP needs: contact, e-mail and an adult's date of birth. */
const FOR_CODE = { 'Contact Number': '9876543210', Email: 'asha@example.com', 'Date of birth': '1995-08-15' };

/** The same month and day `years` years before India's today. */
function yearsAgo(years: number): string {
  const today = todayInIndia();
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
}

async function renderRegister() {
  return renderAccountPage('/register', <RegisterPage />, 'Register');
}

/** Fills the details, sends the code and answers that it was sent: the form is in Register mode. */
function reachRegisterMode(fields: Partial<Record<string, string>> = DETAILS) {
  return renderPastCodeStep(renderRegister, fields, 'sendSignupOtp', 'Register');
}

describe('the register page', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('labels every field and starts with Send OTP', async () => {
    await renderRegister();
    for (const label of [
      'Name',
      'Contact Number',
      'Email',
      'Email OTP',
      'Password',
      'Confirm Password',
      'Date of birth',
      'Address',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    // the phone's own date picker, from 100 years ago to the day one turns 18
    const dateOfBirth = screen.getByLabelText('Date of birth');
    expect(dateOfBirth).toHaveAttribute('type', 'date');
    expect(dateOfBirth).toHaveAttribute('max', yearsAgo(18));
    expect(dateOfBirth).toHaveAttribute('min', yearsAgo(100));
    expect(screen.getByRole('group', { name: 'Who will your ads show?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Just me/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^An agency listing others/ })).not.toBeChecked();
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend OTP/ })).not.toBeInTheDocument();
  });

  it('Send OTP checks the contact number, the email and the date of birth only, and sends nothing when they are wrong', async () => {
    const { environment } = await renderRegister();
    const user = setUpUser();
    await fill(user, { 'Contact Number': '98765', Email: 'asha@example' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Contact Number must have 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Please Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(DATE_OF_BIRTH_MESSAGES.required)).toBeInTheDocument();
    expect(screen.queryByText('Please Enter a name')).not.toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it.each([
    // the day after the 18th birthday's date in India: one day short of 18
    ['17 years and 364 days ago', () => addDays(yearsAgo(18), 1), ADULT_AGE_MESSAGE],
    ['in the future', () => '2999-01-01', DATE_OF_BIRTH_MESSAGES.future],
    ['more than 100 years ago', () => '1900-01-01', DATE_OF_BIRTH_MESSAGES.tooOld],
  ])('Send OTP refuses a date of birth %s with its message, and mails no code', async (_label, date, message) => {
    const { environment } = await renderRegister();
    const user = setUpUser();
    await fill(user, { ...FOR_CODE, 'Date of birth': date() });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    // the day one turns 18 is accepted
    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Date of birth'), yearsAgo(18));
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(lastMutation(environment)).toMatchObject({ name: 'useSendSignupOtpMutation' });
  });

  it('Send OTP mails the code, switches to Register and locks Resend OTP for 60 seconds', async () => {
    const { environment } = await renderRegister();
    const user = setUpUser();
    await fill(user, FOR_CODE);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(lastMutation(environment)).toEqual({
      name: 'useSendSignupOtpMutation',
      // the code's mail in the page's language (issue 35)
      input: { email: 'asha@example.com', contact: '9876543210', language: 'en' },
    });
    expect(await screen.findByText('Sending OTP on Email')).toBeInTheDocument();

    answerOtpSent(environment, 'sendSignupOtp');
    expect(await screen.findByText('OTP Sent successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend OTP in 59s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(57_000));
    expect(screen.getByRole('button', { name: /^Resend OTP in [12]s$/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(2000));
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(lastMutation(environment)).toEqual({
      name: 'useSendSignupOtpMutation',
      // the code's mail in the page's language (issue 35)
      input: { email: 'asha@example.com', contact: '9876543210', language: 'en' },
    });
    answerOtpSent(environment, 'sendSignupOtp');
    expect(await screen.findByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
  });

  it("follows the server's lock when a resend comes too soon", async () => {
    const { environment, user } = await reachRegisterMode(FOR_CODE);
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await refuseWithToast(
      environment,
      'sendSignupOtp',
      'RateLimitedError',
      'Please wait 30 seconds before asking for a new code',
      {
        retryAfterSeconds: 30,
      },
    );
    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it("stays on Send OTP and shows the server's message, or 'Failed to Send OTP.' when the call fails", async () => {
    const { environment } = await renderRegister();
    const user = setUpUser();
    await fill(user, FOR_CODE);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await refuseWithToast(environment, 'sendSignupOtp', 'ValidationError', 'Please Enter a valid email address', {
      field: 'email',
    });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await failWithToast(environment, 'Failed to Send OTP.');
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('Register shows every message of the SPEC and sends nothing', async () => {
    const { environment, user } = await reachRegisterMode(FOR_CODE);
    await fill(user, { 'Email OTP': '12a45', Password: 'short', 'Confirm Password': 'shorter' });
    await user.clear(screen.getByLabelText('Date of birth'));
    await user.clear(screen.getByLabelText('Contact Number'));
    await user.type(screen.getByLabelText('Contact Number'), '12345678901');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), '@example.com');
    await expectSubmitRefused(user, environment, 'Register', [
      'Please Enter a name',
      'Contact Number must have 10 characters',
      'Please Enter a valid email address',
      'Email OTP must have 6 digits',
      'Password must be at least 8 characters',
      'Password and Confirm Password must be the same',
      DATE_OF_BIRTH_MESSAGES.required,
    ]);
  });

  it('Register shows why a too long address is refused, under the address, and sends nothing', async () => {
    const { environment, user } = await reachRegisterMode({ ...DETAILS, Address: '' });
    await fill(user, { 'Email OTP': '123456' });
    // pasted, as a long address would be: typing 501 characters one by one is slow
    await user.click(screen.getByLabelText('Address'));
    await user.paste('x'.repeat(ADDRESS_MAX + 1));
    await expectSubmitRefused(user, environment, 'Register', [`Address must be at most ${ADDRESS_MAX} characters`]);
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('Register sends the details, says the account was requested and goes home', async () => {
    const { environment, user, router } = await reachRegisterMode();
    await fill(user, { 'Email OTP': '123456' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(lastMutation(environment)).toEqual({
      name: 'useSignUpMutation',
      input: {
        name: 'Asha Rao',
        contact: '9876543210',
        email: 'asha@example.com',
        emailOTP: '123456',
        password: 'password1',
        confirmPassword: 'password1',
        address: '12 MG Road, Pune',
        dateOfBirth: '1995-08-15',
        accountKind: 'independent',
        // the account's mails in the register page's language (issue 35)
        language: 'en',
      },
    });
    await answerWithToast(
      environment,
      { signUp: { __typename: 'MutationSignUpSuccess', accountRequest: { status: 'requested' } } },
      'Account Requested successfully',
    );
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends the agency kind when chosen', async () => {
    const { environment, user } = await reachRegisterMode();
    await fill(user, { 'Email OTP': '123456' });
    // Ark's radio group reports the choice after the click's events: let React render it
    await act(() => user.click(screen.getByText('An agency listing others')));
    await waitFor(() => expect(screen.getByRole('radio', { name: /^An agency listing others/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /^Just me/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(lastMutation(environment)).toMatchObject({
      name: 'useSignUpMutation',
      input: { dateOfBirth: '1995-08-15', accountKind: 'agency' },
    });
  });

  it("toasts the server's message, or 'Failed to login' when the call fails, and stays", async () => {
    const { environment, user, router } = await reachRegisterMode();
    await fill(user, { 'Email OTP': '123456' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await refuseWithToast(environment, 'signUp', 'ValidationError', 'The code is wrong or has expired', {
      field: 'emailOTP',
    });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await failWithToast(environment, 'Failed to login');
    expect(router.state.location.pathname).toBe('/register');
  });
});
