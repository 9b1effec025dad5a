import { act, screen, waitFor, within } from '@testing-library/react';
import { use } from 'react';
import userEvent from '@testing-library/user-event';
import { commitLocalUpdate } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { session, type Role } from '../../lib/session.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ProtectedLayout } from './ProtectedLayout.tsx';
import { resolveWith, resolveOperationWith } from '../../test/mockConnection.ts';
import { waitForOperation } from '../../test/operations.ts';

function renderDashboard(role: Role, path: string) {
  session.logIn({
    token: 'token',
    name: role === 'admin' ? 'Administrator' : 'Asha',
    contact: '9876543210',
    role,
    credits: 4,
  });
  const environment = createMockEnvironment();
  renderRoutes(
    [
      { path: '/login', element: <p>Login page</p> },
      { path: '/', element: <ProtectedLayout />, children: [{ path: '*', element: <p>Screen</p> }] },
    ],
    { path, environment },
  );
  return environment;
}

// the test window is phone-sized: the sidebar opens from the top bar
const openMenu = async () => userEvent.click(await screen.findByRole('button', { name: 'Show menu' }));

afterEach(() => act(() => session.logOut()));

describe('the dashboard sidebar', () => {
  it('shows the admin the count of open reports beside Moderation, and follows the store when a decision lowers it', async () => {
    const environment = renderDashboard('admin', '/admin/moderation');
    await waitFor(() =>
      expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).toContain(
        'ProtectedLayoutOpenReportsQuery',
      ),
    );
    resolveWith(environment, { openReportCount: 3 });
    await openMenu();
    expect(await screen.findByRole('link', { name: 'Moderation 3 open reports' })).toHaveAttribute(
      'href',
      '/admin/moderation',
    );

    act(() => commitLocalUpdate(environment, (store) => store.getRoot().setValue(1, 'openReportCount')));
    expect(await screen.findByRole('link', { name: 'Moderation 1 open reports' })).toBeInTheDocument();
    act(() => commitLocalUpdate(environment, (store) => store.getRoot().setValue(0, 'openReportCount')));
    expect(await screen.findByRole('link', { name: 'Moderation' })).toBeInTheDocument();
  });

  it('asks nothing about reports for an advertiser, whose menu has no Moderation', async () => {
    const environment = renderDashboard('user', '/ads');
    await openMenu();
    expect(await screen.findByRole('link', { name: 'All Ads' })).toBeInTheDocument();
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).toEqual([
      'ProtectedLayoutCreditsQuery',
    ]);
    expect(screen.queryByRole('link', { name: /Moderation/ })).not.toBeInTheDocument();
  });

  // identity and photo verification (issue 31): the desk's queue for admins and moderators, the advertiser's own screen
  it.each([
    ['admin', '/admin/moderation', 'Verifications', '/admin/verifications'],
    ['moderator', '/admin/moderation', 'Verifications', '/admin/verifications'],
    ['user', '/ads', 'Verification', '/verification'],
  ] as const)('lists verification in the %s menu', async (role, path, label, href) => {
    renderDashboard(role, path);
    await openMenu();
    expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  // the desk's blocklist (issue 31): admins and moderators, under Trust & Safety
  it.each(['admin', 'moderator'] as const)('lists the blocklist in the %s menu', async (role) => {
    renderDashboard(role, '/admin/blocklist');
    await openMenu();
    expect(await screen.findByRole('link', { name: 'Blocklist' })).toHaveAttribute('href', '/admin/blocklist');
    expect(screen.getByRole('heading', { level: 1, name: 'Blocklist' })).toBeInTheDocument();
  });

  it("gives a moderator the queue (with its count) and grievances, and none of the admins' screens (issue 31)", async () => {
    const environment = renderDashboard('moderator', '/admin/moderation');
    await waitFor(() =>
      expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).toEqual([
        'ProtectedLayoutOpenReportsQuery',
      ]),
    );
    resolveWith(environment, { openReportCount: 2 });
    await openMenu();
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(await within(menu).findByRole('link', { name: 'Moderation 2 open reports' })).toHaveAttribute(
      'href',
      '/admin/moderation',
    );
    expect(within(menu).getByRole('link', { name: 'Grievances' })).toHaveAttribute('href', '/admin/grievances');
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const adminOnly of [
      '/admin',
      '/admin/users',
      '/admin/users/account-requests',
      '/admin/staff',
      '/admin/credit-scheme',
      '/admin/credit-requests',
      '/admin/bank-statements',
      '/admin/credit-packages',
      '/admin/locations',
      '/admin/blogs',
      '/admin/seo-pages',
      '/admin/categories',
      '/admin/settings',
      '/admin/audit',
    ]) {
      expect(hrefs).not.toContain(adminOnly);
    }
    expect(screen.queryByText(/Credits:/)).not.toBeInTheDocument();
  });

  it('gives an admin the Staff screen under User Management', async () => {
    renderDashboard('admin', '/admin/users');
    await openMenu();
    expect(await screen.findByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/admin/staff');
  });

  it("titles an ad's screen by what it is, leaving the ad's id out of the breadcrumb", async () => {
    renderDashboard('user', '/ads/12/statistics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    expect(screen.getByText('Ads / Statistics')).toBeInTheDocument();
  });
});

