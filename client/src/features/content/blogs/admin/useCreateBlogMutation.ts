// Publishes a blog with its images (a GraphQL multipart upload); the new blog goes to the top of the
// admin's list.
import { graphql } from 'react-relay';
import type {
  CreateBlogInput,
  useCreateBlogMutation as CreateBlogMutation,
} from '../../../../__generated__/useCreateBlogMutation.graphql';
import { addToTotalCount } from '../../../../lib/connectionCounts.ts';
import { filesAt, useResultMutation } from '../../../../lib/useResultMutation.ts';

export type { CreateBlogInput };

export function useCreateBlogMutation() {
  return useResultMutation<
    CreateBlogMutation,
    [input: CreateBlogInput, images: readonly File[], connections: readonly string[]]
  >(
    graphql`
      mutation useCreateBlogMutation($input: CreateBlogInput!, $images: [File!], $connections: [ID!]!) {
        createBlog(input: $input, images: $images) {
          __typename
          ... on MutationCreateBlogSuccess {
            blog @prependNode(connections: $connections, edgeTypeName: "QueryAdminBlogsConnectionEdge") {
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
    {
      variables: (input, images, connections) => ({
        input,
        images: images.map(() => null),
        connections: [...connections],
      }),
      uploadables: (_input, images) => filesAt('images', images),
      // the pager counts pages from totalCount, which @prependNode leaves alone
      updater: (store, _input, _images, connections) => addToTotalCount(store, connections, 1),
    },
  );
}
