// Adds a category; the new one joins the screen's list in name order.
import { graphql } from 'react-relay';
import type { useAddCategoryMutation as AddCategoryMutation } from '../../../__generated__/useAddCategoryMutation.graphql';
import { insertSorted } from '../../../lib/rootRecords.ts';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export function useAddCategoryMutation() {
  return useResultMutation<AddCategoryMutation, [name: string, hindiName: string | null]>(
    graphql`
      mutation useAddCategoryMutation($input: CategoryInput!) {
        addCategory(input: $input) {
          __typename
          ... on MutationAddCategorySuccess {
            category {
              id
              name
              hindiName
              adsCount
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      variables: (name, hindiName) => ({ input: { name, hindiName: hindiName || null } }),
      updater: (store) =>
        insertSorted(store, 'categories', store.getRootField('addCategory')?.getLinkedRecord('category'), (category) =>
          String(category.getValue('name')),
        ),
    },
  );
}
