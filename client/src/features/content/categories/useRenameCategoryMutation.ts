// Renames a category; the answered record carries its id, so its row updates in place.
import { graphql } from 'react-relay';
import type { useRenameCategoryMutation as RenameCategoryMutation } from '../../../__generated__/useRenameCategoryMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export function useRenameCategoryMutation() {
  return useResultMutation<RenameCategoryMutation, [id: string, name: string]>(
    graphql`
      mutation useRenameCategoryMutation($id: ID!, $input: CategoryInput!) {
        renameCategory(id: $id, input: $input) {
          __typename
          ... on MutationRenameCategorySuccess {
            category {
              id
              name
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (id, name) => ({ id, input: { name } }) },
  );
}
