// Makes an admin a moderator or a moderator an admin (issue 31); the row changes in place.
import { graphql } from 'react-relay';
import type {
  StaffRole,
  useChangeStaffRoleMutation as ChangeStaffRoleMutation,
} from '../../../__generated__/useChangeStaffRoleMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export function useChangeStaffRoleMutation() {
  return useResultMutation<ChangeStaffRoleMutation, [id: string, role: StaffRole]>(
    graphql`
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
    `,
    { variables: (id, role) => ({ id, role }) },
  );
}
