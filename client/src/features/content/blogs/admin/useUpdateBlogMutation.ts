// Saves a blog's text, meta fields and published flag; its row updates in place.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { UpdateBlogInput, useUpdateBlogMutation as UpdateBlogMutation } from '../../../../__generated__/useUpdateBlogMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../../lib/commitForOutcome.ts';

export type { UpdateBlogInput };

export function useUpdateBlogMutation(): [(id: string, input: UpdateBlogInput) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<UpdateBlogMutation>(graphql`
    mutation useUpdateBlogMutation($id: ID!, $input: UpdateBlogInput!) {
      updateBlog(id: $id, input: $input) {
        __typename
        ... on MutationUpdateBlogSuccess {
          blog {
            id
            ...BlogsPage_blogRow
            ...BlogDialog_blog
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const update = useCallback(
    (id: string, input: UpdateBlogInput) => commitForOutcome(commit, { variables: { id, input } }, (response) => actionOutcome(response.updateBlog, 'MutationUpdateBlogSuccess')),
    [commit],
  );
  return [update, isInFlight];
}
