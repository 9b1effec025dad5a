// One message of the contacts list (/admin): who sent it, how to reach them, what they wrote, and
// its Delete action.
import { Button, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ContactRow_message$key } from '../../__generated__/ContactRow_message.graphql';

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
      <Table.Cell minW="60" maxW="md">
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {message.message}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={`Delete the message of ${message.name}`}
          disabled={busy}
          loading={deleting}
          onClick={onDelete}
        >
          Delete
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}
