// /admin/staff (issue 31) [admin]: the admins and moderators, oldest first. An admin adds one (name,
// e-mail, phone, role: the person is mailed how to choose a password), makes a moderator an admin or
// back, suspends one with a reason or reinstates one. Their own row has no actions (another admin
// must), and the server keeps the last active admin. A role change or suspension ends the person's
// sessions.
import { Badge, Button, Dialog, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { StaffPagePaginationQuery } from '../../../__generated__/StaffPagePaginationQuery.graphql';
import type { StaffPageQuery } from '../../../__generated__/StaffPageQuery.graphql';
import type { StaffPage_account$key } from '../../../__generated__/StaffPage_account.graphql';
import type { StaffPage_query$key } from '../../../__generated__/StaffPage_query.graphql';
import { ListTable } from '../../../components/ListTable.tsx';
import { ListCount } from '../../../components/lists/ListCount.tsx';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { nodesOf, useConnectionList } from '../../../lib/useConnectionList.ts';
import { ReasonDialog } from '../ReasonDialog.tsx';
import { UserStatusBadge } from '../UserStatusBadge.tsx';
import { StatusActionButtons } from '../StatusActionButtons.tsx';
import { AddStaffDialog } from './AddStaffDialog.tsx';
import { useChangeStaffRoleMutation } from './useChangeStaffRoleMutation.ts';
import { useChangeStaffStatusMutation } from './useChangeStaffStatusMutation.ts';
import type { StaffRole } from './useCreateStaffAccountMutation.ts';

export const STAFF_PAGE_SIZE = 50;
export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', moderator: 'Moderator' };
export const SUSPENSION_REASON_REQUIRED = 'Please give the reason for the suspension.';
export const ROLE_TEXTS = {
  progress: 'Changing role...',
  success: 'Role changed. They sign in again to use it.',
  fallback: 'Failed to change the role.',
} as const;
export const STATUS_TEXTS = {
  progress: 'Updating staff account...',
  success: 'Staff account updated.',
  fallback: 'Failed to update the staff account.',
} as const;

const StaffPageQueryNode = graphql`
  query StaffPageQuery {
    viewer {
      id
    }
    ...StaffPage_query
  }
`;

export const staffPageLoader = pageQueryLoader<StaffPageQuery>(StaffPageQueryNode);

const COLUMNS = ['Name', 'Email', 'Contact', 'Role', 'Status', 'Action'];

interface Target {
  id: string;
  name: string;
}

export function StaffPage() {
  const query = usePageQueryData<StaffPageQuery>(StaffPageQueryNode);
  const { data, more } = useConnectionList<StaffPagePaginationQuery, StaffPage_query$key>(
    graphql`
      fragment StaffPage_query on Query
      @refetchable(queryName: "StaffPagePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
        staffAccounts(first: $first, after: $after) @connection(key: "StaffPage_staffAccounts") {
          totalCount
          edges {
            node {
              id
              ...StaffPage_account
            }
          }
        }
      }
    `,
    query,
    STAFF_PAGE_SIZE,
  );
  const [adding, setAdding] = useState(false);
  const [changeRole, isChangingRole] = useChangeStaffRoleMutation();
  const [changeStatus, isChangingStatus] = useChangeStaffStatusMutation();
  const [roleChange, setRoleChange] = useState<(Target & { role: StaffRole }) | null>(null);
  const [suspending, setSuspending] = useState<Target | null>(null);
  const busy = isChangingRole || isChangingStatus;

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
        <Text textStyle="sm" color="fg.muted" maxW="2xl">
          Moderators review held ads, reports, verifications and grievances, and take ads down or restore them. Only
          admins handle credits, settings, the catalogue, SEO, blogs, accounts and staff.
        </Text>
        <Button colorPalette="brand" onClick={() => setAdding(true)}>
          Add Staff
        </Button>
      </Flex>
      <ListCount>
        {data.staffAccounts.totalCount === 1 ? '1 staff account' : `${data.staffAccounts.totalCount} staff accounts`}
      </ListCount>
      <ListTable
        label="Staff"
        columns={COLUMNS}
        emptyText="No staff accounts found"
        items={nodesOf(data.staffAccounts)}
        more={more}
      >
        {(account) => (
          <StaffRow
            account={account}
            isViewer={account.id === query.viewer?.id}
            busy={busy}
            onChangeRole={setRoleChange}
            onSuspend={setSuspending}
            onReinstate={(target) => void runWithToasts(STATUS_TEXTS, () => changeStatus(target.id, 'active'))}
          />
        )}
      </ListTable>
      <AddStaffDialog open={adding} onClose={() => setAdding(false)} />
      <FormDialog
        open={roleChange !== null}
        title={roleChange ? `Make ${roleChange.name} ${roleChange.role === 'admin' ? 'an admin' : 'a moderator'}?` : ''}
        busy={isChangingRole}
        onClose={() => setRoleChange(null)}
        size="sm"
      >
        {roleChange && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (isChangingRole) return;
              void runWithToasts(ROLE_TEXTS, () => changeRole(roleChange.id, roleChange.role)).then(
                (changed) => changed && setRoleChange(null),
              );
            }}
          >
            <Dialog.Body>
              <Text>
                {roleChange.role === 'admin'
                  ? 'An admin can do everything, credits, settings and staff included.'
                  : 'A moderator reviews and takes down ads and answers grievances; nothing of credits, settings or staff.'}{' '}
                They are signed out everywhere and sign in again with the new role.
              </Text>
            </Dialog.Body>
            <FormDialogFooter
              busy={isChangingRole}
              submitLabel={`Make ${ROLE_LABELS[roleChange.role]}`}
              onCancel={() => setRoleChange(null)}
            />
          </form>
        )}
      </FormDialog>
      <ReasonDialog
        userName={suspending?.name ?? null}
        title="Suspend Staff Account"
        confirmLabel="Suspend"
        busy={isChangingStatus}
        requiredMessage={SUSPENSION_REASON_REQUIRED}
        onConfirm={(reason) =>
          suspending
            ? runWithToasts(STATUS_TEXTS, () => changeStatus(suspending.id, 'suspended', reason))
            : Promise.resolve(false)
        }
        onClose={() => setSuspending(null)}
      />
    </Stack>
  );
}

