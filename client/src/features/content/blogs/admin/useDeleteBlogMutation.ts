// Deletes a blog with its images: the answered id leaves the admin's list and the store.
import { graphql } from 'react-relay';
import type { useDeleteBlogMutation as DeleteBlogMutation } from '../../../../__generated__/useDeleteBlogMutation.graphql';
import { rowDeleted } from '../../../../lib/connectionCounts.ts';
import { useResultMutation } from '../../../../lib/useResultMutation.ts';

export function useDeleteBlogMutation() {
  return useResultMutation<DeleteBlogMutation, [id: string, connections: readonly string[]]>(
    graphql`
      mutation useDeleteBlogMutation($id: ID!, $connections: [ID!]!) {
        deleteBlog(id: $id) {
          __typename
          ... on MutationDeleteBlogSuccess {
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
