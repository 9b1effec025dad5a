// Puts a taken-down or report-hidden ad back on the site: the case leaves the queue and its open
// reports, dismissed, leave the sidebar's count.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRestoreAdMutation as RestoreAdMutation } from '../../../__generated__/useRestoreAdMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';
import { caseLeftQueue } from './caseLeftQueue.ts';

export interface CaseDecision {
  adId: string;
  /** the case's open reports, which the decision closes */
  openReports: number;
  /** the `__id` of each connection the case leaves */
  connections: readonly string[];
}

export function useRestoreAdMutation(): [(decision: CaseDecision) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<RestoreAdMutation>(graphql`
    mutation useRestoreAdMutation($adId: ID!, $connections: [ID!]!) {
      restoreAd(adId: $adId) {
        __typename
        ... on MutationRestoreAdSuccess {
          ad {
            id @deleteEdge(connections: $connections)
            takenDown
            takedownReason
            hiddenByReports
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const restore = useCallback(
    ({ adId, openReports, connections }: CaseDecision) =>
      commitForOutcome(
        commit,
        {
          variables: { adId, connections: [...connections] },
          updater: (store, response) => {
            if (response?.restoreAd.__typename === 'MutationRestoreAdSuccess') caseLeftQueue(store, connections, openReports);
          },
        },
        (response) => actionOutcome(response.restoreAd, 'MutationRestoreAdSuccess'),
      ),
    [commit],
  );
  return [restore, isInFlight];
}
