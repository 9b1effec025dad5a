// Makes an admin a moderator or a moderator an admin (issue 31); the row changes in place.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { StaffRole, useChangeStaffRoleMutation as ChangeStaffRoleMutation } from '../../../__generated__/useChangeStaffRoleMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';

export function useChangeStaffRoleMutation(): [(id: string, role: StaffRole) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<ChangeStaffRoleMutation>(graphql`
    mutation useChangeStaffRoleMutation($id: ID!, $role: StaffRole!) {
      changeStaffRole(id: $id, role: $role) {
        __typename
        ... on MutationChangeStaffRoleSuccess {
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
    (id: string, role: StaffRole) =>
      commitForOutcome(commit, { variables: { id, role } }, (response) => actionOutcome(response.changeStaffRole, 'MutationChangeStaffRoleSuccess')),
    [commit],
  );
  return [change, isInFlight];
}
