// Approves or rejects a pending credit request; an approval may name the rupees found paid with the
// reason for the change (issue 34). The answered request carries its id, so its row (status, credits
// added, amount approved) and its owner's balance update in place.
import { graphql } from 'react-relay';
import type {
  CreditRequestDecision,
  useDecideCreditRequestMutation as DecideCreditRequestMutation,
} from '../../../__generated__/useDecideCreditRequestMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export type { CreditRequestDecision };

/** An approval's changed amount and its reason; absent when the amount asked was paid. */
export interface AmountChange {
  amount: number;
  reason: string;
}

export function useDecideCreditRequestMutation() {
  return useResultMutation<
    DecideCreditRequestMutation,
    [id: string, status: CreditRequestDecision, change?: AmountChange | null]
  >(
    graphql`
      mutation useDecideCreditRequestMutation(
        $id: ID!
        $status: CreditRequestDecision!
        $amount: Int
        $reason: String
      ) {
        decideCreditRequest(id: $id, status: $status, amount: $amount, reason: $reason) {
          __typename
          ... on MutationDecideCreditRequestSuccess {
            creditRequest {
              id
              status
              creditsAdded
              approvedAmount
              amountChangeReason
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
    {
      variables: (id, status, change) => ({
        id,
        status,
        amount: change?.amount ?? null,
        reason: change?.reason ?? null,
      }),
    },
  );
}