interface StaffRowProps {
  account: StaffPage_account$key;
  isViewer: boolean;
  busy: boolean;
  onChangeRole: (change: Target & { role: StaffRole }) => void;
  onSuspend: (target: Target) => void;
  onReinstate: (target: Target) => void;
}

function StaffRow({ account, isViewer, busy, onChangeRole, onSuspend, onReinstate }: StaffRowProps) {
  const data = useFragment(
    graphql`
      fragment StaffPage_account on User {
        id
        name
        email
        contact
        role
        status
        suspensionReason
      }
    `,
    account,
  );
  const target = { id: data.id, name: data.name };
  const otherRole: StaffRole = data.role === 'admin' ? 'moderator' : 'admin';
  return (
    <Table.Row>
      <Table.Cell>
        {data.name}
        {isViewer && (
          <Badge ms="2" colorPalette="gray">
            You
          </Badge>
        )}
      </Table.Cell>
      <Table.Cell>{data.email}</Table.Cell>
      <Table.Cell>{data.contact}</Table.Cell>
      <Table.Cell>{data.role === 'admin' || data.role === 'moderator' ? ROLE_LABELS[data.role] : data.role}</Table.Cell>
      <Table.Cell>
        <UserStatusBadge status={data.status} />
        {data.status === 'suspended' && data.suspensionReason && (
          <Text textStyle="xs" color="fg.muted" mt="1">
            {data.suspensionReason}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {!isViewer && (
          <HStack gap="2">
            <Button
              size="xs"
              variant="outline"
              disabled={busy}
              onClick={() => onChangeRole({ ...target, role: otherRole })}
            >
              Make {ROLE_LABELS[otherRole]}
            </Button>
            <StatusActionButtons
              stop={data.status === 'active' && { label: 'Suspend', onClick: () => onSuspend(target) }}
              activate={data.status === 'suspended' && { label: 'Reinstate', onClick: () => onReinstate(target) }}
              busy={busy}
            />
          </HStack>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
