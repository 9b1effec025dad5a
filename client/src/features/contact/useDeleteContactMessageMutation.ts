// Deletes a contact message: the answered id leaves the listed connections and the store.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteContactMessageMutation as DeleteContactMessageMutation } from '../../__generated__/useDeleteContactMessageMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../lib/commitForOutcome.ts';

export function useDeleteContactMessageMutation(): [(id: string, connections: readonly string[]) => Promise<ActionOutcome>, boolean] {
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
      commitForOutcome(
        commit,
        { variables: { id, connections: [...connections] } },
        (response) => actionOutcome(response.deleteContactMessage, 'MutationDeleteContactMessageSuccess'),
      ),
    [commit],
  );
  return [remove, isInFlight];
}
