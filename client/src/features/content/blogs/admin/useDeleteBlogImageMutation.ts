// Deletes one image of a blog (never its last: the server refuses); the blog's images are read back.
import { graphql } from 'react-relay';
import type { useDeleteBlogImageMutation as DeleteBlogImageMutation } from '../../../../__generated__/useDeleteBlogImageMutation.graphql';
import { useResultMutation } from '../../../../lib/useResultMutation.ts';

export function useDeleteBlogImageMutation() {
  return useResultMutation<DeleteBlogImageMutation, [id: string]>(
    graphql`
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
    `,
    { variables: (id) => ({ id }) },
  );
}
