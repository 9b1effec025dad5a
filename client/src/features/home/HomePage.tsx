// The home page (SPEC sections 1 and 2 "Home"): banner, the 'Find Your Partner' search, Why Choose Us,
// the Call Girls promo and the privacy commitment. A visitor's first page: text and CSS, no images.
import { Box, Button, Card, Container, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useContext, type ReactNode } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, type LoaderFunction } from 'react-router-dom';
import { loaderLanguage, usePageQueryRef } from '../../lib/pageQuery.ts';
import { useSiteSettings } from '../../lib/siteSettings.ts';
import type { IEnvironment } from 'relay-runtime';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { DocumentHead } from '../../components/DocumentHead.tsx';
import { LineIcon } from '../../components/LineIcon.tsx';
import { HomeSpotlightSlot } from '../../components/HomeSpotlightSlot.tsx';
import { HomeSearch } from './HomeSearch.tsx';

const homePageQuery = graphql`
  query HomePageQuery($language: Language) {
    pageHead(path: "/", language: $language) {
      ...DocumentHead_head
    }
    ...HomeSearch_query
    homeSpotlight {
      id
    }
    ...HomeSpotlight_query
  }
`;

export function homePageLoader(environment: IEnvironment): LoaderFunction {
  return (args) =>
    loadQuery<HomePageQuery>(
      environment,
      homePageQuery,
      { language: loaderLanguage(args) },
      { fetchPolicy: 'store-or-network' },
    );
}

// a figure's value is digits, or a word in the page's language
const FACTS: readonly { value: string | MessageDescriptor; label: MessageDescriptor }[] = [
  { value: '20k+', label: msg`Active ads` },
  { value: '500+', label: msg`Cities` },
  { value: msg`Free`, label: msg`Search, no sign-up` },
];

function Icon({ children }: { children: ReactNode }) {
  return (
    <Box
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="12"
      borderRadius="full"
      bg="brand.subtle"
      color="brand.fg"
      mb="4"
    >
      <LineIcon size={24}>{children}</LineIcon>
    </Box>
  );
}

const REASONS = [
  {
    title: msg`100% Privacy`,
    icon: (
      <>
        <rect x="4" y="11" width="16" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </>
    ),
    text: msg`Browse and get in touch without creating an account. We do not ask visitors for personal details, and what advertisers share with us stays protected.`,
  },
  {
    title: msg`Verified Profiles`,
    icon: (
      <>
        <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
        <path d="M9 12l2 2 4-4" />
      </>
    ),
    text: msg`Every advertiser account is reviewed and approved by our team before it can publish, and each ad runs only for the dates it was paid for.`,
  },
  {
    title: msg`Best Matches`,
    icon: (
      <>
        <circle cx="11" cy="11" r="7" />
        <path d="M21 21l-4.3-4.3" />
      </>
    ),
    text: msg`Narrow the directory by category, state and city to see the companions near you, newest ads first, with photos and services at a glance.`,
  },
] as const;

