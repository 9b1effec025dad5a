// The protected area's frame (SPEC section 2): top bar with logout, a sidebar greeting the account by
// name with its role's menu, and the title and breadcrumb from the path. Loaded lazily.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, ChakraProvider, Flex, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest, type Snapshot } from 'relay-runtime';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { ProtectedLayoutCreditsQuery } from '../../__generated__/ProtectedLayoutCreditsQuery.graphql';
import type { ProtectedLayoutOpenReportsQuery } from '../../__generated__/ProtectedLayoutOpenReportsQuery.graphql';
import { titleFromSegment } from '../../components/InnerBanner.tsx';
import { DashboardContentSkeleton } from '../../components/DashboardSkeleton.tsx';
import { PageFallback } from '../PageRoute.tsx';
import { session, useSession, type Role } from '../../lib/session.ts';
import { dashboardSystem } from '../dashboardTheme.ts';
import { LogOutEverywhereDialog } from './LogOutEverywhereDialog.tsx';
import { useLogOutMutation } from './useLogOutMutation.ts';
import { MenuToggleButton } from '../../components/MenuToggleButton.tsx';

const creditsQuery = graphql`
  query ProtectedLayoutCreditsQuery {
    viewer {
      credits
    }
  }
`;

/** SPEC section 4: an advertiser's balance is fetched again on every route change (silently). */
function useCreditsRefresh(pathname: string, role: Role | undefined): void {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (role !== 'user') return;
    const subscription = fetchQuery<ProtectedLayoutCreditsQuery>(
      environment,
      creditsQuery,
      {},
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => {
        if (data.viewer) session.setCredits(data.viewer.credits);
      },
      error: () => {},
    });
    return () => subscription.unsubscribe();
  }, [environment, pathname, role]);
}

const openReportsQuery = graphql`
  query ProtectedLayoutOpenReportsQuery {
    openReportCount
  }
`;

/**
 * The staff's count of open reports (admins and moderators), asked again on every route change and
 * read from the store, so a moderation decision that lowers it there
 * (features/trust-safety/moderation/caseLeftQueue.ts) shows at once.
 */
function useOpenReportCount(pathname: string, role: Role | undefined): number | null {
  const environment = useRelayEnvironment();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (role !== 'admin' && role !== 'moderator') return;
    const operation = createOperationDescriptor(getRequest(openReportsQuery), {});
    const retained = environment.retain(operation);
    const read = (snapshot: Snapshot) => {
      const value = (snapshot.data as ProtectedLayoutOpenReportsQuery['response'] | null)?.openReportCount;
      if (typeof value === 'number') setCount(value);
    };
    const snapshot = environment.lookup(operation.fragment);
    read(snapshot);
    const watching = environment.subscribe(snapshot, read);
    const fetching = fetchQuery<ProtectedLayoutOpenReportsQuery>(
      environment,
      openReportsQuery,
      {},
      { fetchPolicy: 'network-only' },
    ).subscribe({ error: () => {} });
    return () => {
      fetching.unsubscribe();
      watching.dispose();
      retained.dispose();
    };
  }, [environment, pathname, role]);
  return count;
}

/**
 * A menu's text: the advertiser's in the page's language (a descriptor); the staff's screens are English
 * only (a string).
 */
type MenuText = string | MessageDescriptor;

const shown = (i18n: I18n, text: MenuText) => (typeof text === 'string' ? text : i18n._(text));

interface MenuItem {
  to: string;
  label: MenuText;
  /** shows the count of open reports beside the label */
  openReportsBadge?: boolean;
}

/** The desk's review screens, the same for admins and moderators. */
const TRUST_AND_SAFETY: MenuItem[] = [
  { to: '/admin/moderation', label: 'Moderation', openReportsBadge: true },
  { to: '/admin/grievances', label: 'Grievances' },
  { to: '/admin/verifications', label: 'Verifications' },
  { to: '/admin/blocklist', label: 'Blocklist' },
];

