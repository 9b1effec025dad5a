// The advertiser's ads, newest first, 5 per page (SPEC section 9), each with 'Renew' (issue 8),
// 'Edit' and 'Stop' (issue 18).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { MyAdsTable_query$key } from '../../../__generated__/MyAdsTable_query.graphql';
import type { MyAdsTablePaginationQuery } from '../../../__generated__/MyAdsTablePaginationQuery.graphql';
import { ListTable } from '../../../components/ListTable.tsx';
import { useState } from 'react';
import { MyAdRow } from './MyAdRow.tsx';
import { RenewAdDialog, type RenewTarget } from './RenewAdDialog.tsx';
import { StopAdDialog, type StopTarget } from './StopAdDialog.tsx';
import { useConnectionList } from '../../../lib/useConnectionList.ts';
import { usePagedList } from '../../../lib/usePagedList.ts';

export const MY_ADS_PAGE_SIZE = 5;

const COLUMNS = [
  msg`Image`,
  msg`Name`,
  msg`Description`,
  msg`Contact`,
  msg`Start Time`,
  msg`End Time`,
  msg`Credits Used`,
  msg`Category`,
  msg`Location`,
  msg`Statistics`,
  msg`Action`,
];

/** `timePerCredit`: the current scheme's days per credit (null while none is set), to price renewals. */
export function MyAdsTable({ query, timePerCredit }: { query: MyAdsTable_query$key; timePerCredit: number | null }) {
  const { t } = useLingui();
  const list = useConnectionList<MyAdsTablePaginationQuery, MyAdsTable_query$key>(
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
    MY_ADS_PAGE_SIZE,
  );
  const pages = usePagedList(list.data.myAds, MY_ADS_PAGE_SIZE, list);
  const [renewing, setRenewing] = useState<RenewTarget | null>(null);
  const [stopping, setStopping] = useState<StopTarget | null>(null);

  return (
    <>
      <ListTable
        label={t`My ads`}
        columns={COLUMNS}
        emptyText={t`No Ads found`}
        pages={pages}
        pagerLabel={t`My ads pages`}
      >
        {(ad) => <MyAdRow ad={ad} onRenew={setRenewing} onStop={setStopping} />}
      </ListTable>
      <RenewAdDialog ad={renewing} timePerCredit={timePerCredit} onClose={() => setRenewing(null)} />
      <StopAdDialog ad={stopping} timePerCredit={timePerCredit} onClose={() => setStopping(null)} />
    </>
  );
}
