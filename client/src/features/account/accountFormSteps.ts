// Shared by the account form tests: drive a form as its user does (the fields by their labels, on the
// tests' fake timers), see it refuse before sending, and take a form that sends a code first (register,
// forgot password) past that step.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { expectMessagesShown } from '../../test/forms.ts';
import { resolveWith } from '../../test/mockConnection.ts';
import type { MockEnvironment } from '../../test/render.tsx';
import type { renderAccountPage } from './renderAccountPage.tsx';

/** A user-event driver for a page whose resend countdown runs on the test's fake timers. */
export function setUpUser() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Types each value into the field of that label; a field with no value is left as it is. */
export async function fill(user: ReturnType<typeof setUpUser>, fields: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(fields)) if (value) await user.type(screen.getByLabelText(label), value);
}

/** Clicks `button` and expects every one of `messages` to show and nothing sent: the form refuses before calling. */
export async function expectSubmitRefused(
  user: ReturnType<typeof setUpUser>,
  environment: MockEnvironment,
  button: string,
  messages: readonly string[],
) {
  await user.click(screen.getByRole('button', { name: button }));
  await expectMessagesShown(messages);
  expect(environment.mock.getAllOperations()).toHaveLength(0);
}

/** The two mutations that e-mail a code (register and forgot password forms). */
type SendOtpField = 'sendSignupOtp' | 'sendPasswordResetOtp';

/** Answers the pending `field` call that the code was sent, with when another may be asked for. */
export function answerOtpSent(environment: MockEnvironment, field: SendOtpField, resendAfterSeconds = 60) {
  const success = `Mutation${field.charAt(0).toUpperCase()}${field.slice(1)}Success`;
  resolveWith(environment, { [field]: { __typename: success, otpSent: { resendAfterSeconds } } });
}

/**
 * Renders a form that sends a code first, fills `fields`, clicks Send OTP and answers that the code was sent:
 * the form shows its next step, whose button is `nextButton`.
 */
export async function renderPastCodeStep(
  render: () => ReturnType<typeof renderAccountPage>,
  fields: Partial<Record<string, string>>,
  sendOtp: SendOtpField,
  nextButton: string,
) {
  const rendered = await render();
  const user = setUpUser();
  await fill(user, fields);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  answerOtpSent(rendered.environment, sendOtp);
  await screen.findByRole('button', { name: nextButton });
  return { ...rendered, user };
}
