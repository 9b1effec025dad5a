// Buys featured days for one of the advertiser's ads: the ad's featured days and the top bar's balance
// follow the purchase.
import { graphql } from 'react-relay';
import type { useBuyFeaturedDaysMutation as BuyFeaturedDaysMutation } from '../../__generated__/useBuyFeaturedDaysMutation.graphql';
import { useResultMutation } from '../../lib/useResultMutation.ts';
import { purchaseOutcome, type PurchaseOutcome } from './placementPurchase.ts';

export function useBuyFeaturedDaysMutation() {
  return useResultMutation<BuyFeaturedDaysMutation, [adId: string, firstDay: string, lastDay: string], PurchaseOutcome>(
    graphql`
      mutation useBuyFeaturedDaysMutation($adId: ID!, $firstDay: String!, $lastDay: String!) {
        buyFeaturedDays(adId: $adId, firstDay: $firstDay, lastDay: $lastDay) {
          __typename
          ... on MutationBuyFeaturedDaysSuccess {
            purchase {
              credits
            }
            ad {
              id
              featuredDays
            }
            balance
          }
          ... on ValidationError {
            field
          }
          ... on ConflictError {
            field
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      variables: (adId, firstDay, lastDay) => ({ adId, firstDay, lastDay }),
      ...purchaseOutcome,
    },
  );
}
