// Puts a taken-down or report-hidden ad back on the site: the case leaves the queue and its open
// reports, dismissed, leave the sidebar's count.
import { graphql } from 'react-relay';
import type { useRestoreAdMutation as RestoreAdMutation } from '../../../__generated__/useRestoreAdMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';
import { caseDecided, type CaseDecision } from './caseLeftQueue.ts';

export function useRestoreAdMutation() {
  return useResultMutation<RestoreAdMutation, [decision: CaseDecision]>(
    graphql`
      mutation useRestoreAdMutation($adId: ID!, $connections: [ID!]!) {
        restoreAd(adId: $adId) {
          __typename
          ... on MutationRestoreAdSuccess {
            ad {
              id @deleteEdge(connections: $connections)
              ...adTakedownState_ad
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    caseDecided,
  );
}
