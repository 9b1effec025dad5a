// The Users screen searched and filtered (issue 31, "The desk finds anything").
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DESK_SEARCH_MESSAGES } from '../../../../common/deskSearch.ts';
import type { MockEnvironment } from '../../test/render.tsx';
import { UsersPage, usersPageLoader } from './UsersPage.tsx';
import { renderPage, resolveGenerated } from '../../test/page.tsx';

function resolveUsers(environment: MockEnvironment, names: string[]) {
  resolveGenerated(environment, {
    QueryUsersConnection: () => ({
      totalCount: names.length,
      edges: names.map((name, index) => ({
        cursor: `cursor-${index}`,
        node: {
          id: `user-${index}`,
          name,
          email: `${index}@example.com`,
          contact: '9876543210',
          address: '',
          status: 'active',
          role: 'user',
          credits: 0,
          suspensionReason: null,
        },
      })),
      pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null },
    }),
  });
}

async function renderUsers(names: string[]) {
  const { environment } = await renderPage({ path: '/admin/users', element: <UsersPage />, loader: usersPageLoader });
  resolveUsers(environment, names);
  await screen.findByRole('table', { name: 'Users' });
  return environment;
}

describe('the Users screen searched', () => {
  it('lists active and suspended accounts with their count, as the SPEC has it', async () => {
    await renderUsers(['Priya Sharma', 'Meena']);
    expect(screen.getByText('2 users')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('listed');
  });

  it('asks the list again for a search, saying what it looks for', async () => {
    const environment = await renderUsers(['Priya Sharma', 'Meena']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), '+91 98111 11111');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
        statuses: ['active', 'suspended'],
        search: '+91 98111 11111',
        first: 20,
        after: null,
      }),
    );
    expect(screen.getByText('Looking for: Phone number 9811111111')).toBeInTheDocument();
    resolveUsers(environment, ['Priya Sharma']);
    expect(await screen.findByText('1 user')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Meena' })).not.toBeInTheDocument();
  });

  it('filters by one status, keeping the search', async () => {
    const environment = await renderUsers(['Priya Sharma']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'priya');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ search: 'priya' }),
    );
    resolveUsers(environment, ['Priya Sharma']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'requested');
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
        statuses: ['requested'],
        search: 'priya',
      }),
    );
  });

  it('explains a search it cannot send, and sends nothing', async () => {
    const environment = await renderUsers(['Priya Sharma']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'pr');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(DESK_SEARCH_MESSAGES.tooShort)).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
