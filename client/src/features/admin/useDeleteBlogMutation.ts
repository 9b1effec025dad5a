// Deletes a blog with its images: the answered id leaves the admin's list and the store.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteBlogMutation as DeleteBlogMutation } from '../../__generated__/useDeleteBlogMutation.graphql';
import { commitForOutcome, type ActionOutcome } from './admin-action.ts';

export function useDeleteBlogMutation(): [(id: string, connections: readonly string[]) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<DeleteBlogMutation>(graphql`
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
  `);
  const remove = useCallback(
    (id: string, connections: readonly string[]) =>
      commitForOutcome(commit, { variables: { id, connections: [...connections] } }, (response) => response.deleteBlog, 'MutationDeleteBlogSuccess'),
    [commit],
  );
  return [remove, isInFlight];
}
