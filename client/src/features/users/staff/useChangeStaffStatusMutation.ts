// Suspends a staff account with a reason, or reinstates it (issue 31); the row changes in place.
import { graphql } from 'react-relay';
import type { useChangeStaffStatusMutation as ChangeStaffStatusMutation } from '../../../__generated__/useChangeStaffStatusMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export function useChangeStaffStatusMutation() {
  return useResultMutation<ChangeStaffStatusMutation, [id: string, status: 'active' | 'suspended', reason?: string]>(
    graphql`
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
    `,
    { variables: (id, status, reason) => ({ id, status, reason: reason || null }) },
  );
}
