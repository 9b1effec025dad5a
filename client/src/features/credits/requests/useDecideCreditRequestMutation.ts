// Approves or rejects a pending credit request. The answered request carries its id, so its row
// (status, credits added) and its owner's balance update in place.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  CreditRequestDecision,
  useDecideCreditRequestMutation as DecideCreditRequestMutation,
} from '../../../__generated__/useDecideCreditRequestMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';

export type { CreditRequestDecision };

export function useDecideCreditRequestMutation(): [(id: string, status: CreditRequestDecision) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<DecideCreditRequestMutation>(graphql`
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
  `);

  const decide = useCallback(
    (id: string, status: CreditRequestDecision) =>
      commitForOutcome(
        commit,
        { variables: { id, status } },
        (response) => actionOutcome(response.decideCreditRequest, 'MutationDecideCreditRequestSuccess'),
      ),
    [commit],
  );
  return [decide, isInFlight];
}
