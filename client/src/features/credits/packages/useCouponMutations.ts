// An admin's coupon changes (issue 34): add (the coupon joins the top of the screen's list), change its
// terms, remove (a deleted coupon leaves the list; a used one is deactivated and stays).
import { graphql } from 'react-relay';
import type { useCouponMutationsCreateMutation as CreateMutation } from '../../../__generated__/useCouponMutationsCreateMutation.graphql';
import type { useCouponMutationsRemoveMutation as RemoveMutation } from '../../../__generated__/useCouponMutationsRemoveMutation.graphql';
import type { useCouponMutationsUpdateMutation as UpdateMutation } from '../../../__generated__/useCouponMutationsUpdateMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export interface CouponTermsDraft {
  kind: 'percent' | 'fixed';
  value: number;
  maxUses: number | null;
  lastDay: string | null;
  active: boolean;
}

export function useCreateCouponMutation() {
  return useResultMutation<CreateMutation, [code: string, terms: CouponTermsDraft, connections: string[]]>(
    graphql`
      mutation useCouponMutationsCreateMutation(
        $code: String!
        $kind: CouponKind!
        $value: Int!
        $maxUses: Int
        $lastDay: String
        $active: Boolean!
        $connections: [ID!]!
      ) {
        createCoupon(code: $code, kind: $kind, value: $value, maxUses: $maxUses, lastDay: $lastDay, active: $active) {
          __typename
          ... on MutationCreateCouponSuccess {
            coupon @prependNode(connections: $connections, edgeTypeName: "QueryCouponsConnectionEdge") {
              ...CouponsSection_coupon @relay(mask: false)
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (code, terms, connections) => ({ code, ...terms, connections }) },
  );
}

export function useUpdateCouponMutation() {
  return useResultMutation<UpdateMutation, [id: string, terms: CouponTermsDraft]>(
    graphql`
      mutation useCouponMutationsUpdateMutation(
        $id: ID!
        $kind: CouponKind!
        $value: Int!
        $maxUses: Int
        $lastDay: String
        $active: Boolean!
      ) {
        updateCoupon(id: $id, kind: $kind, value: $value, maxUses: $maxUses, lastDay: $lastDay, active: $active) {
          __typename
          ... on MutationUpdateCouponSuccess {
            coupon {
              ...CouponsSection_coupon @relay(mask: false)
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (id, terms) => ({ id, ...terms }) },
  );
}

export function useRemoveCouponMutation() {
  return useResultMutation<RemoveMutation, [id: string, connections: string[]]>(
    graphql`
      mutation useCouponMutationsRemoveMutation($id: ID!, $connections: [ID!]!) {
        removeCoupon(id: $id) {
          __typename
          ... on MutationRemoveCouponSuccess {
            removal {
              deletedId @deleteEdge(connections: $connections)
              coupon {
                ...CouponsSection_coupon @relay(mask: false)
              }
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (id, connections) => ({ id, connections }) },
  );
}
