import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/toasts.ts';
import type { MockEnvironment } from '../../test/render.tsx';
import { ContactsPage, contactsPageLoader } from './ContactsPage.tsx';
import { renderPage, resolveGenerated } from '../../test/page.tsx';
import { resolveWith } from '../../test/mockConnection.ts';
import { failWithToast, refusal } from '../../test/mutations.ts';
import { columnHeaders, cellTexts, rowOf } from '../../test/tables.ts';

function message(n: number, name: string) {
  return {
    id: `message-${n}`,
    name,
    email: `${name.toLowerCase()}@example.com`,
    contact: '9876543210',
    message: `Hello from ${name}`,
  };
}

async function renderContacts(messages: ReturnType<typeof message>[], hasNextPage = false) {
  const { environment } = await renderPage({
    path: '/admin',
    element: <ContactsPage />,
    loader: contactsPageLoader,
    query: 'ContactsPageQuery',
  });
  resolveGenerated(environment, {
    QueryContactMessagesConnection: () => ({
      edges: messages.map((node) => ({ cursor: `cursor-of-${node.id}`, node })),
      pageInfo: { hasNextPage, endCursor: 'cursor-last', hasPreviousPage: false, startCursor: null },
    }),
  });
  await screen.findByRole('table', { name: 'Contacts' });
  return environment;
}

function resolveDeletion(environment: MockEnvironment, result: Record<string, unknown>) {
  resolveWith(environment, { deleteContactMessage: result });
}

describe('admin contacts', () => {
  afterEach(() => toaster.remove());

  it('lists the messages with Name, Email, Contact, Message and a Delete action', async () => {
    await renderContacts([message(1, 'Asha'), message(2, 'Bina')]);
    const table = screen.getByRole('table', { name: 'Contacts' });
    expect(columnHeaders(table)).toEqual(['Name', 'Email', 'Contact', 'Message', 'Action']);
    expect(cellTexts(rowOf('Asha'))).toEqual(['Asha', 'asha@example.com', '9876543210', 'Hello from Asha', 'Delete']);
  });

  it('says so when there is no message', async () => {
    await renderContacts([]);
    expect(screen.getByText('No Contacts found')).toBeInTheDocument();
  });

  it('Delete removes the message and its row', async () => {
    const environment = await renderContacts([message(1, 'Asha'), message(2, 'Bina')]);
    await userEvent.click(within(rowOf('Asha')).getByRole('button', { name: /Delete/ }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useDeleteContactMessageMutation');
    expect(operation.request.variables.id).toBe('message-1');
    expect(operation.request.variables.connections).toHaveLength(1);
    expect(await screen.findByText('Deleting Contact...')).toBeInTheDocument();

    resolveDeletion(environment, { __typename: 'MutationDeleteContactMessageSuccess', deletedId: 'message-1' });
    expect(await screen.findByText('Contact Deleted Successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Asha' })).not.toBeInTheDocument();
    expect(rowOf('Bina')).toBeInTheDocument();
  });

  it('shows the empty state once the last message is deleted', async () => {
    const environment = await renderContacts([message(1, 'Asha')]);
    await userEvent.click(screen.getByRole('button', { name: /Delete/ }));
    resolveDeletion(environment, { __typename: 'MutationDeleteContactMessageSuccess', deletedId: 'message-1' });
    expect(await screen.findByText('No Contacts found')).toBeInTheDocument();
  });

  it('keeps the row and shows the server’s message, or the fallback when the call fails', async () => {
    const environment = await renderContacts([message(1, 'Asha')]);
    await userEvent.click(screen.getByRole('button', { name: /Delete/ }));
    resolveDeletion(environment, refusal('NotFoundError', 'This message does not exist.'));
    expect(await screen.findByText('This message does not exist.')).toBeInTheDocument();

    // the toast can show before the button leaves its loading state (a loaded machine)
    await userEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    await failWithToast(environment, 'Failed to Delete Contact');
    expect(rowOf('Asha')).toBeInTheDocument();
  });

  it('loads more messages', async () => {
    const environment = await renderContacts([message(1, 'Asha')], true);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('ContactsPagePaginationQuery');
    expect(operation.request.variables).toMatchObject({ first: 20, after: 'cursor-last' });
  });
});
