// One message of the contacts list (/admin): who sent it, how to reach them, what they wrote, and
// its Delete action.
import { Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ContactRow_message$key } from '../../__generated__/ContactRow_message.graphql';
import { LongTextCell, RemoveRowCell } from '../../components/TableCells.tsx';

interface ContactRowProps {
  message: ContactRow_message$key;
  /** another message is being deleted */
  busy: boolean;
  deleting: boolean;
  onDelete: () => void;
}

export function ContactRow({ message: key, busy, deleting, onDelete }: ContactRowProps) {
  const message = useFragment(
    graphql`
      fragment ContactRow_message on ContactMessage {
        name
        email
        contact
        message
      }
    `,
    key,
  );
  return (
    <Table.Row>
      <Table.Cell>{message.name}</Table.Cell>
      <Table.Cell>{message.email}</Table.Cell>
      <Table.Cell>{message.contact}</Table.Cell>
      <LongTextCell minW="60">{message.message}</LongTextCell>
      <RemoveRowCell label={`Delete the message of ${message.name}`} busy={busy} loading={deleting} onClick={onDelete}>
        Delete
      </RemoveRowCell>
    </Table.Row>
  );
}
