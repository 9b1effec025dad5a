// Deletes a contact message: the answered id leaves the listed connections and the store.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteContactMessageMutation as DeleteContactMessageMutation } from '../../__generated__/useDeleteContactMessageMutation.graphql';

export type DeleteContactMessageOutcome = { kind: 'deleted' } | { kind: 'refused'; message: string } | { kind: 'failed' };

export function useDeleteContactMessageMutation(): [(id: string, connections: readonly string[]) => Promise<DeleteContactMessageOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<DeleteContactMessageMutation>(graphql`
    mutation useDeleteContactMessageMutation($id: ID!, $connections: [ID!]!) {
      deleteContactMessage(id: $id) {
        __typename
        ... on MutationDeleteContactMessageSuccess {
          deletedId @deleteEdge(connections: $connections) @deleteRecord
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const remove = useCallback(
    (id: string, connections: readonly string[]) =>
      new Promise<DeleteContactMessageOutcome>((resolve) => {
        commit({
          variables: { id, connections: [...connections] },
          onCompleted: ({ deleteContactMessage: result }) => {
            if (result.__typename === 'MutationDeleteContactMessageSuccess') return resolve({ kind: 'deleted' });
            if ('message' in result && typeof result.message === 'string') return resolve({ kind: 'refused', message: result.message });
            return resolve({ kind: 'failed' });
          },
          onError: () => resolve({ kind: 'failed' }),
        });
      }),
    [commit],
  );
  return [remove, isInFlight];
}
