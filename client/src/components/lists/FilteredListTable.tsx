// A dashboard list with its filter bar above the table: the select, the count of matching rows, then
// the rows and 'Load more'.
import { Stack } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { ListFilter } from '../ListFilter.tsx';
import { ListTable } from '../ListTable.tsx';

type FilteredListTableProps<T extends { id: string }> = ComponentProps<typeof ListTable<T>> & {
  filter: ComponentProps<typeof ListFilter>;
};

export function FilteredListTable<T extends { id: string }>({ filter, ...table }: FilteredListTableProps<T>) {
  return (
    <Stack gap="4">
      <ListFilter {...filter} />
      <ListTable {...table} />
    </Stack>
  );
}
