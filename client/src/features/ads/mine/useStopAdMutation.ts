// Stops one of the advertiser's ads early: its row shows the new end date and credits used, and the
// top bar the balance after the refund.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useStopAdMutation as StopAdMutation } from '../../../__generated__/useStopAdMutation.graphql';
import { session } from '../../../lib/session.ts';
import { commitForOutcome } from '../../../lib/commitForOutcome.ts';

export type StopOutcome = { kind: 'stopped'; creditsRefunded: number } | { kind: 'refused'; message: string } | { kind: 'failed' };

export function useStopAdMutation(): [(adId: string) => Promise<StopOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<StopAdMutation>(graphql`
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
  `);

  const stop = useCallback(
    (adId: string) =>
      commitForOutcome(commit, { variables: { adId } }, ({ stopAd: result }): StopOutcome => {
        if (result.__typename === 'MutationStopAdSuccess' && typeof result.balance === 'number' && typeof result.creditsRefunded === 'number') {
          session.setCredits(result.balance);
          return { kind: 'stopped', creditsRefunded: result.creditsRefunded };
        }
        if (result.__typename !== '%other' && 'message' in result && typeof result.message === 'string') return { kind: 'refused', message: result.message };
        return { kind: 'failed' };
      }),
    [commit],
  );
  return [stop, isInFlight];
}
