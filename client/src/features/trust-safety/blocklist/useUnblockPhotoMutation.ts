// Unblocks a photo (issue 31): it leaves the list of blocked photos and its count.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUnblockPhotoMutation as UnblockPhotoMutation } from '../../../__generated__/useUnblockPhotoMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';

export function useUnblockPhotoMutation(): [(id: string, connectionId: string) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<UnblockPhotoMutation>(graphql`
    mutation useUnblockPhotoMutation($id: ID!, $connections: [ID!]!) {
      unblockPhoto(id: $id) {
        __typename
        ... on MutationUnblockPhotoSuccess {
          unblockedId @deleteEdge(connections: $connections) @deleteRecord
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const unblock = useCallback(
    (id: string, connectionId: string) =>
      commitForOutcome(
        commit,
        {
          variables: { id, connections: [connectionId] },
          updater: (store) => {
            if (store.getRootField('unblockPhoto')?.getType() !== 'MutationUnblockPhotoSuccess') return;
            const list = store.get(connectionId);
            if (list) list.setValue(Math.max(0, Number(list.getValue('totalCount') ?? 0) - 1), 'totalCount');
          },
        },
        (response) => actionOutcome(response.unblockPhoto, 'MutationUnblockPhotoSuccess'),
      ),
    [commit],
  );
  return [unblock, isInFlight];
}
