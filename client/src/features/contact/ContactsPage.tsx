// /admin (SPEC "Admin screens"): the messages sent through the contact form, newest first, each with
// a Delete action that removes its row.
import { Button, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ContactsPagePaginationQuery } from '../../__generated__/ContactsPagePaginationQuery.graphql';
import type { ContactsPageQuery } from '../../__generated__/ContactsPageQuery.graphql';
import type { ContactsPage_query$key } from '../../__generated__/ContactsPage_query.graphql';
import { DataTable } from '../../components/DataTable.tsx';
import { pageQueryLoader, usePageQueryData } from '../../lib/pageQuery.ts';
import { runWithToasts } from '../../components/runWithToasts.ts';
import { useDeleteContactMessageMutation } from './useDeleteContactMessageMutation.ts';
import { LoadMoreButton } from '../../components/LoadMoreButton.tsx';

export const CONTACTS_PAGE_SIZE = 20;

const ContactsPageQueryNode = graphql`
  query ContactsPageQuery {
    ...ContactsPage_query
  }
`;

export const contactsPageLoader = pageQueryLoader<ContactsPageQuery>(ContactsPageQueryNode);

const COLUMNS = ['Name', 'Email', 'Contact', 'Message', 'Action'];

export function ContactsPage() {
  const query = usePageQueryData<ContactsPageQuery>(ContactsPageQueryNode);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    ContactsPagePaginationQuery,
    ContactsPage_query$key
  >(
    graphql`
      fragment ContactsPage_query on Query
      @refetchable(queryName: "ContactsPagePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        contactMessages(first: $first, after: $after) @connection(key: "ContactsPage_contactMessages") {
          __id
          edges {
            node {
              id
              name
              email
              contact
              message
            }
          }
        }
      }
    `,
    query,
  );
  const connectionId = data.contactMessages.__id;
  // a deleted record reads as a missing node until its edge is gone
  const messages = data.contactMessages.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const [deleteContactMessage, isDeleting] = useDeleteContactMessageMutation();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const remove = async (id: string) => {
    setDeletingId(id);
    await runWithToasts(
      {
        progress: 'Deleting Contact...',
        success: 'Contact Deleted Successfully!',
        fallback: 'Failed to Delete Contact',
      },
      () => deleteContactMessage(id, [connectionId]),
    );
    setDeletingId(null);
  };

  return (
    <>
      <DataTable label="Contacts" columns={COLUMNS} emptyText="No Contacts found" isEmpty={messages.length === 0}>
        {messages.map((message) => (
          <Table.Row key={message.id}>
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
                disabled={isDeleting}
                loading={deletingId === message.id}
                onClick={() => void remove(message.id)}
              >
                Delete
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(CONTACTS_PAGE_SIZE)} />
    </>
  );
}
