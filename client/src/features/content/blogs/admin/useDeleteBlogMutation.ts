// Deletes a blog with its images: the answered id leaves the admin's list and the store.
import { graphql } from 'react-relay';
import type { useDeleteBlogMutation as DeleteBlogMutation } from '../../../../__generated__/useDeleteBlogMutation.graphql';
import { addToTotalCount } from '../../../../lib/connectionCounts.ts';
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
    {
      variables: (id, connections) => ({ id, connections: [...connections] }),
      // the pager counts pages from totalCount, which @deleteEdge leaves alone
      updater: (store, _id, connections) => addToTotalCount(store, connections, -1),
    },
  );
}
