// Publishes a blog with its images (a GraphQL multipart upload); the new blog goes to the top of the
// admin's list.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { CreateBlogInput, useCreateBlogMutation as CreateBlogMutation } from '../../../../__generated__/useCreateBlogMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../../lib/commitForOutcome.ts';

export type { CreateBlogInput };

export function useCreateBlogMutation(): [(input: CreateBlogInput, images: readonly File[], connections: readonly string[]) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<CreateBlogMutation>(graphql`
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
  `);
  const create = useCallback(
    (input: CreateBlogInput, images: readonly File[], connections: readonly string[]) =>
      commitForOutcome(
        commit,
        {
          variables: { input, images: images.map(() => null), connections: [...connections] },
          uploadables: Object.fromEntries(images.map((image, index) => [`images.${index}`, image])),
          // the pager counts pages from totalCount, which @prependNode leaves alone
          updater: (store, data) => {
            if (data?.createBlog.__typename !== 'MutationCreateBlogSuccess') return;
            connections.forEach((id) => {
              const connection = store.get(id);
              connection?.setValue(Number(connection.getValue('totalCount') ?? 0) + 1, 'totalCount');
            });
          },
        },
        (response) => actionOutcome(response.createBlog, 'MutationCreateBlogSuccess'),
      ),
    [commit],
  );
  return [create, isInFlight];
}
