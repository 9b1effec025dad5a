// Bump an ad now, buy a daily bump, cancel one (issue 34): the ad's bumps and the top bar's balance follow.
import { graphql } from 'react-relay';
import type { useBumpMutationsNowMutation } from '../../__generated__/useBumpMutationsNowMutation.graphql';
import type { useBumpMutationsDailyMutation } from '../../__generated__/useBumpMutationsDailyMutation.graphql';
import type { useBumpMutationsCancelMutation } from '../../__generated__/useBumpMutationsCancelMutation.graphql';
import { session } from '../../lib/session.ts';
import { useResultMutation } from '../../lib/useResultMutation.ts';

export type BumpOutcome =
  { kind: 'done'; credits: number } | { kind: 'refused'; message: string; field: string | null } | { kind: 'failed' };

const refused = (error: { message: string; field?: unknown }): BumpOutcome => ({
  kind: 'refused',
  message: error.message,
  field: typeof error.field === 'string' ? error.field : null,
});

const done = ({ purchase, balance }: { purchase?: { credits: number } | null; balance?: number | null }) => {
  if (!purchase || typeof balance !== 'number') return { kind: 'failed' } as const;
  session.setCredits(balance);
  return { kind: 'done', credits: purchase.credits } as const;
};

export function useBumpNowMutation() {
  return useResultMutation<useBumpMutationsNowMutation, [adId: string], BumpOutcome>(
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
            message
            field
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (adId) => ({ adId }), done, refused },
  );
}

export function useBuyDailyBumpMutation() {
  return useResultMutation<
    useBumpMutationsDailyMutation,
    [adId: string, time: string, firstDay: string, lastDay: string],
    BumpOutcome
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
            message
            field
          }
          ... on Error {
            message
          }
        }
      }
    `,
    { variables: (adId, time, firstDay, lastDay) => ({ adId, time, firstDay, lastDay }), done, refused },
  );
}

export function useCancelDailyBumpMutation() {
  return useResultMutation<useBumpMutationsCancelMutation, [purchaseId: number], BumpOutcome>(
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
    { variables: (purchaseId) => ({ purchaseId }), done, refused },
  );
}
