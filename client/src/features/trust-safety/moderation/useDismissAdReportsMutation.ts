// Closes a case's reports as unfounded: the case leaves the queue, and its reports the sidebar's count.
import { graphql } from 'react-relay';
import type { useDismissAdReportsMutation as DismissAdReportsMutation } from '../../../__generated__/useDismissAdReportsMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';
import { caseDecided, type CaseDecision } from './caseLeftQueue.ts';

export function useDismissAdReportsMutation() {
  return useResultMutation<DismissAdReportsMutation, [decision: CaseDecision]>(
    graphql`
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
    `,
    caseDecided,
  );
}
