// Acknowledges or resolves a complaint: the row updates in place (the answer carries its new status
// and dates).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { GrievanceStatus, useChangeGrievanceStatusMutation as ChangeGrievanceStatusMutation } from '../../../__generated__/useChangeGrievanceStatusMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';

export function useChangeGrievanceStatusMutation(): [(id: string, status: GrievanceStatus) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<ChangeGrievanceStatusMutation>(graphql`
    mutation useChangeGrievanceStatusMutation($id: ID!, $status: GrievanceStatus!) {
      changeGrievanceStatus(id: $id, status: $status) {
        __typename
        ... on MutationChangeGrievanceStatusSuccess {
          grievance {
            id
            status
            overdue
            acknowledgedAt
            resolvedAt
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const change = useCallback(
    (id: string, status: GrievanceStatus) =>
      commitForOutcome(commit, { variables: { id, status } }, (response) => actionOutcome(response.changeGrievanceStatus, 'MutationChangeGrievanceStatusSuccess')),
    [commit],
  );
  return [change, isInFlight];
}
