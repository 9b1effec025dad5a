// Asks for credits with a payment screenshot (a GraphQL multipart upload); the new request is put at
// the top of the advertiser's list.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateCreditRequestMutation as CreateCreditRequestMutation } from '../../../__generated__/useCreateCreditRequestMutation.graphql';
import { commitForOutcome } from '../../../lib/commitForOutcome.ts';

export type CreateCreditRequestOutcome =
  | { kind: 'added' }
  /** The server refused the request; its message is in the user's words. */
  | { kind: 'refused'; message: string }
  /** The call itself failed (network, server error). */
  | { kind: 'failed' };

export interface CreditRequestDraft {
  amount: number;
  paymentScreenshot: File;
  /** The `__id` of each connection the new request joins. */
  connections: string[];
}

export function useCreateCreditRequestMutation(): [(draft: CreditRequestDraft) => Promise<CreateCreditRequestOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<CreateCreditRequestMutation>(graphql`
    mutation useCreateCreditRequestMutation($amount: Int!, $paymentScreenshot: File, $connections: [ID!]!) {
      createCreditRequest(amount: $amount, paymentScreenshot: $paymentScreenshot) {
        __typename
        ... on MutationCreateCreditRequestSuccess {
          creditRequest @prependNode(connections: $connections, edgeTypeName: "QueryMyCreditRequestsConnectionEdge") {
            id
            ...MyCreditRequestRow_creditRequest
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const create = useCallback(
    ({ amount, paymentScreenshot, connections }: CreditRequestDraft) =>
      commitForOutcome(
        commit,
        {
          variables: { amount, paymentScreenshot: null, connections },
          uploadables: { paymentScreenshot },
        },
        ({ createCreditRequest: result }): CreateCreditRequestOutcome => {
          if (result.__typename === 'MutationCreateCreditRequestSuccess') return { kind: 'added' };
          if ('message' in result && typeof result.message === 'string') return { kind: 'refused', message: result.message };
          return { kind: 'failed' };
        },
      ),
    [commit],
  );
  return [create, isInFlight];
}
