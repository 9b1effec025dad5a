// Ends this session on the server (its token is refused from then on). Answers once the server has
// answered, failed, or kept the caller waiting too long: the local session is cleared after it either way.
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useLogOutMutation as LogOutMutation } from '../../__generated__/useLogOutMutation.graphql';
import { useResultMutation } from '../../lib/useResultMutation.ts';

/** Longest a logout waits for the server before the local session is cleared anyway. */
export const LOGOUT_WAIT_MS = 5000;

export type LogOutOutcome = { kind: 'loggedOut' } | { kind: 'failed' };

export function useLogOutMutation(): [() => Promise<LogOutOutcome>, boolean] {
  const [logOutOnServer, isInFlight] = useResultMutation<LogOutMutation, [], LogOutOutcome>(
    graphql`
      mutation useLogOutMutation {
        logOut {
          __typename
          ... on MutationLogOutSuccess {
            loggedOut
          }
        }
      }
    `,
    { variables: () => ({}), done: () => ({ kind: 'loggedOut' }) },
  );
  const logOut = useCallback(
    () =>
      new Promise<LogOutOutcome>((resolve) => {
        const timer = setTimeout(() => resolve({ kind: 'failed' }), LOGOUT_WAIT_MS);
        void logOutOnServer().then((outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        });
      }),
    [logOutOnServer],
  );
  return [logOut, isInFlight];
}
