// Adds or removes an advertiser's credits with a reason: the Users row shows the new balance.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAdjustCreditsMutation as AdjustCreditsMutation } from '../../__generated__/useAdjustCreditsMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../lib/commitForOutcome.ts';

export interface CreditAdjustment {
  userId: string;
  amount: number;
  reason: string;
}

export function useAdjustCreditsMutation(): [(adjustment: CreditAdjustment) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<AdjustCreditsMutation>(graphql`
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
  `);

  const adjust = useCallback(
    (variables: CreditAdjustment) => commitForOutcome(commit, { variables }, (response) => actionOutcome(response.adjustCredits, 'MutationAdjustCreditsSuccess')),
    [commit],
  );
  return [adjust, isInFlight];
}
