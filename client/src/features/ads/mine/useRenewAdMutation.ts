// Renews one of the advertiser's ads: its row shows the new dates and credits used, and the top bar
// the balance after the spend.
import { graphql } from 'react-relay';
import type { useRenewAdMutation as RenewAdMutation } from '../../../__generated__/useRenewAdMutation.graphql';
import { session } from '../../../lib/session.ts';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export type RenewOutcome =
  { kind: 'renewed'; endDate: string } | { kind: 'refused'; message: string } | { kind: 'failed' };

export function useRenewAdMutation() {
  return useResultMutation<RenewAdMutation, [adId: string, days: number], RenewOutcome>(
    graphql`
      mutation useRenewAdMutation($adId: ID!, $days: Int!) {
        renewAd(adId: $adId, days: $days) {
          __typename
          ... on MutationRenewAdSuccess {
            ad {
              id
              startDate
              endDate
              creditsUsed
            }
            balance
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      variables: (adId, days) => ({ adId, days }),
      done: ({ ad, balance }) => {
        if (!ad || typeof balance !== 'number') return { kind: 'failed' };
        session.setCredits(balance);
        return { kind: 'renewed', endDate: String(ad.endDate) };
      },
    },
  );
}
