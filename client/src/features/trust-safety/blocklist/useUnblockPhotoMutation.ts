// Unblocks a photo (issue 31): it leaves the list of blocked photos and its count.
import { graphql } from 'react-relay';
import type { useUnblockPhotoMutation as UnblockPhotoMutation } from '../../../__generated__/useUnblockPhotoMutation.graphql';
import { rowDeleted } from '../../../lib/connectionCounts.ts';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export function useUnblockPhotoMutation() {
  return useResultMutation<UnblockPhotoMutation, [id: string, connections: readonly string[]]>(
    graphql`
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
    `,
    rowDeleted,
  );
}
