// /admin/users (SPEC "Admin screens", section 4): active and suspended accounts. Active ones can be
// suspended (with a reason the server shows at login), suspended ones re-activated; the row's status
// changes in place. An advertiser's credits can be adjusted with a reason (issue 8). Staff accounts
// (admins, moderators) show no action buttons: they are managed on /admin/staff (issue 31). An
// advertiser's date of birth and account kind, which they cannot change, are corrected here (issue 31).
import { Box, Button, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { UsersPagePaginationQuery } from '../../__generated__/UsersPagePaginationQuery.graphql';
import type { UsersPageQuery } from '../../__generated__/UsersPageQuery.graphql';
import type { UsersPage_query$key } from '../../__generated__/UsersPage_query.graphql';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { ListTable } from '../../components/ListTable.tsx';
import { nodesOf, useConnectionList } from '../../lib/useConnectionList.ts';
import { pageQueryLoader, usePageQueryData } from '../../lib/pageQuery.ts';
import { runWithToasts } from '../../components/runWithToasts.ts';
import { AdjustCreditsDialog } from './AdjustCreditsDialog.tsx';
import { CorrectDateOfBirthDialog, type CorrectedAccount } from './CorrectDateOfBirthDialog.tsx';
import { useCorrectDateOfBirthMutation } from './useCorrectDateOfBirthMutation.ts';
import { useAdjustCreditsMutation } from './useAdjustCreditsMutation.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import { useUserStatusChange } from './useUserStatusChange.ts';
import { UserStatusBadge } from './UserStatusBadge.tsx';
import { UserSearchBar } from './UserSearchBar.tsx';
import { UserContactCells } from './UserContactCells.tsx';
import { StatusActionButtons } from './StatusActionButtons.tsx';
import { useRunningRow } from '../../lib/useRunningRow.ts';

export const USERS_PAGE_SIZE = 20;
export const ADJUST_TEXTS = {
  progress: 'Adjusting credits...',
  success: 'Credits adjusted.',
  fallback: 'Failed to adjust credits.',
} as const;
export const CORRECT_TEXTS = {
  progress: 'Correcting the date of birth...',
  success: 'Date of birth corrected.',
  fallback: 'Failed to correct the date of birth.',
} as const;

const UsersPageQueryNode = graphql`
  query UsersPageQuery {
    ...UsersPage_query
  }
`;

export const usersPageLoader = pageQueryLoader<UsersPageQuery>(UsersPageQueryNode);

const COLUMNS: DataTableColumn[] = ['Name', 'Email', 'Contact', 'Address', 'Status', 'Role', 'Credits', 'Action'].map(
  (header) => ({ header, numeric: header === 'Credits' }),
);

export function UsersPage() {
  const query = usePageQueryData<UsersPageQuery>(UsersPageQueryNode);
  // the connection key and filters are USERS_LIST of useChangeUserStatusMutation.ts (accepted requests join here)
  const { data, more, refilter, isRefiltering } = useConnectionList<UsersPagePaginationQuery, UsersPage_query$key>(
    graphql`
      fragment UsersPage_query on Query
      @refetchable(queryName: "UsersPagePaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        statuses: { type: "[UserStatus!]", defaultValue: [active, suspended] }
        search: { type: "String" }
      ) {
        users(statuses: $statuses, search: $search, first: $first, after: $after) @connection(key: "UsersPage_users") {
          totalCount
          edges {
            node {
              id
              name
              status
              role
              credits
              suspensionReason
              dateOfBirth
              accountKind
              ...UserContactCells_user
            }
          }
        }
      }
    `,
    query,
    USERS_PAGE_SIZE,
  );
  const users = nodesOf(data.users);
  // the desk's search and the status filter (issue 31): the list is asked again for them
  const [changeStatus, isChanging] = useUserStatusChange();
  const [changingId, runFor] = useRunningRow();
  const [suspending, setSuspending] = useState<{ id: string; name: string } | null>(null);
  const [adjustCredits, isAdjusting] = useAdjustCreditsMutation();
  const [adjusting, setAdjusting] = useState<{ id: string; name: string; credits: number } | null>(null);
  const [correctDateOfBirth, isCorrecting] = useCorrectDateOfBirthMutation();
  const [correcting, setCorrecting] = useState<(CorrectedAccount & { id: string }) | null>(null);

  const change = (id: string, status: 'active' | 'suspended', reason?: string, addToBlocklist = true) =>
    runFor(id, () => changeStatus({ id, status, reason, addToBlocklist }));

  return (
    <>
      <Box mb="4">
        <UserSearchBar
          onChange={refilter}
          isSearching={isRefiltering}
          countText={data.users.totalCount === 1 ? '1 user' : `${data.users.totalCount} users`}
        />
      </Box>
      <ListTable label="Users" columns={COLUMNS} emptyText="No User found" items={users} more={more}>
        {(user) => (
          <Table.Row>
            <UserContactCells user={user} />
            <Table.Cell>
              <UserStatusBadge status={user.status} />
              {user.status === 'suspended' && user.suspensionReason && (
                <Text textStyle="xs" color="fg.muted" mt="1">
                  {user.suspensionReason}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>{user.role}</Table.Cell>
            <Table.Cell textAlign="end">{user.credits}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              {user.role === 'user' && (
                <>
                  <Button
                    size="xs"
                    variant="outline"
                    me="2"
                    disabled={isAdjusting}
                    onClick={() => setAdjusting({ id: user.id, name: user.name, credits: user.credits })}
                  >
                    Adjust Credits
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    me="2"
                    disabled={isCorrecting}
                    onClick={() =>
                      setCorrecting({
                        id: user.id,
                        name: user.name,
                        dateOfBirth: typeof user.dateOfBirth === 'string' ? user.dateOfBirth : null,
                        accountKind: user.accountKind === 'agency' ? 'agency' : 'independent',
                      })
                    }
                  >
                    Date of Birth
                  </Button>
                  <StatusActionButtons
                    stop={
                      user.status === 'active' && {
                        label: 'Suspend',
                        onClick: () => setSuspending({ id: user.id, name: user.name }),
                      }
                    }
                    activate={
                      user.status === 'suspended' && {
                        label: 'Activate',
                        onClick: () => void change(user.id, 'active'),
                      }
                    }
                    busy={isChanging}
                    activating={changingId === user.id}
                  />
                </>
              )}
            </Table.Cell>
          </Table.Row>
        )}
      </ListTable>
      <ReasonDialog
        userName={suspending?.name ?? null}
        title="Suspend User"
        confirmLabel="Suspend"
        busy={isChanging}
        onConfirm={(reason, { addToBlocklist }) =>
          suspending ? change(suspending.id, 'suspended', reason, addToBlocklist) : Promise.resolve(false)
        }
        onClose={() => setSuspending(null)}
        blocklistOption
      />
      <AdjustCreditsDialog
        account={adjusting}
        busy={isAdjusting}
        onConfirm={(amount, reason) =>
          adjusting
            ? runWithToasts(ADJUST_TEXTS, () => adjustCredits({ userId: adjusting.id, amount, reason }))
            : Promise.resolve(false)
        }
        onClose={() => setAdjusting(null)}
      />
      <CorrectDateOfBirthDialog
        account={correcting}
        busy={isCorrecting}
        onConfirm={(correction) =>
          correcting
            ? runWithToasts(CORRECT_TEXTS, () => correctDateOfBirth({ userId: correcting.id, ...correction }))
            : Promise.resolve(false)
        }
        onClose={() => setCorrecting(null)}
      />
    </>
  );
}
