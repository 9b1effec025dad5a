import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../lib/session.ts';
import { renderRoutes } from '../test/render.tsx';
import { RequireRole } from './RequireRole.tsx';

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
