// A dashboard table: its columns, its rows, and one full-width row with the screen's empty text
// (SPEC section 8) when there is nothing to list. On a phone (below Chakra's `md`, 48rem) the same
// markup restyles as stacked cards (decision 0107): the header row is hidden from sight, each row is a
// card, and each cell shows its column's header beside it, so every value and every action (Edit,
// Renew, Stop...) is on screen without sideways scrolling. The rows are rendered once, whatever the
// width: a cell is labelled by its column through `data-label`, set here from the header of its
// position, so the pages' row components stay plain `Table.Row`s and `Table.Cell`s. A header may be a
// Lingui message (`msg`), shown in the reader's language.
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Table } from '@chakra-ui/react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** A column's header: its text, or a message to translate. */
export type ColumnHeader = string | MessageDescriptor;

export interface DataTableColumn {
  header: ColumnHeader;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

interface DataTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly (ColumnHeader | DataTableColumn)[];
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
}

/** Below this width the rows are cards (Chakra's `md` breakpoint). */
const PHONE = '@media screen and (max-width: 47.99rem)';

/** The phone's cards: one per row, each cell a line of its header's label and its value. */
const CARDS = {
  [PHONE]: {
    display: 'block',
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& tbody': { display: 'flex', flexDirection: 'column', gap: '3' },
    '& tbody tr': {
      display: 'block',
      borderWidth: '1px',
      borderRadius: 'md',
      bg: 'bg',
      px: '3',
      py: '2',
    },
    '& tbody td': {
      display: 'grid',
      gridTemplateColumns: '7rem minmax(0, 1fr)',
      columnGap: '3',
      rowGap: '1.5',
      alignItems: 'start',
      minWidth: '0',
      maxWidth: 'none',
      width: 'auto',
      px: '0',
      py: '1.5',
      borderBottomWidth: '0',
      textAlign: 'start',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
    '& tbody td + td': { borderTopWidth: '1px', borderColor: 'border.muted' },
    // a cell's content, however many parts, stacks beside its label
    '& tbody td > *': { gridColumn: '2', minWidth: '0', maxWidth: '100%' },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      fontWeight: 'semibold',
      color: 'fg.muted',
      textStyle: 'xs',
      pt: '0.5',
    },
    // actions big enough for a thumb
    '& tbody td .chakra-button': { minHeight: '11' },
    // the empty text is one line of its own, without a label
    '& tbody td[colspan]': { display: 'block', textAlign: 'center' },
  },
} as const;

/** Labels each body cell with the header of its column (a cell spanning columns names none). */
function labelCells(table: HTMLTableElement, headers: readonly string[]): void {
  for (const row of table.tBodies[0]?.rows ?? []) {
    let column = 0;
    for (const cell of row.cells) {
      const header = cell.colSpan === 1 ? headers[column] : undefined;
      if (header) {
        if (cell.dataset.label !== header) cell.dataset.label = header;
      } else if (cell.dataset.label !== undefined) delete cell.dataset.label;
      column += cell.colSpan;
    }
  }
}

export function DataTable({ label, columns, emptyText, isEmpty, children }: DataTableProps) {
  const { i18n } = useLingui();
  const headers = columns.map((column) => {
    const { header, numeric } = typeof column === 'string' || !('header' in column) ? { header: column } : column;
    return { header: typeof header === 'string' ? header : i18n._(header), numeric };
  });
  const names = headers.map(({ header }) => header);
  const key = names.join('\u0000');
  const tableRef = useRef<HTMLTableElement>(null);
  // every render, and whenever a row or a cell comes or goes inside (a row's own update, a page loaded more)
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (table) labelCells(table, key.split('\u0000'));
  });
  useLayoutEffect(() => {
    const table = tableRef.current;
    const body = table?.tBodies[0];
    if (!table || !body || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(() => labelCells(table, key.split('\u0000')));
    observer.observe(body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [key]);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" css={{ [PHONE]: { borderWidth: '0', overflow: 'visible' } }}>
      <Table.Root ref={tableRef} size="sm" aria-label={label} css={CARDS}>
        <Table.Header>
          <Table.Row>
            {headers.map(({ header, numeric }) => (
              <Table.ColumnHeader key={header} textAlign={numeric ? 'end' : undefined}>
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {isEmpty ? (
            <Table.Row>
              <Table.Cell colSpan={headers.length} textAlign="center" py="8" color="fg.muted">
                {emptyText}
              </Table.Cell>
            </Table.Row>
          ) : (
            children
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
