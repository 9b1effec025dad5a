// Protected areas show only to a signed-in account of the route's role (or one of its roles); anyone
// else goes to /login. Inside the staff's area (issue 31) an admin's screen typed by a moderator is
// refused where they are (`refuse`): they are signed in, and the dashboard's menu takes them on.
import { Trans } from '@lingui/react/macro';
import { Link, Stack, Text } from '@chakra-ui/react';
import { Navigate, Outlet, Link as RouterLink, useLocation } from 'react-router-dom';
import { homeOfRole, useSession, type Role } from '../lib/session.ts';

export const ADMINS_ONLY_MESSAGE = 'This page is for admins only.';

export function RequireRole({ role, refuse = false }: { role: Role | readonly Role[]; refuse?: boolean }) {
  const { auth } = useSession();
  const location = useLocation();
  const roles: readonly Role[] = typeof role === 'string' ? [role] : role;
  if (auth && !roles.includes(auth.role) && refuse) return <NotForThisRole home={homeOfRole(auth.role)} />;
  if (!auth || !roles.includes(auth.role)) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

function NotForThisRole({ home }: { home: string }) {
  return (
    <Stack gap="3" py="8" textAlign="center" role="alert">
      <Text fontWeight="semibold">{ADMINS_ONLY_MESSAGE}</Text>
      <Text>
        <Link asChild colorPalette="pink" textDecoration="underline">
          <RouterLink to={home}>
            <Trans>Go to your dashboard</Trans>
          </RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
