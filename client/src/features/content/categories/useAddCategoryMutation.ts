// Adds a category; the new one joins the screen's list in name order.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddCategoryMutation as AddCategoryMutation } from '../../../__generated__/useAddCategoryMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';

export function useAddCategoryMutation(): [(name: string) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<AddCategoryMutation>(graphql`
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
  `);
  const add = useCallback(
    (name: string) =>
      commitForOutcome(
        commit,
        {
          variables: { input: { name } },
          updater: (store) => {
            const category = store.getRootField('addCategory')?.getLinkedRecord('category');
            const root = store.getRoot();
            const listed = root.getLinkedRecords('categories');
            if (!category || !listed) return;
            const byName = [...listed.filter((record) => record !== null), category].sort((a, b) =>
              String(a.getValue('name')).localeCompare(String(b.getValue('name'))),
            );
            root.setLinkedRecords(byName, 'categories');
          },
        },
        (response) => actionOutcome(response.addCategory, 'MutationAddCategorySuccess'),
      ),
    [commit],
  );
  return [add, isInFlight];
}
