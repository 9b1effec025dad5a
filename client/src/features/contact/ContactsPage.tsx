// /admin (SPEC "Admin screens"): the messages sent through the contact form, newest first, each with
// a Delete action that removes its row.
import { graphql } from 'react-relay';
import type { ContactsPagePaginationQuery } from '../../__generated__/ContactsPagePaginationQuery.graphql';
import type { ContactsPageQuery } from '../../__generated__/ContactsPageQuery.graphql';
import type { ContactsPage_query$key } from '../../__generated__/ContactsPage_query.graphql';
import { ListTable } from '../../components/ListTable.tsx';
import { nodesOf, useConnectionList } from '../../lib/useConnectionList.ts';
import { pageQueryLoader, usePageQueryData } from '../../lib/pageQuery.ts';
import { runWithToasts } from '../../components/runWithToasts.ts';
import { useRunningRow } from '../../lib/useRunningRow.ts';
import { useDeleteContactMessageMutation } from './useDeleteContactMessageMutation.ts';
import { ContactRow } from './ContactRow.tsx';

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
  const { data, more } = useConnectionList<ContactsPagePaginationQuery, ContactsPage_query$key>(
    graphql`
      fragment ContactsPage_query on Query
      @refetchable(queryName: "ContactsPagePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        contactMessages(first: $first, after: $after) @connection(key: "ContactsPage_contactMessages") {
          __id
          edges {
            node {
              id
              ...ContactRow_message
            }
          }
        }
      }
    `,
    query,
    CONTACTS_PAGE_SIZE,
  );
  const connectionId = data.contactMessages.__id;
  const [deleteContactMessage, isDeleting] = useDeleteContactMessageMutation();
  const [deletingId, runFor] = useRunningRow();

  const remove = (id: string) =>
    runFor(id, () =>
      runWithToasts(
        {
          progress: 'Deleting Contact...',
          success: 'Contact Deleted Successfully!',
          fallback: 'Failed to Delete Contact',
        },
        () => deleteContactMessage(id, [connectionId]),
      ),
    );

  return (
    <ListTable
      label="Contacts"
      columns={COLUMNS}
      emptyText="No Contacts found"
      items={nodesOf(data.contactMessages)}
      more={more}
    >
      {(message) => (
        <ContactRow
          message={message}
          busy={isDeleting}
          deleting={deletingId === message.id}
          onDelete={() => void remove(message.id)}
        />
      )}
    </ListTable>
  );
}
