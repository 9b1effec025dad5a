import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../lib/session.ts';
import { renderRoutes } from '../test/render.tsx';
import { ADMINS_ONLY_MESSAGE, RequireRole } from './RequireRole.tsx';

const routes = [
  { path: '/login', element: <p>login form</p> },
  { element: <RequireRole role="admin" />, children: [{ path: '/admin', element: <p>admin area</p> }] },
  { element: <RequireRole role="user" />, children: [{ path: '/ads', element: <p>my ads</p> }] },
];

describe('protected routes', () => {
  beforeEach(() => session.logOut());

  it('send a visitor to /login', async () => {
    renderRoutes(routes, { path: '/ads' });
    expect(await screen.findByText('login form')).toBeInTheDocument();
  });

  it('send an account of the other role to /login', async () => {
    session.logIn({ token: 't', name: 'Asha', contact: '9876543210', role: 'user' });
    const { router } = renderRoutes(routes, { path: '/admin' });
    expect(await screen.findByText('login form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('show the area to its role', async () => {
    session.logIn({ token: 't', name: 'Root', contact: '9876543210', role: 'admin' });
    renderRoutes(routes, { path: '/admin' });
    expect(await screen.findByText('admin area')).toBeInTheDocument();
  });

  it('close as soon as the session ends', async () => {
    session.logIn({ token: 't', name: 'Asha', contact: '9876543210', role: 'user' });
    renderRoutes(routes, { path: '/ads' });
    expect(await screen.findByText('my ads')).toBeInTheDocument();
    session.logOut();
    expect(await screen.findByText('login form')).toBeInTheDocument();
  });
});

// the staff's area as the app's router nests it (AppRouter.tsx): moderators' screens, and the admins' own inside
const staffRoutes = [
  { path: '/login', element: <p>login form</p> },
  {
    element: <RequireRole role={['admin', 'moderator']} />,
    children: [
      { path: '/admin/moderation', element: <p>moderation queue</p> },
      {
        element: <RequireRole role="admin" refuse />,
        children: [{ path: '/admin/settings', element: <p>site settings</p> }],
      },
    ],
  },
];

describe("the staff's area (issue 31)", () => {
  beforeEach(() => session.logOut());

  it("opens a moderator's screens to a moderator and an admin", async () => {
    session.logIn({ token: 't', name: 'Meera', contact: '9876543210', role: 'moderator' });
    const { unmount } = renderRoutes(staffRoutes, { path: '/admin/moderation' });
    expect(await screen.findByText('moderation queue')).toBeInTheDocument();
    unmount();
    session.logIn({ token: 't', name: 'Root', contact: '9876543210', role: 'admin' });
    renderRoutes(staffRoutes, { path: '/admin/moderation' });
    expect(await screen.findByText('moderation queue')).toBeInTheDocument();
  });

  it("refuses an admin's screen typed by a moderator where they are, with the way to their own", async () => {
    session.logIn({ token: 't', name: 'Meera', contact: '9876543210', role: 'moderator' });
    const { router } = renderRoutes(staffRoutes, { path: '/admin/settings' });
    expect(await screen.findByText(ADMINS_ONLY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('site settings')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/admin/desk');
  });

  it("shows an admin's screen to an admin", async () => {
    session.logIn({ token: 't', name: 'Root', contact: '9876543210', role: 'admin' });
    renderRoutes(staffRoutes, { path: '/admin/settings' });
    expect(await screen.findByText('site settings')).toBeInTheDocument();
  });

  it('sends an advertiser and a visitor to /login', async () => {
    const { router, unmount } = renderRoutes(staffRoutes, { path: '/admin/settings' });
    expect(await screen.findByText('login form')).toBeInTheDocument();
    unmount();
    session.logIn({ token: 't', name: 'Asha', contact: '9876543210', role: 'user' });
    const advertiser = renderRoutes(staffRoutes, { path: '/admin/moderation' });
    expect(await screen.findByText('login form')).toBeInTheDocument();
    expect(advertiser.router.state.location.pathname).toBe('/login');
    expect(router.state.location.pathname).toBe('/login');
  });
});