const MENUS: Record<Role, { heading?: MenuText; items: MenuItem[] }[]> = {
  admin: [
    // issue 31: the desk's home (waiting work) and every ad, first
    {
      items: [
        { to: '/admin/desk', label: 'Desk' },
        { to: '/admin/ads', label: 'Ads' },
      ],
    },
    {
      heading: 'User Management',
      items: [
        { to: '/admin/users', label: 'Users' },
        { to: '/admin/users/account-requests', label: 'Account Requests' },
        { to: '/admin/staff', label: 'Staff' },
      ],
    },
    {
      heading: 'Credits',
      items: [
        { to: '/admin/credit-scheme', label: 'Credit Scheme' },
        { to: '/admin/credit-requests', label: 'Credit Requests' },
        { to: '/admin/bank-statements', label: 'Bank Statements' },
        { to: '/admin/credit-packages', label: 'Packages & Coupons' },
      ],
    },
    {
      items: [
        { to: '/admin/locations', label: 'Locations' },
        { to: '/admin/blogs', label: 'Blogs' },
        { to: '/admin/seo-pages', label: 'SEO Pages' },
        { to: '/admin/categories', label: 'Categories' },
        { to: '/admin', label: 'Contacts' },
        { to: '/admin/settings', label: 'Site Settings' },
      ],
    },
    { heading: 'Trust & Safety', items: [...TRUST_AND_SAFETY, { to: '/admin/audit', label: 'Audit Log' }] },
  ],
  // issue 31: the desk's review work, nothing of money, settings, the catalogue, accounts or staff (RequireRole refuses those screens)
  moderator: [
    {
      items: [
        { to: '/admin/desk', label: 'Desk' },
        { to: '/admin/ads', label: 'Ads' },
      ],
    },
    { heading: 'Trust & Safety', items: TRUST_AND_SAFETY },
  ],
  user: [
    {
      heading: msg`Ads`,
      items: [
        { to: '/ads', label: msg`All Ads` },
        { to: '/create-ad', label: msg`Create Ad` },
      ],
    },
    {
      items: [
        { to: '/credit-requests', label: msg`Credit Requests` },
        { to: '/credit-history', label: msg`Credit History` },
      ],
    },
    {
      items: [
        { to: '/account', label: msg`Account` },
        { to: '/verification', label: msg`Verification` },
      ],
    },
  ],
};

/**
 * The advertiser's screens' titles by their path's segment, in the page's language; they read as
 * titleFromSegment makes them in English. The staff's screens keep titleFromSegment's English.
 */
const ADVERTISER_TITLES: Readonly<Record<string, MessageDescriptor>> = {
  ads: msg`Ads`,
  edit: msg`Edit`,
  statistics: msg`Statistics`,
  promote: msg`Promote`,
  'create-ad': msg`Create Ad`,
  'credit-requests': msg`Credit Requests`,
  'credit-history': msg`Credit History`,
  account: msg`Account`,
  verification: msg`Verification`,
};

const CONTENT_SKELETON = <DashboardContentSkeleton />;

