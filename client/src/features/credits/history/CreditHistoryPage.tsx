// /credit-history (issue 8, part 3): every change of the advertiser's balance, newest first, 10 per
// page: when, what changed it, by how much, the balance after, and the credit request, the ad or the
// admin's reason behind it; an approved purchase's PDF receipt (issue 34) through its signed address.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { CreditHistoryPagePaginationQuery } from '../../../__generated__/CreditHistoryPagePaginationQuery.graphql';
import type { CreditHistoryPageQuery } from '../../../__generated__/CreditHistoryPageQuery.graphql';
import type { CreditHistoryPage_query$key } from '../../../__generated__/CreditHistoryPage_query.graphql';
import { ListTable } from '../../../components/ListTable.tsx';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { useConnectionList } from '../../../lib/useConnectionList.ts';
import { usePagedList } from '../../../lib/usePagedList.ts';
import { CreditHistoryRow } from './CreditHistoryRow.tsx';

export const CREDIT_HISTORY_PAGE_SIZE = 10;
/** The empty list's text in English, as the tests find it (the page shows it in its language). */
export const CREDIT_HISTORY_EMPTY = 'No credit changes yet';

const CreditHistoryPageQueryNode = graphql`
  query CreditHistoryPageQuery {
    ...CreditHistoryPage_query
  }
`;

export const creditHistoryPageLoader = pageQueryLoader<CreditHistoryPageQuery>(CreditHistoryPageQueryNode);

const COLUMNS = [
  { header: msg`Date` },
  { header: msg`Change` },
  { header: msg`Credits`, numeric: true },
  { header: msg`Balance After`, numeric: true },
  { header: msg`For` },
];

export function CreditHistoryPage() {
  const { t } = useLingui();
  const query = usePageQueryData<CreditHistoryPageQuery>(CreditHistoryPageQueryNode);
  const list = useConnectionList<CreditHistoryPagePaginationQuery, CreditHistoryPage_query$key>(
    graphql`
      fragment CreditHistoryPage_query on Query
      @refetchable(queryName: "CreditHistoryPagePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        creditLedger(first: $first, after: $after) @connection(key: "CreditHistoryPage_creditLedger") {
          totalCount
          edges {
            node {
              id
              ...CreditHistoryRow_entry
            }
          }
        }
      }
    `,
    query,
    CREDIT_HISTORY_PAGE_SIZE,
  );
  const pages = usePagedList(list.data.creditLedger, CREDIT_HISTORY_PAGE_SIZE, list);

  return (
    <ListTable
      label={t`Credit history`}
      columns={COLUMNS}
      emptyText={t`No credit changes yet`}
      pages={pages}
      pagerLabel={t`Credit history pages`}
    >
      {(entry) => <CreditHistoryRow entry={entry} />}
    </ListTable>
  );
}
