// One blocklist entry in the table: what is blocked, why, who added it and when, and Remove.
import { Badge, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { BlocklistEntryRow_entry$key } from '../../../__generated__/BlocklistEntryRow_entry.graphql';
import { BLOCKLIST_KIND_LABELS, blockedOn } from './blocklistTexts.ts';
import { LongTextCell, RemoveRowCell } from '../../../components/TableCells.tsx';

export interface EntryToRemove {
  id: string;
  value: string;
  kindLabel: string;
}

export function BlocklistEntryRow({
  entry: entryKey,
  busy,
  onRemove,
}: {
  entry: BlocklistEntryRow_entry$key;
  busy: boolean;
  onRemove: (entry: EntryToRemove) => void;
}) {
  const entry = useFragment(
    graphql`
      fragment BlocklistEntryRow_entry on BlocklistEntry {
        id
        kind
        value
        reason
        addedBy
        createdAt
      }
    `,
    entryKey,
  );
  const kindLabel = BLOCKLIST_KIND_LABELS[entry.kind as keyof typeof BLOCKLIST_KIND_LABELS] ?? entry.kind;
  return (
    <Table.Row>
      <Table.Cell fontFamily="mono" wordBreak="break-all" minW="40">
        {entry.value}
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={entry.kind === 'phone' ? 'purple' : entry.kind === 'email' ? 'blue' : 'orange'}>
          {kindLabel}
        </Badge>
      </Table.Cell>
      <LongTextCell minW="48">{entry.reason}</LongTextCell>
      <Table.Cell whiteSpace="nowrap">
        {blockedOn(entry.createdAt)}
        {entry.addedBy && (
          <Text textStyle="xs" color="fg.muted">
            {entry.addedBy}
          </Text>
        )}
      </Table.Cell>
      <RemoveRowCell
        label={`Remove ${entry.value} from the blocklist`}
        busy={busy}
        onClick={() => onRemove({ id: entry.id, value: entry.value, kindLabel })}
      >
        Remove
      </RemoveRowCell>
    </Table.Row>
  );
}
