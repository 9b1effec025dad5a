// Acknowledges or resolves a complaint: the row updates in place (the answer carries its new status
// and dates).
import { graphql } from 'react-relay';
import type {
  GrievanceStatus,
  useChangeGrievanceStatusMutation as ChangeGrievanceStatusMutation,
} from '../../../__generated__/useChangeGrievanceStatusMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export function useChangeGrievanceStatusMutation() {
  return useResultMutation<ChangeGrievanceStatusMutation, [id: string, status: GrievanceStatus]>(
    graphql`
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
    `,
    { variables: (id, status) => ({ id, status }) },
  );
}
