// /admin/desk [staff] (issue 31): the desk's home, how much work waits, each count a link to the screen
// that does it. A count the caller may not open (a moderator: account and credit requests) is not shown.
import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { DeskPageQuery, DeskPageQuery$data } from '../../../__generated__/DeskPageQuery.graphql';
import { pageQueryLoader, usePageQueryData } from '../../../lib/pageQuery.ts';

const DeskPageQueryNode = graphql`
  query DeskPageQuery {
    deskCounts {
      heldAds
      openReports
      pendingVerifications
      grievancesDueSoon
      accountRequests
      creditRequests
    }
  }
`;

// counts change all the time: always asked again
export const deskPageLoader = pageQueryLoader<DeskPageQuery>(DeskPageQueryNode, 'network-only');

type CountName = keyof DeskPageQuery$data['deskCounts'];

/** Each count's words and the screen it links to, in the order the work matters. */
export const DESK_COUNTS: readonly { name: CountName; label: string; to: string; none: string }[] = [
  { name: 'heldAds', label: 'Ads held for review', to: '/admin/moderation', none: 'No ad is held.' },
  { name: 'openReports', label: 'Open reports', to: '/admin/moderation', none: 'No report is open.' },
  {
    name: 'grievancesDueSoon',
    label: 'Complaints near their deadline',
    to: '/admin/grievances',
    none: 'No complaint is near its deadline.',
  },
  {
    name: 'pendingVerifications',
    label: 'Verifications waiting',
    to: '/admin/verifications',
    none: 'No verification waits.',
  },
  {
    name: 'accountRequests',
    label: 'Account requests',
    to: '/admin/users/account-requests',
    none: 'No account waits for approval.',
  },
  { name: 'creditRequests', label: 'Credit requests', to: '/admin/credit-requests', none: 'No credit request waits.' },
];

export function DeskPage() {
  const { deskCounts } = usePageQueryData<DeskPageQuery>(DeskPageQueryNode);
  const shown = DESK_COUNTS.filter((entry) => deskCounts[entry.name] != null);
  return (
    <Stack gap="5">
      <Text color="fg.muted">The work waiting for the desk. Each box opens its screen.</Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" as="ul" listStyleType="none">
        {shown.map((entry) => {
          const count = deskCounts[entry.name] ?? 0;
          return (
            <Box as="li" key={entry.name}>
              <Link
                asChild
                display="block"
                borderWidth="1px"
                borderRadius="md"
                p="4"
                height="full"
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              >
                <RouterLink to={entry.to}>
                  <Text
                    as="span"
                    display="block"
                    textStyle="3xl"
                    fontWeight="bold"
                    color={count > 0 ? 'red.fg' : 'fg.muted'}
                  >
                    {count.toLocaleString('en-IN')}
                  </Text>
                  <Text as="span" display="block" fontWeight="medium">
                    {entry.label}
                  </Text>
                  {count === 0 && (
                    <Text as="span" display="block" textStyle="sm" color="fg.muted">
                      {entry.none}
                    </Text>
                  )}
                </RouterLink>
              </Link>
            </Box>
          );
        })}
      </SimpleGrid>
      <Box>
        <Heading as="h2" size="sm" mb="2">
          Find anything
        </Heading>
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to="/admin/ads">Search every ad</RouterLink>
        </Link>
        {deskCounts.accountRequests != null && (
          <>
            {' · '}
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to="/admin/users">Search users</RouterLink>
            </Link>
          </>
        )}
      </Box>
    </Stack>
  );
}
