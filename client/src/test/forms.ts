// A form's messages after a submit, each of which must show: react-hook-form checks in a microtask
// (under fake timers the messages render a moment after the click), so each is waited for.
import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits for every one of `messages` to show on the screen. */
export async function expectMessagesShown(messages: readonly string[]): Promise<void> {
  for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
}
