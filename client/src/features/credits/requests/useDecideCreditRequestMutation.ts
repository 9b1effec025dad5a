// Approves or rejects a pending credit request. The answered request carries its id, so its row
// (status, credits added) and its owner's balance update in place.
import { graphql } from 'react-relay';
import type {
  CreditRequestDecision,
  useDecideCreditRequestMutation as DecideCreditRequestMutation,
} from '../../../__generated__/useDecideCreditRequestMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export type { CreditRequestDecision };

export function useDecideCreditRequestMutation() {
  return useResultMutation<DecideCreditRequestMutation, [id: string, status: CreditRequestDecision]>(
    graphql`
      mutation useDecideCreditRequestMutation($id: ID!, $status: CreditRequestDecision!) {
        decideCreditRequest(id: $id, status: $status) {
          __typename
          ... on MutationDecideCreditRequestSuccess {
            creditRequest {
              id
              status
              creditsAdded
              decidedAt
              user {
                id
                credits
              }
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (id, status) => ({ id, status }) },
  );
}
