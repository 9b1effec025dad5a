// A dashboard table: its columns, its rows, and one full-width row with the screen's empty text
// (SPEC section 8) when there is nothing to list. Scrolls sideways on a phone.
import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DataTableColumn {
  header: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

interface DataTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly (string | DataTableColumn)[];
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
}

export function DataTable({ label, columns, emptyText, isEmpty, children }: DataTableProps) {
  const headers = columns.map((column) => (typeof column === 'string' ? { header: column } : column));
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={label}>
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
