// Renames a category (its English and Hindi names); the answered record carries its id, so its row updates in place.
import { graphql } from 'react-relay';
import type { useRenameCategoryMutation as RenameCategoryMutation } from '../../../__generated__/useRenameCategoryMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export function useRenameCategoryMutation() {
  return useResultMutation<RenameCategoryMutation, [id: string, name: string, hindiName: string | null]>(
    graphql`
      mutation useRenameCategoryMutation($id: ID!, $input: CategoryInput!) {
        renameCategory(id: $id, input: $input) {
          __typename
          ... on MutationRenameCategorySuccess {
            category {
              id
              name
              hindiName
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (id, name, hindiName) => ({ id, input: { name, hindiName: hindiName || null } }) },
  );
}
