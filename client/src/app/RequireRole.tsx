// Protected areas show only to a signed-in account of the route's role; anyone else goes to /login.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession, type Role } from '../lib/session.ts';

export function RequireRole({ role }: { role: Role }) {
  const { auth } = useSession();
  const location = useLocation();
  if (auth?.role !== role) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
