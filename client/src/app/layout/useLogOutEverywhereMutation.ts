// Ends every session of the signed-in account, on every device; answers whether the server did it.
import { graphql } from 'react-relay';
import type { useLogOutEverywhereMutation as LogOutEverywhereMutation } from '../../__generated__/useLogOutEverywhereMutation.graphql';
import { useResultMutation } from '../../lib/useResultMutation.ts';

export type LogOutEverywhereOutcome = { kind: 'loggedOut' } | { kind: 'failed' };

export function useLogOutEverywhereMutation() {
  return useResultMutation<LogOutEverywhereMutation, [], LogOutEverywhereOutcome>(
    graphql`
      mutation useLogOutEverywhereMutation {
        logOutEverywhere {
          __typename
          ... on MutationLogOutEverywhereSuccess {
            loggedOut
          }
        }
      }
    `,
    { variables: () => ({}), done: () => ({ kind: 'loggedOut' }) },
  );
}
