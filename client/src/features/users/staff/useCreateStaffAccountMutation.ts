// Makes an admin or moderator account (issue 31); the new one joins the end of the Staff list (oldest first).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { StaffRole, useCreateStaffAccountMutation as CreateStaffAccountMutation } from '../../../__generated__/useCreateStaffAccountMutation.graphql';
import { actionOutcome, commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';

export type { StaffRole };

/** The connection key of the Staff screen's list (StaffPage.tsx). */
export const STAFF_LIST_KEY = 'StaffPage_staffAccounts';

export interface NewStaffAccount {
  name: string;
  email: string;
  contact: string;
  role: StaffRole;
}

export function useCreateStaffAccountMutation(): [(account: NewStaffAccount) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<CreateStaffAccountMutation>(graphql`
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
  `);
  const create = useCallback(
    (account: NewStaffAccount) =>
      commitForOutcome(
        commit,
        {
          variables: { input: account },
          updater: (store) => {
            const user = store.getRootField('createStaffAccount')?.getLinkedRecord('user');
            const list = ConnectionHandler.getConnection(store.getRoot(), STAFF_LIST_KEY);
            if (!user || !list) return;
            ConnectionHandler.insertEdgeAfter(list, ConnectionHandler.createEdge(store, list, user, 'QueryStaffAccountsConnectionEdge'));
            list.setValue(Number(list.getValue('totalCount') ?? 0) + 1, 'totalCount');
          },
        },
        (response) => actionOutcome(response.createStaffAccount, 'MutationCreateStaffAccountSuccess'),
      ),
    [commit],
  );
  return [create, isInFlight];
}
