// Adds or removes an advertiser's credits with a reason: the Users row shows the new balance.
import { graphql } from 'react-relay';
import type { useAdjustCreditsMutation as AdjustCreditsMutation } from '../../__generated__/useAdjustCreditsMutation.graphql';
import { useResultMutation } from '../../lib/useResultMutation.ts';

export interface CreditAdjustment {
  userId: string;
  amount: number;
  reason: string;
}

export function useAdjustCreditsMutation() {
  return useResultMutation<AdjustCreditsMutation, [adjustment: CreditAdjustment]>(
    graphql`
      mutation useAdjustCreditsMutation($userId: ID!, $amount: Int!, $reason: String!) {
        adjustCredits(userId: $userId, amount: $amount, reason: $reason) {
          __typename
          ... on MutationAdjustCreditsSuccess {
            user {
              id
              credits
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (adjustment) => adjustment },
  );
}
