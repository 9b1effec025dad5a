// Deletes one image of a blog (never its last: the server refuses); the blog's images are read back.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteBlogImageMutation as DeleteBlogImageMutation } from '../../../../__generated__/useDeleteBlogImageMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../../lib/commitForOutcome.ts';

export function useDeleteBlogImageMutation(): [(id: string) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<DeleteBlogImageMutation>(graphql`
    mutation useDeleteBlogImageMutation($id: ID!) {
      deleteBlogImage(id: $id) {
        __typename
        ... on MutationDeleteBlogImageSuccess {
          blog {
            id
            ...BlogDialog_blog
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    (id: string) => commitForOutcome(commit, { variables: { id } }, (response) => actionOutcome(response.deleteBlogImage, 'MutationDeleteBlogImageSuccess')),
    [commit],
  );
  return [remove, isInFlight];
}
