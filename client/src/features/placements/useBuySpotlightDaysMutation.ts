// Buys days in the home spotlight for one of the advertiser's ads: the ad's spotlight days (and their
// free places) and the top bar's balance follow the purchase.
import { graphql } from 'react-relay';
import type { useBuySpotlightDaysMutation as BuySpotlightDaysMutation } from '../../__generated__/useBuySpotlightDaysMutation.graphql';
import { useResultMutation } from '../../lib/useResultMutation.ts';
import { purchaseOutcome, type PurchaseOutcome } from './placementPurchase.ts';

export function useBuySpotlightDaysMutation() {
  return useResultMutation<
    BuySpotlightDaysMutation,
    [adId: string, firstDay: string, lastDay: string],
    PurchaseOutcome
  >(
    graphql`
      mutation useBuySpotlightDaysMutation($adId: ID!, $firstDay: String!, $lastDay: String!) {
        buySpotlightDays(adId: $adId, firstDay: $firstDay, lastDay: $lastDay) {
          __typename
          ... on MutationBuySpotlightDaysSuccess {
            purchase {
              credits
            }
            ad {
              id
              spotlightDays {
                day
                freeSlots
                mine
              }
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
