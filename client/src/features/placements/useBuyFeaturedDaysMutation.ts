// Buys featured days for one of the advertiser's ads: the ad's featured days and the top bar's balance
// follow the purchase.
import { graphql } from 'react-relay';
import type { useBuyFeaturedDaysMutation as BuyFeaturedDaysMutation } from '../../__generated__/useBuyFeaturedDaysMutation.graphql';
import { session } from '../../lib/session.ts';
import { useResultMutation } from '../../lib/useResultMutation.ts';
import type { BuyDaysOutcome } from './BuyDaysForm.tsx';

export function useBuyFeaturedDaysMutation() {
  return useResultMutation<BuyFeaturedDaysMutation, [adId: string, firstDay: string, lastDay: string], BuyDaysOutcome>(
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
            message
            field
          }
          ... on ConflictError {
            message
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
      done: ({ purchase, balance }) => {
        if (!purchase || typeof balance !== 'number') return { kind: 'failed' };
        session.setCredits(balance);
        return { kind: 'bought', credits: purchase.credits };
      },
      refused: (error) => ({
        kind: 'refused',
        message: error.message,
        field: 'field' in error && typeof error.field === 'string' ? error.field : null,
      }),
    },
  );
}
