// A dashboard list's table: one row per item, drawn by the page's row, the screen's empty text, and
// under it either numbered pages ('Previous / Page N of M / Next') or 'Load more'.
import { Fragment, type ReactNode } from 'react';
import type { LoadMore } from '../lib/useConnectionList.ts';
import type { PagedList } from '../lib/usePagedList.ts';
import { DataTable, type ColumnHeader, type DataTableColumn } from './DataTable.tsx';
import { LoadMoreButton } from './LoadMoreButton.tsx';
import { TablePager } from './TablePager.tsx';

type ListTableProps<T extends { id: string }> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly (ColumnHeader | DataTableColumn)[];
  emptyText: string;
  children: (item: T) => ReactNode;
} & (
  | { pages: PagedList<T>; /** the pager's accessible name */ pagerLabel: string }
  | { items: readonly T[]; more: LoadMore }
);

export function ListTable<T extends { id: string }>(props: ListTableProps<T>) {
  const { label, columns, emptyText, children } = props;
  const items = 'pages' in props ? props.pages.rows : props.items;
  return (
    <>
      <DataTable label={label} columns={columns} emptyText={emptyText} isEmpty={items.length === 0}>
        {items.map((item) => (
          <Fragment key={item.id}>{children(item)}</Fragment>
        ))}
      </DataTable>
      {'pages' in props ? (
        <TablePager pages={props.pages} label={props.pagerLabel} />
      ) : (
        <LoadMoreButton {...props.more} />
      )}
    </>
  );
}
