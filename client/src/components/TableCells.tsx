// Cells the dashboards' tables share: free text someone wrote (kept as written, long words broken so the
// column stays narrow) and the small red button that removes the row.
import { Button, Table, Text, type TableCellProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A message, a reason: line breaks kept, at least `minW` wide and at most `md`. */
export function LongTextCell({ minW, children }: { minW: TableCellProps['minW']; children: ReactNode }) {
  return (
    <Table.Cell minW={minW} maxW="md">
      <Text whiteSpace="pre-wrap" wordBreak="break-word">
        {children}
      </Text>
    </Table.Cell>
  );
}

/** The row's Delete or Remove: `label` names what goes; `busy` while any removal runs, `loading` while this one does. */
export function RemoveRowCell({
  label,
  busy,
  loading,
  onClick,
  children,
}: {
  label: string;
  busy: boolean;
  loading?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Table.Cell>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={label}
        disabled={busy}
        loading={loading}
        onClick={onClick}
      >
        {children}
      </Button>
    </Table.Cell>
  );
}
