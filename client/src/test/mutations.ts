// Answering a mutation a test sent and reading the toast it brings: success, the server's refusal,
// and a failed call are each one step of most dashboard and account tests.
import { act, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { resolveWith } from './mockConnection.ts';
import type { MockEnvironment } from './render.tsx';

/** Answers the latest operation with `data` and waits for the toast (or message) `text` to show. */
export async function answerWithToast(environment: MockEnvironment, data: Record<string, unknown>, text: string) {
  resolveWith(environment, data);
  expect(await screen.findByText(text)).toBeInTheDocument();
}

/** Fails the latest operation as a lost connection does and waits for the message `text` to show. */
export async function failWithToast(environment: MockEnvironment, text: string, error = new Error('network down')) {
  act(() => environment.mock.rejectMostRecentOperation(error));
  expect(await screen.findByText(text)).toBeInTheDocument();
}

/**
 * A mutation's refusal as the schema answers it: an error of GraphQL type `typename` saying `message`,
 * with its other fields (a ValidationError's `field`, a RateLimitedError's `retryAfterSeconds`).
 */
export function refusal(typename: string, message: string, fields: Record<string, unknown> = {}) {
  return { __typename: typename, __isError: typename, message, ...fields };
}

/** Answers the latest mutation `field` with a refusal (see `refusal`) and waits for its message to show. */
export async function refuseWithToast(
  environment: MockEnvironment,
  field: string,
  typename: string,
  message: string,
  fields: Record<string, unknown> = {},
) {
  await answerWithToast(environment, { [field]: refusal(typename, message, fields) }, message);
}
