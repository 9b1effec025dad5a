// Adds a category; the new one joins the screen's list in name order.
import { graphql } from 'react-relay';
import type { useAddCategoryMutation as AddCategoryMutation } from '../../../__generated__/useAddCategoryMutation.graphql';
import { insertSorted } from '../../../lib/rootRecords.ts';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export function useAddCategoryMutation() {
  return useResultMutation<AddCategoryMutation, [name: string]>(
    graphql`
      mutation useAddCategoryMutation($input: CategoryInput!) {
        addCategory(input: $input) {
          __typename
          ... on MutationAddCategorySuccess {
            category {
              id
              name
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
      variables: (name) => ({ input: { name } }),
      updater: (store) =>
        insertSorted(store, 'categories', store.getRootField('addCategory')?.getLinkedRecord('category'), (category) =>
          String(category.getValue('name')),
        ),
    },
  );
}
