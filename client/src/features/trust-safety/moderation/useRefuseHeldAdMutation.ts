// Refuses an ad the screening held (issue 31), with the reason its advertiser is mailed and, when the
// moderator says so, its credits for the days it has not run returned; the case leaves the queue.
import { graphql } from 'react-relay';
import type { useRefuseHeldAdMutation as RefuseHeldAdMutation } from '../../../__generated__/useRefuseHeldAdMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';
import { caseLeftQueue, type CaseDecision } from './caseLeftQueue.ts';

export function useRefuseHeldAdMutation() {
  return useResultMutation<RefuseHeldAdMutation, [decision: CaseDecision & { reason: string; refundCredits: boolean }]>(
    graphql`
      mutation useRefuseHeldAdMutation($input: RefuseHeldAdInput!, $connections: [ID!]!) {
        refuseHeldAd(input: $input) {
          __typename
          ... on MutationRefuseHeldAdSuccess {
            creditsRefunded
            ad {
              id @deleteEdge(connections: $connections)
              underReview
              holdReasons
              takenDown
              takedownReason
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      variables: ({ adId, reason, refundCredits, connections }) => ({
        input: { adId, reason, refundCredits },
        connections: [...connections],
      }),
      updater: caseLeftQueue,
    },
  );
}
