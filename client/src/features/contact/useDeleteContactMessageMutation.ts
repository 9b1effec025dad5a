// Deletes a contact message: the answered id leaves the listed connections and the store (and their
// counts, where a list shows one: the same spec as every row's delete).
import { graphql } from 'react-relay';
import type { useDeleteContactMessageMutation as DeleteContactMessageMutation } from '../../__generated__/useDeleteContactMessageMutation.graphql';
import { rowDeleted } from '../../lib/connectionCounts.ts';
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
    rowDeleted,
  );
}
