// Files a complaint with the grievance officer; answers its tracking number, or the server's refusal.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SubmitGrievanceInput, useSubmitGrievanceMutation as SubmitGrievanceMutation } from '../../../__generated__/useSubmitGrievanceMutation.graphql';
import { commitForOutcome } from '../../../lib/commitForOutcome.ts';

export type { SubmitGrievanceInput };

export type SubmitGrievanceOutcome =
  | { kind: 'filed'; trackingNumber: string }
  | { kind: 'refused'; message: string; field: string | null }
  | { kind: 'failed' };

export function useSubmitGrievanceMutation(): [(input: SubmitGrievanceInput) => Promise<SubmitGrievanceOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<SubmitGrievanceMutation>(graphql`
    mutation useSubmitGrievanceMutation($input: SubmitGrievanceInput!) {
      submitGrievance(input: $input) {
        __typename
        ... on MutationSubmitGrievanceSuccess {
          receipt {
            trackingNumber
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

  const submit = useCallback(
    (input: SubmitGrievanceInput) =>
      commitForOutcome(
        commit,
        { variables: { input } },
        ({ submitGrievance: result }): SubmitGrievanceOutcome => {
          if (result.__typename === 'MutationSubmitGrievanceSuccess' && result.receipt) return { kind: 'filed', trackingNumber: result.receipt.trackingNumber };
          if (result.__typename !== '%other' && 'message' in result && typeof result.message === 'string') {
            return { kind: 'refused', message: result.message, field: 'field' in result ? (result.field ?? null) : null };
          }
          return { kind: 'failed' };
        },
      ),
    [commit],
  );
  return [submit, isInFlight];
}
