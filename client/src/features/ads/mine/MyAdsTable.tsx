// The advertiser's ads, newest first, 5 per page (SPEC section 9), each with 'Renew' (issue 8),
// 'Edit' and 'Stop' (issue 18).
import { graphql, usePaginationFragment } from 'react-relay';
import type { MyAdsTable_query$key } from '../../../__generated__/MyAdsTable_query.graphql';
import type { MyAdsTablePaginationQuery } from '../../../__generated__/MyAdsTablePaginationQuery.graphql';
import { DataTable } from '../../../components/DataTable.tsx';
import { useState } from 'react';
import { MyAdRow } from './MyAdRow.tsx';
import { RenewAdDialog, type RenewTarget } from './RenewAdDialog.tsx';
import { StopAdDialog, type StopTarget } from './StopAdDialog.tsx';
import { TablePager } from '../../../components/TablePager.tsx';
import { usePagedList } from '../../../lib/usePagedList.ts';

export const MY_ADS_PAGE_SIZE = 5;

const COLUMNS = [
  'Image',
  'Name',
  'Description',
  'Contact',
  'Start Time',
  'End Time',
  'Credits Used',
  'Category',
  'Location',
  'Statistics',
  'Action',
];

/** `timePerCredit`: the current scheme's days per credit (null while none is set), to price renewals. */
export function MyAdsTable({ query, timePerCredit }: { query: MyAdsTable_query$key; timePerCredit: number | null }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    MyAdsTablePaginationQuery,
    MyAdsTable_query$key
  >(
    graphql`
      fragment MyAdsTable_query on Query
      @refetchable(queryName: "MyAdsTablePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 5 }, after: { type: "String" }) {
        myAds(first: $first, after: $after) @connection(key: "MyAdsTable_myAds") {
          totalCount
          edges {
            node {
              id
              ...MyAdRow_ad
            }
          }
        }
      }
    `,
    query,
  );
  const ads = data.myAds.edges.map((edge) => edge.node);
  const pages = usePagedList(ads, data.myAds.totalCount, MY_ADS_PAGE_SIZE, { hasNext, isLoadingNext, loadNext });
  const [renewing, setRenewing] = useState<RenewTarget | null>(null);
  const [stopping, setStopping] = useState<StopTarget | null>(null);

  return (
    <>
      <DataTable label="My ads" columns={COLUMNS} emptyText="No Ads found" isEmpty={pages.rows.length === 0}>
        {pages.rows.map((ad) => (
          <MyAdRow key={ad.id} ad={ad} onRenew={setRenewing} onStop={setStopping} />
        ))}
      </DataTable>
      <TablePager pages={pages} label="My ads pages" />
      <RenewAdDialog ad={renewing} timePerCredit={timePerCredit} onClose={() => setRenewing(null)} />
      <StopAdDialog ad={stopping} timePerCredit={timePerCredit} onClose={() => setStopping(null)} />
    </>
  );
}
