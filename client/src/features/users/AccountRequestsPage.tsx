// /admin/users/account-requests (SPEC "Admin screens", section 4): accounts waiting for a decision.
// Requested rows offer Reject and Accept, rejected rows Activate; an activated account leaves the
// list, a rejected one stays marked rejected. Issue 31: each request shows the date of birth stated
// (with the age it gives today in India) and whose ads the account will publish.
import { HStack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { AccountRequestsPagePaginationQuery } from '../../__generated__/AccountRequestsPagePaginationQuery.graphql';
import type { AccountRequestsPageQuery } from '../../__generated__/AccountRequestsPageQuery.graphql';
import type { AccountRequestsPage_query$key } from '../../__generated__/AccountRequestsPage_query.graphql';
import { ListTable } from '../../components/ListTable.tsx';
import { ACCOUNT_KIND_LABELS, ageOn } from '../../../../common/dateOfBirth.ts';
import { todayInIndia } from '../../../../common/india.ts';
import { nodesOf, useConnectionList } from '../../lib/useConnectionList.ts';
import { pageQueryLoader, usePageQueryData } from '../../lib/pageQuery.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import { useUserStatusChange } from './useUserStatusChange.ts';
import { UserStatusBadge } from './UserStatusBadge.tsx';
import { UserContactCells } from './UserContactCells.tsx';
import { StatusActionButtons } from './StatusActionButtons.tsx';
import { useRunningRow } from '../../lib/useRunningRow.ts';

export const ACCOUNT_REQUESTS_PAGE_SIZE = 20;

const AccountRequestsPageQueryNode = graphql`
  query AccountRequestsPageQuery {
    ...AccountRequestsPage_query
  }
`;

export const accountRequestsPageLoader = pageQueryLoader<AccountRequestsPageQuery>(AccountRequestsPageQueryNode);

const COLUMNS = ['Name', 'Email', 'Contact', 'Address', 'Date of birth', 'Account', 'Status', 'Action'];

/** "1995-08-15 (age 30)", or that the account (made over REST without one) has not stated it. */
function dateOfBirthText(dateOfBirth: unknown): string {
  return typeof dateOfBirth === 'string' ? `${dateOfBirth} (age ${ageOn(dateOfBirth, todayInIndia())})` : 'Not stated';
}

export function AccountRequestsPage() {
  const query = usePageQueryData<AccountRequestsPageQuery>(AccountRequestsPageQueryNode);
  const { data, more } = useConnectionList<AccountRequestsPagePaginationQuery, AccountRequestsPage_query$key>(
    graphql`
      fragment AccountRequestsPage_query on Query
      @refetchable(queryName: "AccountRequestsPagePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        users(statuses: [requested, rejected], first: $first, after: $after)
          @connection(key: "AccountRequestsPage_users") {
          __id
          edges {
            node {
              id
              name
              status
              role
              dateOfBirth
              accountKind
              ...UserContactCells_user
            }
          }
        }
      }
    `,
    query,
    ACCOUNT_REQUESTS_PAGE_SIZE,
  );
  const connectionId = data.users.__id;
  const requests = nodesOf(data.users);
  const [changeStatus, isChanging] = useUserStatusChange();
  const [changingId, runFor] = useRunningRow();
  const [rejecting, setRejecting] = useState<{ id: string; name: string } | null>(null);

  // an activated account is no longer a request; a rejected one stays, marked rejected
  const change = (id: string, status: 'active' | 'rejected', reason?: string) =>
    runFor(id, () => changeStatus({ id, status, reason, removeFrom: status === 'active' ? [connectionId] : [] }));

  return (
    <>
      <ListTable
        label="Account requests"
        columns={COLUMNS}
        emptyText="No Account Creation request found"
        items={requests}
        more={more}
      >
        {(request) => (
          <Table.Row>
            <UserContactCells user={request} />
            <Table.Cell>{dateOfBirthText(request.dateOfBirth)}</Table.Cell>
            <Table.Cell>{ACCOUNT_KIND_LABELS[request.accountKind === 'agency' ? 'agency' : 'independent']}</Table.Cell>
            <Table.Cell>
              <UserStatusBadge status={request.status} />
            </Table.Cell>
            <Table.Cell>
              {request.role === 'user' && (
                <HStack gap="2">
                  {/* a request is accepted, a rejected one activated: both make the account active */}
                  <StatusActionButtons
                    stop={
                      request.status === 'requested' && {
                        label: 'Reject',
                        onClick: () => setRejecting({ id: request.id, name: request.name }),
                      }
                    }
                    activate={
                      (request.status === 'requested' || request.status === 'rejected') && {
                        label: request.status === 'requested' ? 'Accept' : 'Activate',
                        onClick: () => void change(request.id, 'active'),
                      }
                    }
                    busy={isChanging}
                    activating={changingId === request.id}
                  />
                </HStack>
              )}
            </Table.Cell>
          </Table.Row>
        )}
      </ListTable>
      <ReasonDialog
        userName={rejecting?.name ?? null}
        title="Reject Account Request"
        confirmLabel="Reject"
        busy={isChanging}
        onConfirm={(reason) => (rejecting ? change(rejecting.id, 'rejected', reason) : Promise.resolve(false))}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
