// Takes an entry off the blocklist (issue 31): it leaves the list shown and its count.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveFromBlocklistMutation as RemoveFromBlocklistMutation } from '../../../__generated__/useRemoveFromBlocklistMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';

export function useRemoveFromBlocklistMutation(): [(id: string, connectionId: string) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<RemoveFromBlocklistMutation>(graphql`
    mutation useRemoveFromBlocklistMutation($id: ID!, $connections: [ID!]!) {
      removeFromBlocklist(id: $id) {
        __typename
        ... on MutationRemoveFromBlocklistSuccess {
          removedId @deleteEdge(connections: $connections) @deleteRecord
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (id: string, connectionId: string) =>
      commitForOutcome(
        commit,
        {
          variables: { id, connections: [connectionId] },
          updater: (store) => {
            if (store.getRootField('removeFromBlocklist')?.getType() !== 'MutationRemoveFromBlocklistSuccess') return;
            const list = store.get(connectionId);
            if (list) list.setValue(Math.max(0, Number(list.getValue('totalCount') ?? 0) - 1), 'totalCount');
          },
        },
        (response) => actionOutcome(response.removeFromBlocklist, 'MutationRemoveFromBlocklistSuccess'),
      ),
    [commit],
  );
  return [remove, isInFlight];
}
