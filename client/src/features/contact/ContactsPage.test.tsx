import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { toaster } from '../../components/toasts.ts';
import { renderRoutes, type MockEnvironment } from '../../test/render.tsx';
import { ContactsPage, contactsPageLoader } from './ContactsPage.tsx';

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
  const environment = createMockEnvironment();
  renderRoutes([{ path: '/admin', element: <ContactsPage />, loader: contactsPageLoader(environment) }], {
    path: '/admin',
    environment,
  });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('ContactsPageQuery');
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        QueryContactMessagesConnection: () => ({
          edges: messages.map((node) => ({ cursor: `cursor-of-${node.id}`, node })),
          pageInfo: { hasNextPage, endCursor: 'cursor-last', hasPreviousPage: false, startCursor: null },
        }),
      }),
    ),
  );
  await screen.findByRole('table', { name: 'Contacts' });
  return environment;
}

function rowOf(name: string) {
  return screen.getByRole('cell', { name }).closest('tr')!;
}

function resolveDeletion(environment: MockEnvironment, result: Record<string, unknown>) {
  act(() => environment.mock.resolveMostRecentOperation({ data: { deleteContactMessage: result } }));
}

describe('admin contacts', () => {
  afterEach(() => toaster.remove());

  it('lists the messages with Name, Email, Contact, Message and a Delete action', async () => {
    await renderContacts([message(1, 'Asha'), message(2, 'Bina')]);
    const table = screen.getByRole('table', { name: 'Contacts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Contact', 'Message', 'Action']);
    expect(
      within(rowOf('Asha'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Asha', 'asha@example.com', '9876543210', 'Hello from Asha', 'Delete']);
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
    resolveDeletion(environment, {
      __typename: 'NotFoundError',
      __isError: 'NotFoundError',
      message: 'This message does not exist.',
    });
    expect(await screen.findByText('This message does not exist.')).toBeInTheDocument();

    // the toast can show before the button leaves its loading state (a loaded machine)
    await userEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    act(() => environment.mock.rejectMostRecentOperation(new Error('network down')));
    expect(await screen.findByText('Failed to Delete Contact')).toBeInTheDocument();
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
