// Deletes a contact message: the answered id leaves the listed connections and the store.
import { graphql } from 'react-relay';
import type { useDeleteContactMessageMutation as DeleteContactMessageMutation } from '../../__generated__/useDeleteContactMessageMutation.graphql';
import { useResultMutation } from '../../lib/useResultMutation.ts';

export function useDeleteContactMessageMutation() {
  return useResultMutation<DeleteContactMessageMutation, [id: string, connections: readonly string[]]>(
    graphql`
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
    `,
    { variables: (id, connections) => ({ id, connections: [...connections] }) },
  );
}