describe('logging out', () => {
  it.each(['admin', 'user'] as const)('ends the session on the server before clearing it here (%s)', async (role) => {
    const environment = renderDashboard(role, role === 'admin' ? '/admin/users' : '/ads');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    const operation = await waitForOperation(environment, 'useLogOutMutation');
    // the token is still there while the server is asked to end it
    expect(session.get().auth?.token).toBe('token');
    resolveOperationWith(environment, operation, { logOut: { __typename: 'MutationLogOutSuccess', loggedOut: true } });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(session.get().auth).toBeNull();
  });

  it('still clears the session here when the server cannot be reached', async () => {
    const environment = renderDashboard('user', '/ads');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    const operation = await waitForOperation(environment, 'useLogOutMutation');
    act(() => environment.mock.reject(operation, new Error('Failed to fetch')));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(session.get().auth).toBeNull();
  });
});

describe('log out everywhere', () => {
  it.each(['admin', 'user'] as const)('asks for confirmation, then ends every session (%s)', async (role) => {
    const environment = renderDashboard(role, role === 'admin' ? '/admin/users' : '/ads');
    await openMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out everywhere?' });
    expect(dialog).toHaveTextContent('This ends your sessions on every device and browser, this one included.');
    // nothing is sent before the confirmation
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain(
      'useLogOutEverywhereMutation',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    const operation = await waitForOperation(environment, 'useLogOutEverywhereMutation');
    act(() =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          MutationLogOutEverywhereResult: () => ({ __typename: 'MutationLogOutEverywhereSuccess', loggedOut: true }),
        }),
      ),
    );
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(session.get().auth).toBeNull();
  });

  it('says so and keeps the session when the server cannot end them, and Cancel sends nothing', async () => {
    const environment = renderDashboard('user', '/ads');
    await openMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    let dialog = await screen.findByRole('dialog', { name: 'Log out everywhere?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain(
      'useLogOutEverywhereMutation',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    dialog = await screen.findByRole('dialog', { name: 'Log out everywhere?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    const operation = await waitForOperation(environment, 'useLogOutEverywhereMutation');
    act(() => environment.mock.reject(operation, new Error('Failed to fetch')));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not log out everywhere. Please check your connection and try again.',
    );
    expect(session.get().auth?.token).toBe('token');
  });
});

describe('while a screen loads', () => {
  it("keeps the frame on screen and shows a skeleton of the content, not a spinner, until the screen's data arrives", async () => {
    let arrive!: (text: string) => void;
    const data = new Promise<string>((resolve) => (arrive = resolve));
    function Screen() {
      return <p>{use(data)}</p>;
    }
    session.logIn({ token: 'token', name: 'Asha', contact: '9876543210', role: 'user', credits: 4 });
    renderRoutes(
      [
        {
          path: '/',
          element: <ProtectedLayout />,
          // a screen with a query: PageRoute's boundary, whose fallback the dashboard gives
          children: [{ path: 'ads', loader: () => null, element: <Screen /> }],
        },
      ],
      { path: '/ads' },
    );
    const skeleton = await screen.findByRole('status', { name: 'Loading' });
    expect(skeleton).toHaveAttribute('data-testid', 'dashboard-skeleton');
    expect(screen.getByRole('heading', { name: 'Ads', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(document.querySelector('.chakra-spinner')).toBeNull();

    await act(async () => arrive('Your ads'));
    expect(await screen.findByText('Your ads')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
