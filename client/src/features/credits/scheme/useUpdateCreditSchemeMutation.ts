// Saves the single credit scheme (the first save creates it). The scheme has no id, so the updater
// points the root's `creditScheme` at the answered record: the screen shows the saved values.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateCreditSchemeMutation as UpdateCreditSchemeMutation } from '../../../__generated__/useUpdateCreditSchemeMutation.graphql';
import { commitForOutcome } from '../../../lib/commitForOutcome.ts';

export type UpdateCreditSchemeOutcome =
  | { kind: 'updated' }
  /** The server refused the values; `field` names the input it blames, when there is one. */
  | { kind: 'refused'; message: string; field: string | null }
  /** The call itself failed (network, server error, ended session). */
  | { kind: 'failed' };

export function useUpdateCreditSchemeMutation(): [(values: { creditRate: number; timePerCredit: number }) => Promise<UpdateCreditSchemeOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<UpdateCreditSchemeMutation>(graphql`
    mutation useUpdateCreditSchemeMutation($creditRate: Float!, $timePerCredit: Float!) {
      updateCreditScheme(creditRate: $creditRate, timePerCredit: $timePerCredit) {
        __typename
        ... on MutationUpdateCreditSchemeSuccess {
          creditScheme {
            creditRate
            timePerCredit
            updatedAt
          }
        }
        ... on ValidationError {
          field
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const update = useCallback(
    (values: { creditRate: number; timePerCredit: number }) =>
      commitForOutcome(
        commit,
        {
          variables: values,
          updater: (store) => {
            const scheme = store.getRootField('updateCreditScheme')?.getLinkedRecord('creditScheme');
            if (scheme) store.getRoot().setLinkedRecord(scheme, 'creditScheme');
          },
        },
        ({ updateCreditScheme: result }): UpdateCreditSchemeOutcome => {
          if (result.__typename === 'MutationUpdateCreditSchemeSuccess') return { kind: 'updated' };
          if ('message' in result && typeof result.message === 'string') {
            const field = 'field' in result && typeof result.field === 'string' ? result.field : null;
            return { kind: 'refused', message: result.message, field };
          }
          return { kind: 'failed' };
        },
      ),
    [commit],
  );
  return [update, isInFlight];
}
