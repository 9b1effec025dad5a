// The protected area's frame (SPEC section 2): top bar with logout, a sidebar greeting the account by
// name with its role's menu, and the title and breadcrumb from the path. Loaded lazily.
import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { titleFromSegment } from '../../components/InnerBanner.tsx';
import { session, useSession, type Role } from '../../lib/session.ts';

const MENUS: Record<Role, { heading?: string; items: { to: string; label: string }[] }[]> = {
  admin: [
    { heading: 'User Management', items: [{ to: '/admin/users', label: 'Users' }, { to: '/admin/users/account-requests', label: 'Account Requests' }] },
    { heading: 'Credits', items: [{ to: '/admin/credit-scheme', label: 'Credit Scheme' }, { to: '/admin/credit-requests', label: 'Credit Requests' }] },
    {
      items: [
        { to: '/admin/locations', label: 'Locations' },
        { to: '/admin/blogs', label: 'Blogs' },
        { to: '/admin/seo-pages', label: 'SEO Pages' },
        { to: '/admin/categories', label: 'Categories' },
        { to: '/admin', label: 'Contacts' },
      ],
    },
  ],
  user: [
    { heading: 'Ads', items: [{ to: '/ads', label: 'All Ads' }, { to: '/create-ad', label: 'Create Ad' }] },
    { items: [{ to: '/credit-requests', label: 'Credit Requests' }] },
  ],
};

export function ProtectedLayout() {
  const { auth, credits } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!auth) return null;
  const segments = pathname.split('/').filter(Boolean);
  const title = titleFromSegment(segments[segments.length - 1] ?? '');

  return (
    <Flex minHeight="100vh" direction={{ base: 'column', md: 'row' }}>
      <Box as="nav" aria-label="Dashboard" bg="gray.900" color="gray.100" width={{ md: '64' }} p="5">
        <Text fontWeight="bold" mb="6">
          Hi, {auth.name}
        </Text>
        <Stack gap="5">
          {MENUS[auth.role].map((group, index) => (
            <Stack key={group.heading ?? index} gap="2">
              {group.heading && (
                <Text fontSize="xs" textTransform="uppercase" color="gray.400">
                  {group.heading}
                </Text>
              )}
              {group.items.map((item) => (
                <Link key={item.to} asChild color="gray.100" _currentPage={{ color: 'white', fontWeight: 'bold' }}>
                  <NavLink to={item.to} end>
                    {item.label}
                  </NavLink>
                </Link>
              ))}
            </Stack>
          ))}
        </Stack>
      </Box>
      <Box flex="1" minWidth="0">
        <Flex as="header" align="center" justify="space-between" borderBottomWidth="1px" px="6" py="3" gap="4">
          <Box>
            <Heading as="h1" size="lg">
              {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {segments.map(titleFromSegment).join(' / ')}
            </Text>
          </Box>
          <Flex align="center" gap="4">
            {auth.role === 'user' && credits !== null && <Text fontWeight="medium">Credits: {credits}</Text>}
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                session.logOut();
                navigate('/login');
              }}
            >
              Logout
            </Button>
          </Flex>
        </Flex>
        <Box p="6">
          <Outlet />
        </Box>
      </Box>
    </Flex>
  );
}
