// Appends images to a blog (a GraphQL multipart upload); the blog's image list is read back whole.
import { graphql } from 'react-relay';
import type { useAddBlogImagesMutation as AddBlogImagesMutation } from '../../../../__generated__/useAddBlogImagesMutation.graphql';
import { filesAt, useResultMutation } from '../../../../lib/useResultMutation.ts';

export function useAddBlogImagesMutation() {
  return useResultMutation<AddBlogImagesMutation, [blogId: string, images: readonly File[]]>(
    graphql`
      mutation useAddBlogImagesMutation($blogId: ID!, $images: [File!]!) {
        addBlogImages(blogId: $blogId, images: $images) {
          __typename
          ... on MutationAddBlogImagesSuccess {
            images {
              id
              blog {
                id
                ...BlogDialog_blog
              }
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      variables: (blogId, images) => ({ blogId, images: images.map(() => null) }),
      uploadables: (_blogId, images) => filesAt('images', images),
    },
  );
}
