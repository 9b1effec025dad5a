// Makes an admin or moderator account (issue 31); the new one joins the end of the Staff list (oldest first).
import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type {
  StaffRole,
  useCreateStaffAccountMutation as CreateStaffAccountMutation,
} from '../../../__generated__/useCreateStaffAccountMutation.graphql';
import { rowAdded } from '../../../lib/mutations/rowAdded.ts';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export type { StaffRole };

/** The connection key of the Staff screen's list (StaffPage.tsx). */
export const STAFF_LIST_KEY = 'StaffPage_staffAccounts';

export interface NewStaffAccount {
  name: string;
  email: string;
  contact: string;
  role: StaffRole;
}

export function useCreateStaffAccountMutation() {
  return useResultMutation<CreateStaffAccountMutation, [account: NewStaffAccount]>(
    graphql`
      mutation useCreateStaffAccountMutation($input: CreateStaffAccountInput!) {
        createStaffAccount(input: $input) {
          __typename
          ... on MutationCreateStaffAccountSuccess {
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
    {
      variables: (account) => ({ input: account }),
      updater: (store) => {
        const user = store.getRootField('createStaffAccount')?.getLinkedRecord('user');
        const list = ConnectionHandler.getConnection(store.getRoot(), STAFF_LIST_KEY);
        if (user && list) rowAdded(store, list, user, 'QueryStaffAccountsConnectionEdge', 'last');
      },
    },
  );
}
