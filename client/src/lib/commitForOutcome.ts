// Every mutation hook answers one outcome its screen can show: the hook reads the mutation's union
// result (success type or typed error), and a call that fails (network, server error) is `failed`.
import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';

export type Failed = { kind: 'failed' };

/** The outcome of an admin action (SPEC section 8): done, the server's refusal, or a failure. */
export type ActionOutcome = { kind: 'done' } | { kind: 'refused'; message: string } | Failed;

interface UnionResult {
  readonly __typename: string;
  readonly message?: string;
}

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

/** Reads a union result as an action outcome: the success type, a typed error's message, or a failure. */
export function actionOutcome(result: UnionResult, successTypename: string): ActionOutcome {
  if (result.__typename === successTypename) return { kind: 'done' };
  if (typeof result.message === 'string') return { kind: 'refused', message: result.message };
  return { kind: 'failed' };
}
