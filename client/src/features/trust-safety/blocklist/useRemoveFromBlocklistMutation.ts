// Takes an entry off the blocklist (issue 31): it leaves the list shown and its count.
import { graphql } from 'react-relay';
import type { useRemoveFromBlocklistMutation as RemoveFromBlocklistMutation } from '../../../__generated__/useRemoveFromBlocklistMutation.graphql';
import { rowDeleted } from '../../../lib/connectionCounts.ts';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export function useRemoveFromBlocklistMutation() {
  return useResultMutation<RemoveFromBlocklistMutation, [id: string, connections: readonly string[]]>(
    graphql`
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
    `,
    rowDeleted,
  );
}
