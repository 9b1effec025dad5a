// Saves the single credit scheme (the first save creates it). The scheme has no id, so the updater
// points the root's `creditScheme` at the answered record: the screen shows the saved values.
import { graphql } from 'react-relay';
import type { useUpdateCreditSchemeMutation as UpdateCreditSchemeMutation } from '../../../__generated__/useUpdateCreditSchemeMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';
import { singleRecordSaved } from './singleRecordSaved.ts';

export type UpdateCreditSchemeOutcome =
  | { kind: 'updated' }
  /** The server refused the values; `field` names the input it blames, when there is one. */
  | { kind: 'refused'; message: string; field: string | null }
  /** The call itself failed (network, server error, ended session). */
  | { kind: 'failed' };

export function useUpdateCreditSchemeMutation() {
  return useResultMutation<
    UpdateCreditSchemeMutation,
    [values: { creditRate: number; timePerCredit: number }],
    UpdateCreditSchemeOutcome
  >(
    graphql`
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
    `,
    { variables: (values) => values, ...singleRecordSaved('updateCreditScheme', 'creditScheme', 'updated') },
  );
}
