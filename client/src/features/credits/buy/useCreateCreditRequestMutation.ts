// Asks for credits for a UPI payment: the amount, the UTR and optionally a screenshot (a GraphQL
// multipart upload); the new request is put at the top of the advertiser's list.
import { graphql } from 'react-relay';
import type { UploadableMap } from 'relay-runtime';
import type { useCreateCreditRequestMutation as CreateCreditRequestMutation } from '../../../__generated__/useCreateCreditRequestMutation.graphql';
import { refusedWithField, useResultMutation } from '../../../lib/useResultMutation.ts';

export type CreateCreditRequestOutcome =
  | { kind: 'added' }
  /** The server refused the request; its message is in the user's words, `field` names the input when it can. */
  | { kind: 'refused'; message: string; field: string | null }
  /** The call itself failed (network, server error). */
  | { kind: 'failed' };

export interface CreditRequestDraft {
  amount: number;
  /** 12 digits, normalised by the form's schema */
  utr: string;
  /** optional proof since the UTR (issue 34) */
  paymentScreenshot: File | null | undefined;
  /** a package's global id and a coupon code (issue 34), or null */
  packageId?: string | null;
  couponCode?: string | null;
  /** The `__id` of each connection the new request joins. */
  connections: string[];
}

export function useCreateCreditRequestMutation() {
  return useResultMutation<CreateCreditRequestMutation, [draft: CreditRequestDraft], CreateCreditRequestOutcome>(
    graphql`
      mutation useCreateCreditRequestMutation(
        $amount: Int!
        $utr: String!
        $paymentScreenshot: File
        $packageId: ID
        $couponCode: String
        $connections: [ID!]!
      ) {
        createCreditRequest(
          amount: $amount
          utr: $utr
          paymentScreenshot: $paymentScreenshot
          packageId: $packageId
          couponCode: $couponCode
        ) {
          __typename
          ... on MutationCreateCreditRequestSuccess {
            creditRequest @prependNode(connections: $connections, edgeTypeName: "QueryMyCreditRequestsConnectionEdge") {
              id
              ...MyCreditRequestRow_creditRequest
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
      variables: ({ amount, utr, packageId, couponCode, connections }) => ({
        amount,
        utr,
        paymentScreenshot: null,
        packageId: packageId ?? null,
        couponCode: couponCode ?? null,
        connections,
      }),
      // no file: a plain JSON request (relayEnvironment sends multipart only with files)
      uploadables: ({ paymentScreenshot }): UploadableMap => (paymentScreenshot ? { paymentScreenshot } : {}),
      done: () => ({ kind: 'added' }),
      refused: refusedWithField,
    },
  );
}
