// Renames a category; the answered record carries its id, so its row updates in place.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRenameCategoryMutation as RenameCategoryMutation } from '../../../__generated__/useRenameCategoryMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';

export function useRenameCategoryMutation(): [(id: string, name: string) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<RenameCategoryMutation>(graphql`
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
  `);
  const rename = useCallback(
    (id: string, name: string) =>
      commitForOutcome(commit, { variables: { id, input: { name } } }, (response) => actionOutcome(response.renameCategory, 'MutationRenameCategorySuccess')),
    [commit],
  );
  return [rename, isInFlight];
}
