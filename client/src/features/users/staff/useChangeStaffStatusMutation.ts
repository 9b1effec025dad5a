// Suspends a staff account with a reason, or reinstates it (issue 31); the row changes in place.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useChangeStaffStatusMutation as ChangeStaffStatusMutation } from '../../../__generated__/useChangeStaffStatusMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';

export function useChangeStaffStatusMutation(): [(id: string, status: 'active' | 'suspended', reason?: string) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<ChangeStaffStatusMutation>(graphql`
    mutation useChangeStaffStatusMutation($id: ID!, $status: UserStatus!, $reason: String) {
      changeStaffStatus(id: $id, status: $status, reason: $reason) {
        __typename
        ... on MutationChangeStaffStatusSuccess {
          user {
            id
            ...StaffPage_account
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const change = useCallback(
    (id: string, status: 'active' | 'suspended', reason?: string) =>
      commitForOutcome(commit, { variables: { id, status, reason: reason || null } }, (response) =>
        actionOutcome(response.changeStaffStatus, 'MutationChangeStaffStatusSuccess'),
      ),
    [commit],
  );
  return [change, isInFlight];
}
