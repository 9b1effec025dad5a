// Closes a case's reports as unfounded: the case leaves the queue, and its reports the sidebar's count.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDismissAdReportsMutation as DismissAdReportsMutation } from '../../../__generated__/useDismissAdReportsMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';
import { caseLeftQueue } from './caseLeftQueue.ts';
import type { CaseDecision } from './useRestoreAdMutation.ts';

export function useDismissAdReportsMutation(): [(decision: CaseDecision) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<DismissAdReportsMutation>(graphql`
    mutation useDismissAdReportsMutation($adId: ID!, $connections: [ID!]!) {
      dismissAdReports(adId: $adId) {
        __typename
        ... on MutationDismissAdReportsSuccess {
          ad {
            id @deleteEdge(connections: $connections)
            hiddenByReports
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const dismiss = useCallback(
    ({ adId, openReports, connections }: CaseDecision) =>
      commitForOutcome(
        commit,
        {
          variables: { adId, connections: [...connections] },
          updater: (store, response) => {
            if (response?.dismissAdReports.__typename === 'MutationDismissAdReportsSuccess') caseLeftQueue(store, connections, openReports);
          },
        },
        (response) => actionOutcome(response.dismissAdReports, 'MutationDismissAdReportsSuccess'),
      ),
    [commit],
  );
  return [dismiss, isInFlight];
}
