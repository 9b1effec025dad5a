// The advertiser's ads, newest first, 5 per page (SPEC section 9).
import { Table } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { MyAdsTable_query$key } from '../../__generated__/MyAdsTable_query.graphql';
import type { MyAdsTablePaginationQuery } from '../../__generated__/MyAdsTablePaginationQuery.graphql';
import { MyAdRow } from './MyAdRow.tsx';
import { TablePager } from '../../components/TablePager.tsx';
import { usePagedList } from '../../lib/use-paged-list.ts';

export const MY_ADS_PAGE_SIZE = 5;

const COLUMNS = ['Image', 'Name', 'Description', 'Contact', 'Start Time', 'End Time', 'Credits Used', 'Category', 'Location'];

export function MyAdsTable({ query }: { query: MyAdsTable_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<MyAdsTablePaginationQuery, MyAdsTable_query$key>(
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

  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="My ads">
          <Table.Header>
            <Table.Row>
              {COLUMNS.map((column) => (
                <Table.ColumnHeader key={column} whiteSpace="nowrap">
                  {column}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {pages.rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={COLUMNS.length} textAlign="center" py="8" color="fg.muted">
                  No Ads found
                </Table.Cell>
              </Table.Row>
            ) : (
              pages.rows.map((ad) => <MyAdRow key={ad.id} ad={ad} />)
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <TablePager pages={pages} label="My ads pages" />
    </>
  );
}
