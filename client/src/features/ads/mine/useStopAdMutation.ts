// Stops one of the advertiser's ads early: its row shows the new end date and credits used, and the
// top bar the balance after the refund.
import { graphql } from 'react-relay';
import type { useStopAdMutation as StopAdMutation } from '../../../__generated__/useStopAdMutation.graphql';
import { session } from '../../../lib/session.ts';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export type StopOutcome =
  { kind: 'stopped'; creditsRefunded: number } | { kind: 'refused'; message: string } | { kind: 'failed' };

export function useStopAdMutation() {
  return useResultMutation<StopAdMutation, [adId: string], StopOutcome>(
    graphql`
      mutation useStopAdMutation($adId: ID!) {
        stopAd(adId: $adId) {
          __typename
          ... on MutationStopAdSuccess {
            ad {
              id
              ...MyAdRow_ad
            }
            creditsRefunded
            balance
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      variables: (adId) => ({ adId }),
      done: ({ balance, creditsRefunded }) => {
        if (typeof balance !== 'number' || typeof creditsRefunded !== 'number') return { kind: 'failed' };
        session.setCredits(balance);
        return { kind: 'stopped', creditsRefunded };
      },
    },
  );
}
