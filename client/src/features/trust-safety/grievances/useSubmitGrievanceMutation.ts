// Files a complaint with the grievance officer; answers its tracking number, or the server's refusal.
import { graphql } from 'react-relay';
import type {
  SubmitGrievanceInput,
  useSubmitGrievanceMutation as SubmitGrievanceMutation,
} from '../../../__generated__/useSubmitGrievanceMutation.graphql';
import { refusedWithField, useResultMutation } from '../../../lib/useResultMutation.ts';

export type { SubmitGrievanceInput };

export type SubmitGrievanceOutcome =
  | { kind: 'filed'; trackingNumber: string }
  | { kind: 'refused'; message: string; field: string | null }
  | { kind: 'failed' };

export function useSubmitGrievanceMutation() {
  return useResultMutation<SubmitGrievanceMutation, [input: SubmitGrievanceInput], SubmitGrievanceOutcome>(
    graphql`
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
    `,
    {
      variables: (input) => ({ input }),
      done: ({ receipt }) => (receipt ? { kind: 'filed', trackingNumber: receipt.trackingNumber } : { kind: 'failed' }),
      refused: refusedWithField,
    },
  );
}
