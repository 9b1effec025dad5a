// Bump an ad now, buy a daily bump, cancel one (issue 34): the ad's bumps and the top bar's balance follow.
import { graphql } from 'react-relay';
import type { useBumpMutationsNowMutation } from '../../__generated__/useBumpMutationsNowMutation.graphql';
import type { useBumpMutationsDailyMutation } from '../../__generated__/useBumpMutationsDailyMutation.graphql';
import type { useBumpMutationsCancelMutation } from '../../__generated__/useBumpMutationsCancelMutation.graphql';
import { useResultMutation } from '../../lib/useResultMutation.ts';
import { purchaseOutcome, type PurchaseOutcome } from './placementPurchase.ts';

export function useBumpNowMutation() {
  return useResultMutation<useBumpMutationsNowMutation, [adId: string], PurchaseOutcome>(
    graphql`
      mutation useBumpMutationsNowMutation($adId: ID!) {
        bumpAdNow(adId: $adId) {
          __typename
          ... on MutationBumpAdNowSuccess {
            purchase {
              credits
            }
            ad {
              id
              ...BumpSection_ad
            }
            balance
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
    { variables: (adId) => ({ adId }), ...purchaseOutcome },
  );
}

export function useBuyDailyBumpMutation() {
  return useResultMutation<
    useBumpMutationsDailyMutation,
    [adId: string, time: string, firstDay: string, lastDay: string],
    PurchaseOutcome
  >(
    graphql`
      mutation useBumpMutationsDailyMutation($adId: ID!, $time: String!, $firstDay: String!, $lastDay: String!) {
        buyDailyBump(adId: $adId, time: $time, firstDay: $firstDay, lastDay: $lastDay) {
          __typename
          ... on MutationBuyDailyBumpSuccess {
            purchase {
              credits
            }
            ad {
              id
              ...BumpSection_ad
            }
            balance
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
    { variables: (adId, time, firstDay, lastDay) => ({ adId, time, firstDay, lastDay }), ...purchaseOutcome },
  );
}

export function useCancelDailyBumpMutation() {
  return useResultMutation<useBumpMutationsCancelMutation, [purchaseId: number], PurchaseOutcome>(
    graphql`
      mutation useBumpMutationsCancelMutation($purchaseId: Int!) {
        cancelDailyBump(purchaseId: $purchaseId) {
          __typename
          ... on MutationCancelDailyBumpSuccess {
            purchase {
              credits
            }
            ad {
              id
              ...BumpSection_ad
            }
            balance
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (purchaseId) => ({ purchaseId }), ...purchaseOutcome },
  );
}
