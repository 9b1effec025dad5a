// Publishes an ad the screening held (issue 31): it goes on the site, its advertiser is mailed, and
// the case leaves the queue (its open reports, dismissed, leave the sidebar's count).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { usePublishHeldAdMutation as PublishHeldAdMutation } from '../../../__generated__/usePublishHeldAdMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';
import { caseLeftQueue } from './caseLeftQueue.ts';
import type { CaseDecision } from './useRestoreAdMutation.ts';

export function usePublishHeldAdMutation(): [(decision: CaseDecision) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<PublishHeldAdMutation>(graphql`
    mutation usePublishHeldAdMutation($adId: ID!, $connections: [ID!]!) {
      publishHeldAd(adId: $adId) {
        __typename
        ... on MutationPublishHeldAdSuccess {
          ad {
            id @deleteEdge(connections: $connections)
            underReview
            holdReasons
            takenDown
            hiddenByReports
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const publish = useCallback(
    ({ adId, openReports, connections }: CaseDecision) =>
      commitForOutcome(
        commit,
        {
          variables: { adId, connections: [...connections] },
          updater: (store, response) => {
            if (response?.publishHeldAd.__typename === 'MutationPublishHeldAdSuccess') caseLeftQueue(store, connections, openReports);
          },
        },
        (response) => actionOutcome(response.publishHeldAd, 'MutationPublishHeldAdSuccess'),
      ),
    [commit],
  );
  return [publish, isInFlight];
}
