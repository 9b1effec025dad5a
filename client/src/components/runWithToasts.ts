// The progress toast of a dashboard action (SPEC section 8) turned into the success text, the server's
// refusal, or the screen's fallback ('Session Expired' when the call's 401 ended the session).
import { actionFailureMessage } from '../lib/actionFailureMessage.ts';
import type { ActionOutcome } from '../lib/commitForOutcome.ts';
import { session } from '../lib/session.ts';
import { toastProgress } from './toasts.ts';

export interface ActionTexts {
  progress: string;
  success: string;
  fallback: string;
}

/** Runs an action under its toasts; answers whether it succeeded. */
export async function runWithToasts(texts: ActionTexts, action: () => Promise<ActionOutcome>): Promise<boolean> {
  const hadSession = session.get().auth !== null;
  const progress = toastProgress(texts.progress);
  const outcome = await action();
  if (outcome.kind === 'done') progress.success(texts.success);
  else if (outcome.kind === 'refused') progress.error(outcome.message);
  else progress.error(actionFailureMessage(texts.fallback, hadSession));
  return outcome.kind === 'done';
}
