// What every admin action shares (SPEC section 8): a mutation's union result read as an outcome, and
// the progress toast turned into the success text, the server's refusal, or the screen's fallback
// ('Session Expired' when the call's 401 ended the session).
import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';
import { toastProgress } from '../../components/toaster.tsx';
import { actionFailureMessage } from '../../lib/action-failure.ts';
import { session } from '../../lib/session.ts';

export type ActionOutcome = { kind: 'done' } | { kind: 'refused'; message: string } | { kind: 'failed' };

interface UnionResult {
  readonly __typename: string;
  readonly message?: string;
}

/** Commits a mutation and answers its outcome: the success type, a typed error's message, or a failure. */
export function commitForOutcome<M extends MutationParameters>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  config: Omit<UseMutationConfig<M>, 'onCompleted' | 'onError'>,
  resultOf: (response: M['response']) => UnionResult,
  successTypename: string,
): Promise<ActionOutcome> {
  return new Promise((resolve) => {
    commit({
      ...config,
      onCompleted: (response) => {
        const result = resultOf(response);
        if (result.__typename === successTypename) return resolve({ kind: 'done' });
        if (typeof result.message === 'string') return resolve({ kind: 'refused', message: result.message });
        return resolve({ kind: 'failed' });
      },
      onError: () => resolve({ kind: 'failed' }),
    });
  });
}

export interface ActionTexts {
  progress: string;
  success: string;
  fallback: string;
}

/** Runs an admin action under its toasts; answers whether it succeeded. */
export async function runWithToasts(texts: ActionTexts, action: () => Promise<ActionOutcome>): Promise<boolean> {
  const hadSession = session.get().auth !== null;
  const progress = toastProgress(texts.progress);
  const outcome = await action();
  if (outcome.kind === 'done') progress.success(texts.success);
  else if (outcome.kind === 'refused') progress.error(outcome.message);
  else progress.error(actionFailureMessage(texts.fallback, hadSession));
  return outcome.kind === 'done';
}
