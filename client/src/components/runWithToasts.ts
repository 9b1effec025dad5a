// The progress toast of a dashboard action (SPEC section 8) turned into the success text, the server's
// refusal, or the screen's fallback ('Session Expired' when the call's 401 ended the session).
import type { I18n } from '@lingui/core';
import { actionFailureMessage } from '../lib/actionFailureMessage.ts';
import type { ActionOutcome, Failed } from '../lib/commitForOutcome.ts';
import { session } from '../lib/session.ts';
import { toastProgress } from './toasts.ts';

type Refused = { kind: 'refused'; message: string };

export interface ActionTexts<Done = unknown> {
  progress: string;
  /** The success's text, or made from what the success answered (a refund's credits). */
  success: string | ((done: Done) => string);
  fallback: string;
}

export interface ActionToastOptions {
  /** The texts' language for 'Session Expired' (English by default: the admin screens). */
  i18n?: I18n;
  /** Also shows the server's refusal where the screen asks (under a field). */
  onRefused?: (message: string) => void;
}

function isSetback(outcome: { kind: string }): outcome is Refused | Failed {
  return outcome.kind === 'refused' || outcome.kind === 'failed';
}

/** Runs an action under its toasts; answers whether it succeeded (any outcome but a refusal or a failure). */
export async function runWithToasts<Done extends { kind: string } = ActionOutcome>(
  texts: ActionTexts<Done>,
  action: () => Promise<Done | Refused | Failed>,
  { i18n, onRefused }: ActionToastOptions = {},
): Promise<boolean> {
  const hadSession = session.get().auth !== null;
  const progress = toastProgress(texts.progress);
  const outcome = await action();
  if (!isSetback(outcome)) {
    progress.success(typeof texts.success === 'string' ? texts.success : texts.success(outcome));
    return true;
  }
  if (outcome.kind === 'refused') {
    progress.error(outcome.message);
    onRefused?.(outcome.message);
  } else {
    progress.error(actionFailureMessage(texts.fallback, hadSession, i18n));
  }
  return false;
}
