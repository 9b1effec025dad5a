// A mutation committed as a promise of one outcome its screen can show: `readOutcome` reads the answer,
// and a call that fails (network, server error) is `failed`. Mutations whose field answers a result
// union go through useResultMutation.ts, which reads the union on top of this.
import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';

export type Failed = { kind: 'failed' };

/** The outcome of an admin action (SPEC section 8): done, the server's refusal, or a failure. */
export type ActionOutcome = { kind: 'done' } | { kind: 'refused'; message: string } | Failed;

/** Commits a mutation and answers what `readOutcome` makes of its response, or `failed` when the call errors. */
export function commitForOutcome<M extends MutationParameters, O>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  config: Omit<UseMutationConfig<M>, 'onCompleted' | 'onError'>,
  readOutcome: (response: M['response']) => O | Failed,
): Promise<O | Failed> {
  return new Promise((resolve) => {
    commit({
      ...config,
      onCompleted: (response) => resolve(readOutcome(response)),
      onError: () => resolve({ kind: 'failed' }),
    });
  });
}
