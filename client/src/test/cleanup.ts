// What a dashboard test leaves behind for the next one: its toasts still showing and the admin it
// signed in (a failed call can end the session).
import { afterEach } from 'vitest';
import { toaster } from '../components/toasts.ts';
import { session } from '../lib/session.ts';

/** After each test of the calling file or block, removes every toast and signs out. */
export function clearToastsAndSessionAfterEach(): void {
  afterEach(() => {
    toaster.remove();
    session.logOut();
  });
}
