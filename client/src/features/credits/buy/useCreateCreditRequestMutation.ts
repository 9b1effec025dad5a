// Asks for credits with a payment screenshot (a GraphQL multipart upload); the new request is put at
// the top of the advertiser's list.
import { graphql } from 'react-relay';
import type { useCreateCreditRequestMutation as CreateCreditRequestMutation } from '../../../__generated__/useCreateCreditRequestMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

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

export function useCreateCreditRequestMutation() {
  return useResultMutation<CreateCreditRequestMutation, [draft: CreditRequestDraft], CreateCreditRequestOutcome>(
    graphql`
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
    `,
    {
      variables: ({ amount, connections }) => ({ amount, paymentScreenshot: null, connections }),
      uploadables: ({ paymentScreenshot }) => ({ paymentScreenshot }),
      done: () => ({ kind: 'added' }),
    },
  );
}
