// Refuses an ad the screening held (issue 31), with the reason its advertiser is mailed and, when the
// moderator says so, its credits for the days it has not run returned; the case leaves the queue.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRefuseHeldAdMutation as RefuseHeldAdMutation } from '../../../__generated__/useRefuseHeldAdMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';
import { caseLeftQueue } from './caseLeftQueue.ts';
import type { CaseDecision } from './useRestoreAdMutation.ts';

export function useRefuseHeldAdMutation(): [(decision: CaseDecision & { reason: string; refundCredits: boolean }) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<RefuseHeldAdMutation>(graphql`
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
  `);

  const refuse = useCallback(
    ({ adId, openReports, connections, reason, refundCredits }: CaseDecision & { reason: string; refundCredits: boolean }) =>
      commitForOutcome(
        commit,
        {
          variables: { input: { adId, reason, refundCredits }, connections: [...connections] },
          updater: (store, response) => {
            if (response?.refuseHeldAd.__typename === 'MutationRefuseHeldAdSuccess') caseLeftQueue(store, connections, openReports);
          },
        },
        (response) => actionOutcome(response.refuseHeldAd, 'MutationRefuseHeldAdSuccess'),
      ),
    [commit],
  );
  return [refuse, isInFlight];
}
