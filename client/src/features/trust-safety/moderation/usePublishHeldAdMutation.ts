// Publishes an ad the screening held (issue 31): it goes on the site, its advertiser is mailed, and
// the case leaves the queue (its open reports, dismissed, leave the sidebar's count).
import { graphql } from 'react-relay';
import type { usePublishHeldAdMutation as PublishHeldAdMutation } from '../../../__generated__/usePublishHeldAdMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';
import { caseDecided, type CaseDecision } from './caseLeftQueue.ts';

export function usePublishHeldAdMutation() {
  return useResultMutation<PublishHeldAdMutation, [decision: CaseDecision]>(
    graphql`
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
    `,
    caseDecided,
  );
}