export function HomePage() {
  const { siteName } = useSiteSettings();
  const { t, i18n } = useLingui();
  const data = usePreloadedQuery<HomePageQuery>(homePageQuery, usePageQueryRef<PreloadedQuery<HomePageQuery>>());
  // today's spotlight (issue 34): the block and its cards load only when there is one to show
  const Spotlight = useContext(HomeSpotlightSlot);

  return (
    <>
      <DocumentHead head={data.pageHead} />

      <Box
        bgGradient="to-br"
        gradientFrom="brand.900"
        gradientTo="brand.700"
        color="white"
        pt={{ base: '12', md: '20' }}
        pb={{ base: '28', md: '32' }}
      >
        <Container maxW="4xl" textAlign="center">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="short" mb="4">
            <Trans>Find Your Perfect Companion Anywhere in India</Trans>
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900" maxW="2xl" mx="auto">
            <Trans>
              Browse 20k+ active ads from independent advertisers in 500+ cities. Searching is free, and you never need
              an account to look.
            </Trans>
          </Text>
        </Container>
      </Box>

      <Container maxW="5xl" mt={{ base: '-20', md: '-24' }} position="relative">
        <HomeSearch query={data} />
      </Container>

      <Container maxW="5xl" py={{ base: '10', md: '14' }}>
        <Grid as="dl" templateColumns="repeat(3, minmax(0, 1fr))" gap={{ base: '2', sm: '4' }} textAlign="center">
          {/* keyed by their texts: a message's id is not in the browser's build (decision 0131) */}
          {FACTS.map((fact) => (
            <Box
              key={i18n._(fact.label)}
              display="flex"
              flexDirection="column-reverse"
              py="4"
              borderRadius="lg"
              bg="brand.subtle"
            >
              <Text as="dt" color="fg.muted" fontSize={{ base: 'xs', sm: 'md' }} px="1">
                {i18n._(fact.label)}
              </Text>
              <Text as="dd" fontSize={{ base: '2xl', sm: '3xl' }} fontWeight="bold" color="brand.fg">
                {typeof fact.value === 'string' ? fact.value : i18n._(fact.value)}
              </Text>
            </Box>
          ))}
        </Grid>
      </Container>

      {Spotlight && data.homeSpotlight.length > 0 && (
        <Suspense fallback={null}>
          <Spotlight query={data} />
        </Suspense>
      )}

      <Box as="section" aria-labelledby="why-choose-us" bg="bg.subtle" py={{ base: '12', md: '16' }}>
        <Container maxW="6xl">
          <Heading as="h2" size="2xl" textAlign="center" mb="10" id="why-choose-us">
            <Trans>Why Choose Us</Trans>
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {REASONS.map((reason) => (
              <Card.Root key={i18n._(reason.title)} textAlign="center" alignItems="center">
                <Card.Body alignItems="center">
                  <Icon>{reason.icon}</Icon>
                  <Heading as="h3" size="lg" mb="2">
                    {i18n._(reason.title)}
                  </Heading>
                  <Text color="fg.muted">{i18n._(reason.text)}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="call-girls-promo" py={{ base: '12', md: '16' }}>
        <Container maxW="4xl" textAlign="center">
          <Heading as="h2" size="2xl" mb="4" id="call-girls-promo">
            <Trans>Call Girls</Trans>
          </Heading>
          <Text color="fg.muted" fontSize="lg" mb="6">
            <Trans>
              Looking for company for a quiet evening or a special event? Explore the ads of independent call girls and
              escorts in your city, see their photos and services, and contact them directly by phone or WhatsApp. New
              ads are published every day.
            </Trans>
          </Text>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/call-girls" aria-label={t`Read More about Call Girls`}>
              <Trans>Read More</Trans>
            </RouterLink>
          </Button>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="privacy-commitment" bg="bg.subtle" py={{ base: '12', md: '16' }}>
        <Container maxW="4xl">
          <Heading as="h2" size="2xl" mb="4" id="privacy-commitment">
            <Trans>Our Privacy Commitment</Trans>
          </Heading>
          <Stack gap="4" color="fg.muted">
            <Text>
              <Trans>
                Your privacy matters to us. Visitors can browse the directory without signing up, and we keep only the
                information the directory needs to work: the account details advertisers give us and the messages sent
                through our contact form. We do not publish an advertiser's e-mail address or home address, and we do
                not sell personal information.
              </Trans>
            </Text>
            <Heading as="h3" size="lg" color="fg">
              <Trans>Security measures</Trans>
            </Heading>
            <Text>
              <Trans>
                Your personal information is protected: passwords are stored only as secure hashes, signed-in sessions
                expire after seven days, and only our administrators can see account details.
              </Trans>
            </Text>
            <Text>
              <Trans>
                {siteName} lists ads; any arrangement or payment is between a visitor and the advertiser. We are not
                liable for payments made to third-party advertisers, so never pay in advance to someone you do not
                trust.
              </Trans>
            </Text>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
