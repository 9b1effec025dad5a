// Saves a blog's text, meta fields and published flag; its row updates in place.
import { graphql } from 'react-relay';
import type {
  UpdateBlogInput,
  useUpdateBlogMutation as UpdateBlogMutation,
} from '../../../../__generated__/useUpdateBlogMutation.graphql';
import { useResultMutation } from '../../../../lib/useResultMutation.ts';

export type { UpdateBlogInput };

export function useUpdateBlogMutation() {
  return useResultMutation<UpdateBlogMutation, [id: string, input: UpdateBlogInput]>(
    graphql`
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
    `,
    { variables: (id, input) => ({ id, input }) },
  );
}
