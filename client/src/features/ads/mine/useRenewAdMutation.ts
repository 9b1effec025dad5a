// Renews one of the advertiser's ads: its row shows the new dates and credits used, and the top bar
// the balance after the spend.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRenewAdMutation as RenewAdMutation } from '../../../__generated__/useRenewAdMutation.graphql';
import { session } from '../../../lib/session.ts';
import { commitForOutcome } from '../../../lib/commitForOutcome.ts';

export type RenewOutcome = { kind: 'renewed'; endDate: string } | { kind: 'refused'; message: string } | { kind: 'failed' };

export function useRenewAdMutation(): [(adId: string, days: number) => Promise<RenewOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<RenewAdMutation>(graphql`
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
  `);

  const renew = useCallback(
    (adId: string, days: number) =>
      commitForOutcome(
        commit,
        { variables: { adId, days } },
        ({ renewAd: result }): RenewOutcome => {
          if (result.__typename === 'MutationRenewAdSuccess' && result.ad && typeof result.balance === 'number') {
            session.setCredits(result.balance);
            return { kind: 'renewed', endDate: String(result.ad.endDate) };
          }
          if (result.__typename !== '%other' && 'message' in result && typeof result.message === 'string') return { kind: 'refused', message: result.message };
          return { kind: 'failed' };
        },
      ),
    [commit],
  );
  return [renew, isInFlight];
}
