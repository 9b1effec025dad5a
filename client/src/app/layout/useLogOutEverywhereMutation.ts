// Ends every session of the signed-in account, on every device; answers whether the server did it.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLogOutEverywhereMutation as LogOutEverywhereMutation } from '../../__generated__/useLogOutEverywhereMutation.graphql';
import { commitForOutcome } from '../../lib/commitForOutcome.ts';

export type LogOutEverywhereOutcome = { kind: 'loggedOut' } | { kind: 'failed' };

export function useLogOutEverywhereMutation(): [() => Promise<LogOutEverywhereOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<LogOutEverywhereMutation>(graphql`
    mutation useLogOutEverywhereMutation {
      logOutEverywhere {
        __typename
        ... on MutationLogOutEverywhereSuccess {
          loggedOut
        }
      }
    }
  `);

  const logOutEverywhere = useCallback(
    () =>
      commitForOutcome(
        commit,
        { variables: {} },
        ({ logOutEverywhere: result }): LogOutEverywhereOutcome => {
          switch (result.__typename) {
            case 'MutationLogOutEverywhereSuccess':
              return { kind: 'loggedOut' };
            default:
              return { kind: 'failed' };
          }
        },
      ),
    [commit],
  );
  return [logOutEverywhere, isInFlight];
}
