// Moves an advertiser's account to a new status (SPEC section 4). The answered user carries its id,
// so its row updates in place; `removeFrom` takes it out of lists it no longer belongs to (an
// accepted account request) and an activated account joins the Users list if that is loaded.
import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type {
  UserStatus,
  useChangeUserStatusMutation as ChangeUserStatusMutation,
} from '../../__generated__/useChangeUserStatusMutation.graphql';
import { useResultMutation } from '../../lib/useResultMutation.ts';

export type { UserStatus };

/** The connection key and filters of the Users screen's list (UsersPage.tsx). */
export const USERS_LIST = { key: 'UsersPage_users', filters: { statuses: ['active', 'suspended'] } } as const;

export interface UserStatusChange {
  id: string;
  status: UserStatus;
  /** Shown to the user at login after a suspension or rejection. */
  reason?: string | null;
  /** A suspension adds the account's phone and e-mail to the blocklist unless this is false (the server's default: true). */
  addToBlocklist?: boolean;
  /** The `__id` of each connection the user leaves. */
  removeFrom?: readonly string[];
}

export function useChangeUserStatusMutation() {
  return useResultMutation<ChangeUserStatusMutation, [change: UserStatusChange]>(
    graphql`
      mutation useChangeUserStatusMutation($id: ID!, $status: UserStatus!, $reason: String, $addToBlocklist: Boolean) {
        changeUserStatus(id: $id, status: $status, reason: $reason, addToBlocklist: $addToBlocklist) {
          __typename
          ... on MutationChangeUserStatusSuccess {
            user {
              id
              name
              email
              contact
              address
              role
              credits
              status
              suspensionReason
            }
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      // the blocklist concerns a suspension only (null: the server's default, which nothing else reads)
      variables: ({ id, status, reason, addToBlocklist = true }) => ({
        id,
        status,
        reason: reason || null,
        addToBlocklist: status === 'suspended' ? addToBlocklist : null,
      }),
      updater: (store, { id, status, removeFrom = [] }) => {
        const user = store.getRootField('changeUserStatus')?.getLinkedRecord('user');
        if (!user) return;
        for (const connectionId of removeFrom) {
          const connection = store.get(connectionId);
          if (connection) ConnectionHandler.deleteNode(connection, id);
        }
        if (status !== 'active' || removeFrom.length === 0) return;
        const usersList = ConnectionHandler.getConnection(store.getRoot(), USERS_LIST.key, { ...USERS_LIST.filters });
        const listed = usersList
          ?.getLinkedRecords('edges')
          ?.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id);
        if (!usersList || listed) return;
        ConnectionHandler.insertEdgeBefore(
          usersList,
          ConnectionHandler.createEdge(store, usersList, user, 'QueryUsersConnectionEdge'),
        );
      },
    },
  );
}
