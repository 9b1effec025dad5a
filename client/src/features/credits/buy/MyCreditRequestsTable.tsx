// The advertiser's credit requests, newest first, 10 per page (SPEC section 9), under a toolbar with
// 'Add Request'; a new request joins the top of the list and the first page is shown.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Flex } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { AddCreditRequestDialog_creditScheme$key } from '../../../__generated__/AddCreditRequestDialog_creditScheme.graphql';
import type { AddCreditRequestDialog_paymentSettings$key } from '../../../__generated__/AddCreditRequestDialog_paymentSettings.graphql';
import type { MyCreditRequestsTable_query$key } from '../../../__generated__/MyCreditRequestsTable_query.graphql';
import type { PurchaseOffers_query$key } from '../../../__generated__/PurchaseOffers_query.graphql';
import type { MyCreditRequestsTablePaginationQuery } from '../../../__generated__/MyCreditRequestsTablePaginationQuery.graphql';
import { ListTable } from '../../../components/ListTable.tsx';
import { AddCreditRequestDialog } from './AddCreditRequestDialog.tsx';
import { MyCreditRequestRow } from './MyCreditRequestRow.tsx';
import { useConnectionList } from '../../../lib/useConnectionList.ts';
import { usePagedList } from '../../../lib/usePagedList.ts';

export const MY_CREDIT_REQUESTS_PAGE_SIZE = 10;

const COLUMNS = [
  { header: msg`Amount` },
  { header: msg`UTR` },
  { header: msg`Status` },
  { header: msg`Credits Added`, numeric: true },
];

export interface MyCreditRequestsTableProps {
  query: MyCreditRequestsTable_query$key;
  creditScheme: AddCreditRequestDialog_creditScheme$key | null | undefined;
  paymentSettings: AddCreditRequestDialog_paymentSettings$key | null | undefined;
  /** the packages the form offers (issue 34) */
  offers?: PurchaseOffers_query$key | null;
}

export function MyCreditRequestsTable({ query, creditScheme, paymentSettings, offers }: MyCreditRequestsTableProps) {
  const { t } = useLingui();
  const list = useConnectionList<MyCreditRequestsTablePaginationQuery, MyCreditRequestsTable_query$key>(
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
    MY_CREDIT_REQUESTS_PAGE_SIZE,
  );
  const { myCreditRequests } = list.data;
  const pages = usePagedList(myCreditRequests, MY_CREDIT_REQUESTS_PAGE_SIZE, list);

  return (
    <>
      <Flex justify="flex-end" mb="4">
        <AddCreditRequestDialog
          creditScheme={creditScheme}
          paymentSettings={paymentSettings}
          offers={offers}
          connectionId={myCreditRequests.__id}
          onAdded={pages.goToFirst}
        />
      </Flex>
      <ListTable
        label={t`My credit requests`}
        columns={COLUMNS}
        emptyText={t`No Credit Requests found`}
        pages={pages}
        pagerLabel={t`My credit requests pages`}
      >
        {(request) => <MyCreditRequestRow creditRequest={request} />}
      </ListTable>
    </>
  );
}
