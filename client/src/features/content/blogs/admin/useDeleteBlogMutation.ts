// Deletes a blog with its images: the answered id leaves the admin's list and the store.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteBlogMutation as DeleteBlogMutation } from '../../../../__generated__/useDeleteBlogMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../../lib/commitForOutcome.ts';

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
      commitForOutcome(
        commit,
        {
          variables: { id, connections: [...connections] },
          // the pager counts pages from totalCount, which @deleteEdge leaves alone
          updater: (store, data) => {
            if (data?.deleteBlog.__typename !== 'MutationDeleteBlogSuccess') return;
            connections.forEach((connectionId) => {
              const connection = store.get(connectionId);
              connection?.setValue(Math.max(0, Number(connection.getValue('totalCount') ?? 0) - 1), 'totalCount');
            });
          },
        },
        (response) => actionOutcome(response.deleteBlog, 'MutationDeleteBlogSuccess'),
      ),
    [commit],
  );
  return [remove, isInFlight];
}
