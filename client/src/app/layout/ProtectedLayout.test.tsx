import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commitLocalUpdate } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { session, type Role } from '../../lib/session.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ProtectedLayout } from './ProtectedLayout.tsx';

function renderDashboard(role: Role, path: string) {
  session.logIn({ token: 'token', name: role === 'admin' ? 'Administrator' : 'Asha', contact: '9876543210', role, credits: 4 });
  const environment = createMockEnvironment();
  renderRoutes([{ path: '/', element: <ProtectedLayout />, children: [{ path: '*', element: <p>Screen</p> }] }], { path, environment });
  return environment;
}

// the test window is phone-sized: the sidebar opens from the top bar
const openMenu = async () => userEvent.click(await screen.findByRole('button', { name: 'Show menu' }));

afterEach(() => act(() => session.logOut()));

describe('the dashboard sidebar', () => {
  it('shows the admin the count of open reports beside Moderation, and follows the store when a decision lowers it', async () => {
    const environment = renderDashboard('admin', '/admin/moderation');
    await waitFor(() => expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).toContain('ProtectedLayoutOpenReportsQuery'));
    act(() => environment.mock.resolveMostRecentOperation({ data: { openReportCount: 3 } }));
    await openMenu();
    expect(await screen.findByRole('link', { name: 'Moderation 3 open reports' })).toHaveAttribute('href', '/admin/moderation');

    act(() => commitLocalUpdate(environment, (store) => store.getRoot().setValue(1, 'openReportCount')));
    expect(await screen.findByRole('link', { name: 'Moderation 1 open reports' })).toBeInTheDocument();
    act(() => commitLocalUpdate(environment, (store) => store.getRoot().setValue(0, 'openReportCount')));
    expect(await screen.findByRole('link', { name: 'Moderation' })).toBeInTheDocument();
  });

  it('asks nothing about reports for an advertiser, whose menu has no Moderation', async () => {
    const environment = renderDashboard('user', '/ads');
    await openMenu();
    expect(await screen.findByRole('link', { name: 'All Ads' })).toBeInTheDocument();
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).toEqual(['ProtectedLayoutCreditsQuery']);
    expect(screen.queryByRole('link', { name: /Moderation/ })).not.toBeInTheDocument();
  });

  it("titles an ad's screen by what it is, leaving the ad's id out of the breadcrumb", async () => {
    renderDashboard('user', '/ads/12/statistics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    expect(screen.getByText('Ads / Statistics')).toBeInTheDocument();
  });
});
