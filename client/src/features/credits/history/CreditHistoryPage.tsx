// /credit-history (issue 8, part 3): every change of the advertiser's balance, newest first, 10 per
// page: when, what changed it, by how much, the balance after, and the credit request, the ad or the
// admin's reason behind it; an approved purchase's PDF receipt (issue 34) through its signed address.
import { Link, Table, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { CreditHistoryPagePaginationQuery } from '../../../__generated__/CreditHistoryPagePaginationQuery.graphql';
import type { CreditHistoryPageQuery } from '../../../__generated__/CreditHistoryPageQuery.graphql';
import type {
  CreditHistoryPage_query$key,
  CreditHistoryPage_query$data,
} from '../../../__generated__/CreditHistoryPage_query.graphql';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { TablePager } from '../../../components/TablePager.tsx';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';
import { usePagedList } from '../../../lib/usePagedList.ts';

export const CREDIT_HISTORY_PAGE_SIZE = 10;
export const CREDIT_HISTORY_EMPTY = 'No credit changes yet';

const CreditHistoryPageQueryNode = graphql`
  query CreditHistoryPageQuery {
    ...CreditHistoryPage_query
  }
`;

export const creditHistoryPageLoader = pageQueryLoader<CreditHistoryPageQuery>(CreditHistoryPageQueryNode);

const COLUMNS: DataTableColumn[] = [
  { header: 'Date' },
  { header: 'Change' },
  { header: 'Credits', numeric: true },
  { header: 'Balance After', numeric: true },
  { header: 'For' },
];

const KIND_LABELS: Record<string, string> = {
  grant: 'Credit request approved',
  spend: 'Ad published',
  adjustment: 'Adjusted by the admin',
  refund: 'Refund',
};

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

type Entry = CreditHistoryPage_query$data['creditLedger']['edges'][number]['node'];

/** The package and coupon a purchase used (issue 34): ' · Gold package · coupon DIWALI (+35 bonus)'. */
function purchaseTermsText(request: NonNullable<Entry['creditRequest']>): string {
  const parts = [
    request.package && `${request.package.name} package`,
    request.couponCode && `coupon ${request.couponCode}`,
  ].filter(Boolean);
  if (parts.length === 0) return '';
  const bonus = request.bonusCredits > 0 ? ` (+${request.bonusCredits} bonus)` : '';
  return ` · ${parts.join(' · ')}${bonus}`;
}

/** What the change was for: the payment, the ad (with its city), or the admin's reason. */
function EntrySubject({ entry }: { entry: Entry }) {
  if (entry.creditRequest) {
    return (
      <>
        Payment of {RUPEES.format(entry.creditRequest.amount)}
        {purchaseTermsText(entry.creditRequest)}
        {entry.receiptUrl && entry.receiptNumber && (
          <>
            {' · '}
            <Link
              href={entry.receiptUrl}
              download={`${entry.receiptNumber}.pdf`}
              color="brand.fg"
              textDecoration="underline"
              aria-label={`Receipt ${entry.receiptNumber} (PDF)`}
            >
              Receipt
            </Link>
          </>
        )}
      </>
    );
  }
  if (entry.ad) {
    return (
      <Link asChild color="brand.fg" textDecoration="underline">
        <RouterLink to={`/call-girls/${entry.ad.databaseId}`}>
          {entry.ad.name}, {entry.ad.location.name}
        </RouterLink>
      </Link>
    );
  }
  if (entry.adId !== null) return <Text color="fg.muted">An ad that no longer exists</Text>;
  return <>{entry.reason ?? ''}</>;
}

export function CreditHistoryPage() {
  const query = usePageQueryData<CreditHistoryPageQuery>(CreditHistoryPageQueryNode);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    CreditHistoryPagePaginationQuery,
    CreditHistoryPage_query$key
  >(
    graphql`
      fragment CreditHistoryPage_query on Query
      @refetchable(queryName: "CreditHistoryPagePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        creditLedger(first: $first, after: $after) @connection(key: "CreditHistoryPage_creditLedger") {
          totalCount
          edges {
            node {
              id
              kind
              amount
              balanceAfter
              reason
              createdAt
              adId
              receiptNumber
              receiptUrl
              creditRequest {
                amount
                bonusCredits
                couponCode
                package {
                  name
                }
              }
              ad {
                databaseId
                name
                location {
                  name
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  const entries = data.creditLedger.edges.map((edge) => edge.node);
  const pages = usePagedList(entries, data.creditLedger.totalCount, CREDIT_HISTORY_PAGE_SIZE, {
    hasNext,
    isLoadingNext,
    loadNext,
  });

  return (
    <>
      <DataTable
        label="Credit history"
        columns={COLUMNS}
        emptyText={CREDIT_HISTORY_EMPTY}
        isEmpty={pages.rows.length === 0}
      >
        {pages.rows.map((entry) => (
          <Table.Row key={entry.id}>
            <Table.Cell whiteSpace="nowrap">{WHEN.format(new Date(entry.createdAt))}</Table.Cell>
            {/* a renewal is a spend with its reason ('Renewed for 3 days') */}
            <Table.Cell>
              {entry.kind === 'spend' && entry.reason ? entry.reason : (KIND_LABELS[entry.kind] ?? entry.kind)}
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="medium" color={entry.amount < 0 ? 'red.fg' : 'green.fg'}>
              {entry.amount > 0 ? `+${entry.amount}` : `−${Math.abs(entry.amount)}`}
            </Table.Cell>
            <Table.Cell textAlign="end">{entry.balanceAfter}</Table.Cell>
            <Table.Cell>
              <EntrySubject entry={entry} />
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <TablePager pages={pages} label="Credit history pages" />
    </>
  );
}
