// The desk (issue 31) opens the staff's menus: its home of waiting work, then every ad.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { homeOfRole, session, type Role } from '../../lib/session.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ProtectedLayout } from './ProtectedLayout.tsx';

function renderDashboard(role: Role, path: string) {
  session.logIn({ token: 'token', name: 'Asha', contact: '9876543210', role });
  renderRoutes(
    [
      { path: '/login', element: <p>Login page</p> },
      { path: '/', element: <ProtectedLayout />, children: [{ path: '*', element: <p>Screen</p> }] },
    ],
    { path, environment: createMockEnvironment() },
  );
}

afterEach(() => act(() => session.logOut()));

describe("the desk in the staff's menus", () => {
  it.each(['admin', 'moderator'] as const)('comes first in the %s menu: Desk, then Ads', async (role) => {
    renderDashboard(role, '/admin/desk');
    await userEvent.click(await screen.findByRole('button', { name: 'Show menu' }));
    const links = within(screen.getByRole('navigation', { name: 'Dashboard' })).getAllByRole('link');
    expect(links.slice(0, 2).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Desk', '/admin/desk'],
      ['Ads', '/admin/ads'],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Desk' })).toBeInTheDocument();
  });

  it('is where a moderator lands; an admin keeps landing on /admin', () => {
    expect(homeOfRole('moderator')).toBe('/admin/desk');
    expect(homeOfRole('admin')).toBe('/admin');
  });
});
