// Appends images to a blog (a GraphQL multipart upload); the blog's image list is read back whole.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddBlogImagesMutation as AddBlogImagesMutation } from '../../../../__generated__/useAddBlogImagesMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../../lib/commitForOutcome.ts';

export function useAddBlogImagesMutation(): [(blogId: string, images: readonly File[]) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<AddBlogImagesMutation>(graphql`
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
  `);
  const add = useCallback(
    (blogId: string, images: readonly File[]) =>
      commitForOutcome(
        commit,
        {
          variables: { blogId, images: images.map(() => null) },
          uploadables: Object.fromEntries(images.map((image, index) => [`images.${index}`, image])),
        },
        (response) => actionOutcome(response.addBlogImages, 'MutationAddBlogImagesSuccess'),
      ),
    [commit],
  );
  return [add, isInFlight];
}
