// The advertiser's credit requests, newest first, 10 per page (SPEC section 9), under a toolbar with
// 'Add Request'; a new request joins the top of the list and the first page is shown.
import { Flex, Table } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AddCreditRequestDialog_creditScheme$key } from '../../__generated__/AddCreditRequestDialog_creditScheme.graphql';
import type { MyCreditRequestsTable_query$key } from '../../__generated__/MyCreditRequestsTable_query.graphql';
import type { MyCreditRequestsTablePaginationQuery } from '../../__generated__/MyCreditRequestsTablePaginationQuery.graphql';
import { AddCreditRequestDialog } from './AddCreditRequestDialog.tsx';
import { MyCreditRequestRow } from './MyCreditRequestRow.tsx';
import { TablePager } from '../../components/TablePager.tsx';
import { usePagedList } from '../../lib/use-paged-list.ts';

export const MY_CREDIT_REQUESTS_PAGE_SIZE = 10;

const COLUMNS = ['Amount', 'Status', 'Credits Added'];

export interface MyCreditRequestsTableProps {
  query: MyCreditRequestsTable_query$key;
  creditScheme: AddCreditRequestDialog_creditScheme$key | null | undefined;
}

export function MyCreditRequestsTable({ query, creditScheme }: MyCreditRequestsTableProps) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<MyCreditRequestsTablePaginationQuery, MyCreditRequestsTable_query$key>(
    graphql`
      fragment MyCreditRequestsTable_query on Query
      @refetchable(queryName: "MyCreditRequestsTablePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        myCreditRequests(first: $first, after: $after) @connection(key: "MyCreditRequestsTable_myCreditRequests") {
          __id
          totalCount
          edges {
            node {
              id
              ...MyCreditRequestRow_creditRequest
            }
          }
        }
      }
    `,
    query,
  );
  const requests = data.myCreditRequests.edges.map((edge) => edge.node);
  const pages = usePagedList(requests, data.myCreditRequests.totalCount, MY_CREDIT_REQUESTS_PAGE_SIZE, { hasNext, isLoadingNext, loadNext });

  return (
    <>
      <Flex justify="flex-end" mb="4">
        <AddCreditRequestDialog creditScheme={creditScheme} connectionId={data.myCreditRequests.__id} onAdded={pages.goToFirst} />
      </Flex>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="My credit requests">
          <Table.Header>
            <Table.Row>
              {COLUMNS.map((column) => (
                <Table.ColumnHeader key={column} textAlign={column === 'Credits Added' ? 'end' : undefined}>
                  {column}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {pages.rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={COLUMNS.length} textAlign="center" py="8" color="fg.muted">
                  No Credit Requests found
                </Table.Cell>
              </Table.Row>
            ) : (
              pages.rows.map((request) => <MyCreditRequestRow key={request.id} creditRequest={request} />)
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <TablePager pages={pages} label="My credit requests pages" />
    </>
  );
}
