// Approves or rejects a pending credit request. The answered request carries its id, so its row
// (status, credits added) and its owner's balance update in place.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  CreditRequestDecision,
  useDecideCreditRequestMutation as DecideCreditRequestMutation,
} from '../../__generated__/useDecideCreditRequestMutation.graphql';

export type { CreditRequestDecision };

export type DecideCreditRequestOutcome = { kind: 'decided' } | { kind: 'refused'; message: string } | { kind: 'failed' };

export function useDecideCreditRequestMutation(): [(id: string, status: CreditRequestDecision) => Promise<DecideCreditRequestOutcome>, boolean] {
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
      new Promise<DecideCreditRequestOutcome>((resolve) => {
        commit({
          variables: { id, status },
          onCompleted: ({ decideCreditRequest: result }) => {
            if (result.__typename === 'MutationDecideCreditRequestSuccess') return resolve({ kind: 'decided' });
            if ('message' in result && typeof result.message === 'string') return resolve({ kind: 'refused', message: result.message });
            return resolve({ kind: 'failed' });
          },
          onError: () => resolve({ kind: 'failed' }),
        });
      }),
    [commit],
  );
  return [decide, isInFlight];
}