function DashboardFrame() {
  const { auth, credits } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [confirmingEverywhere, setConfirmingEverywhere] = useState(false);
  const [logOutOnServer, loggingOut] = useLogOutMutation();
  const { t, i18n } = useLingui();
  useCreditsRefresh(pathname, auth?.role);
  const openReports = useOpenReportCount(pathname, auth?.role);
  // a phone's sidebar closes once a screen is chosen
  useEffect(() => setSidebarOpen(false), [pathname]);
  if (!auth) return null;
  const leave = () => {
    session.logOut();
    navigate('/login');
  };
  const segments = pathname.split('/').filter(Boolean);
  const screenTitle = (segment: string) => {
    const advertisers = auth.role === 'user' ? ADVERTISER_TITLES[segment] : undefined;
    return advertisers ? i18n._(advertisers) : titleFromSegment(segment);
  };
  const title =
    segments.length === 1 && segments[0] === 'admin' ? 'Contacts' : screenTitle(segments[segments.length - 1] ?? '');
  const { name } = auth;

  return (
    <Flex minHeight="100vh" direction={{ base: 'column', md: 'row' }}>
      <Box
        as="nav"
        id="dashboard-sidebar"
        aria-label={t`Dashboard`}
        bg="gray.900"
        color="gray.100"
        width={{ md: '64' }}
        flexShrink="0"
        p="5"
        display={{ base: sidebarOpen ? 'block' : 'none', md: 'block' }}
      >
        <Text fontWeight="bold" mb="6">
          <Trans>Hi, {name}</Trans>
        </Text>
        <Stack gap="5">
          {MENUS[auth.role].map((group, index) => (
            <Stack key={index} gap={{ base: '0', md: '2' }}>
              {group.heading && (
                <Text fontSize="xs" textTransform="uppercase" color="gray.400">
                  {shown(i18n, group.heading)}
                </Text>
              )}
              {group.items.map((item) => (
                <Link
                  key={item.to}
                  asChild
                  color="gray.100"
                  _currentPage={{ color: 'white', fontWeight: 'bold' }}
                  // a thumb's height on a phone
                  minHeight={{ base: '11', md: 'auto' }}
                >
                  <NavLink to={item.to} end>
                    {shown(i18n, item.label)}
                    {item.openReportsBadge && openReports !== null && openReports > 0 && (
                      <>
                        {' '}
                        <Badge ms="1" colorPalette="red" variant="solid">
                          {openReports}{' '}
                          <VisuallyHidden>
                            <Trans>open reports</Trans>
                          </VisuallyHidden>
                        </Badge>
                      </>
                    )}
                  </NavLink>
                </Link>
              ))}
            </Stack>
          ))}
        </Stack>
        <Button
          mt="8"
          size="sm"
          variant="outline"
          color="gray.100"
          _hover={{ color: 'gray.900' }}
          onClick={() => setConfirmingEverywhere(true)}
        >
          <Trans>Log out everywhere</Trans>
        </Button>
        <LogOutEverywhereDialog
          open={confirmingEverywhere}
          onClose={() => setConfirmingEverywhere(false)}
          onLoggedOut={leave}
        />
      </Box>
      <Box flex="1" minWidth="0">
        <Flex
          as="header"
          align="center"
          justify="space-between"
          borderBottomWidth="1px"
          px={{ base: '4', md: '6' }}
          py="3"
          gap="4"
        >
          <MenuToggleButton
            label={sidebarOpen ? t`Hide menu` : t`Show menu`}
            open={sidebarOpen}
            controls="dashboard-sidebar"
            onToggle={() => setSidebarOpen((open) => !open)}
          />
          <Box flex="1" minWidth="0">
            <Heading as="h1" size="lg">
              {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {/* an id in the path (/ads/12/statistics) names no screen of its own */}
              {segments
                .filter((segment) => !/^\d+$/.test(segment))
                .map(screenTitle)
                .join(' / ')}
            </Text>
          </Box>
          <Flex align="center" gap="4">
            {auth.role === 'user' && credits !== null && (
              <Text fontWeight="medium">
                <Trans>Credits: {credits}</Trans>
              </Text>
            )}
            <Button
              variant="outline"
              size="sm"
              loading={loggingOut}
              onClick={async () => {
                // the server ends the token first; the local session is cleared even when it cannot be reached
                await logOutOnServer();
                leave();
              }}
            >
              <Trans>Logout</Trans>
            </Button>
          </Flex>
        </Flex>
        <Box as="main" p={{ base: '4', md: '6' }} overflowX="auto">
          {/* the frame above stays on screen; the screen's code and data load behind a skeleton of it */}
          <PageFallback.Provider value={CONTENT_SKELETON}>
            <Suspense fallback={CONTENT_SKELETON}>
              <Outlet />
            </Suspense>
          </PageFallback.Provider>
        </Box>
      </Box>
    </Flex>
  );
}

export function ProtectedLayout() {
  return (
    <ChakraProvider value={dashboardSystem}>
      <DashboardFrame />
    </ChakraProvider>
  );
}
