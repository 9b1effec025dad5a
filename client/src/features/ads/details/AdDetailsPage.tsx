// /call-girls/{city}/{name}-{id}: one ad as a visitor wants it (issue 33; the SPEC shows no screen): photos,
// who and where, Call and WhatsApp (kept on a phone's screen), share, the details the advertiser wrote,
// its dates in words, and more ads of its city and category. The old addresses (/call-girls/{id}) answer
// 301 on the server and move here in the browser. An ad that ended or was removed answers 410 with a page
// that says so and shows the city's current ads (nothing of the ad itself).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Box, Button, Container, Grid, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { lazyWithMessages } from '../../../lib/moduleMessages.ts';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, Link as RouterLink, type LoaderFunction } from 'react-router-dom';
import { globalIdOf } from '../../../../../common/globalIds.ts';
import { adIdOfSegment } from '../../../../../common/slugs.ts';
import { runInWords } from '../../../../../common/india.ts';
import { loaderLanguage, usePageQueryRef } from '../../../lib/pageQuery.ts';
import { useSiteOrigin } from '../../../lib/siteSettings.ts';
import { usePageLanguage, usePlaceName } from '../../../lib/language.ts';
import { pathInLanguage } from '../../../../../common/languages.ts';
import type { IEnvironment } from 'relay-runtime';
import type { AdDetailsPageQuery } from '../../../__generated__/AdDetailsPageQuery.graphql';
import { DocumentHead, HeadOf, LISTING_CRUMBS } from '../../../components/DocumentHead.tsx';
import { LazyNotFoundContent } from '../../../components/LazyNotFoundContent.tsx';
import { AdGallery } from './AdGallery.tsx';
import { ContactActions, ContactBar } from './ContactActions.tsx';
import { adPath } from './contactLinks.ts';
import { ShareAdButton } from './ShareAdButton.tsx';
import { ReportAdAction } from '../report/ReportAdAction.tsx';
import { useRecordAdEvent } from '../useRecordAdEvent.ts';
import { listingPath } from '../listing/listingAddress.tsx';
import { AdAge, VerifiedBadge } from '../listing/AdPersonMarks.tsx';

// below the fold (the cards of more ads) and the 410 page: their code loads after the page's own (issue 33's budget)
const MoreAds = lazyWithMessages('MoreAds', () =>
  import('./MoreAds.tsx').then((module) => ({ default: module.MoreAds })),
);
const AdEnded = lazyWithMessages('MoreAds', () =>
  import('./MoreAds.tsx').then((module) => ({ default: module.AdEnded })),
);

const adDetailsPageQuery = graphql`
  query AdDetailsPageQuery($id: ID!, $path: String!, $citySlug: String, $language: Language) {
    pageHead(path: $path, language: $language) {
      ...DocumentHead_head
      status
      redirectTo
    }
    ad(id: $id) {
      id
      name
      description
      contact
      age
      verified
      startDate
      endDate
      services
      category {
        name
        hindiName
      }
      location {
        ...cityPlace_location @relay(mask: false)
      }
      quickSummaries {
        name
        value
      }
      customSections {
        title
        description
      }
      images {
        url
      }
      ...AdGallery_ad
    }
    # in the same query, so the server renders them with the page: more of the city and category, or the
    # city's current ads once this one is gone
    adNeighbours(id: $id, citySlug: $citySlug, first: 4) {
      ended
      city {
        name
        hindiName
        slug
      }
      category {
        name
        hindiName
        slug
      }
      ads {
        id
        ...AdCard_ad
      }
    }
  }
`;

/**
 * The route's parameters: at the readable address the city's slug and `{name}-{id}` (the route table calls
 * them citySlug and categorySlug: one pattern with the city and category's listing), at an old one the ad's
 * database id or global id.
 */
export function adDetailsPageLoader(environment: IEnvironment): LoaderFunction {
  return ({ params, context }) => {
    const readable = params.citySlug !== undefined;
    const number = readable ? adIdOfSegment(params.categorySlug ?? '') : null;
    const id = globalIdOf('Ad', readable ? (number === null ? null : String(number)) : params.id);
    if (!id) return null;
    return loadQuery<AdDetailsPageQuery>(
      environment,
      adDetailsPageQuery,
      {
        id,
        path: readable ? `/call-girls/${params.citySlug}/${params.categorySlug}` : `/call-girls/${params.id}`,
        citySlug: readable ? (params.citySlug ?? null) : null,
        language: loaderLanguage({ context }),
      },
      { fetchPolicy: 'store-or-network' },
    );
  };
}

export function AdDetailsPage() {
  const queryRef = usePageQueryRef<PreloadedQuery<AdDetailsPageQuery> | null>();
  return queryRef ? <AdDetails queryRef={queryRef} /> : <LazyNotFoundContent />;
}

function AdDetails({ queryRef }: { queryRef: PreloadedQuery<AdDetailsPageQuery> }) {
  const { pageHead, ad, adNeighbours } = usePreloadedQuery<AdDetailsPageQuery>(adDetailsPageQuery, queryRef);
  const origin = useSiteOrigin().replace(/\/+$/, '');
  const language = usePageLanguage();
  const placeName = usePlaceName();
  const { t } = useLingui();
  // statistics: a visit of the page (the server keeps one per visitor and day)
  const recordAdEvent = useRecordAdEvent();
  const adId = ad?.id;
  useEffect(() => {
    if (adId) recordAdEvent('view', [adId]);
  }, [adId, recordAdEvent]);
  // an old address, or a stale name or city (the server answers these 301 before rendering)
  if (pageHead.status === 301 && pageHead.redirectTo) return <Navigate to={pageHead.redirectTo} replace />;
  if (!ad) {
    return adNeighbours?.ended ? (
      <Suspense fallback={null}>
        <AdEnded head={pageHead} neighbours={adNeighbours} />
      </Suspense>
    ) : (
      <LazyNotFoundContent />
    );
  }
  const path = adPath(ad);
  const adName = ad.name;
  const cityName = placeName(ad.location);
  const availableWhen = runInWords(ad.startDate, ad.endDate);
  const neighbourCategory = adNeighbours?.category ? placeName(adNeighbours.category) : '';
  const neighbourCity = adNeighbours ? placeName(adNeighbours.city) : '';

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <DocumentHead head={pageHead} />
      <HeadOf
        crumbs={[...LISTING_CRUMBS, { name: cityName, path: listingPath(ad.location.slug) }, { name: ad.name, path }]}
        previewImage={ad.images[0]?.url}
      />
      <Button asChild variant="ghost" colorPalette="brand" size="sm" mb="4" px="2">
        {/* the listing of the ad's city, at its readable address */}
        <RouterLink to={listingPath(ad.location.slug)}>
          <Trans>‹ Back to listing</Trans>
        </RouterLink>
      </Button>
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }}
        gap={{ base: '6', lg: '10' }}
        alignItems="start"
      >
        <AdGallery ad={ad} />
        <Stack gap="6">
          <Box>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
              {ad.name}
            </Heading>
            <Wrap gap="2" align="center">
              <Badge colorPalette="brand" variant="subtle" size="lg">
                {placeName(ad.category)}
              </Badge>
              <VerifiedBadge verified={ad.verified} size="lg" />
              <AdAge age={ad.age} />
              <Text color="fg.muted">
                {cityName}, {placeName(ad.location.state)}
              </Text>
            </Wrap>
          </Box>

          {/* on a phone the bar at the bottom holds them, always on screen */}
          <Box display={{ base: 'none', md: 'block' }}>
            <ContactActions
              adId={ad.id}
              adName={ad.name}
              citySlug={ad.location.slug}
              contact={ad.contact}
              showNumber
              size="lg"
            />
          </Box>
          <ShareAdButton title={t`${adName} in ${cityName}`} url={`${origin}${pathInLanguage(path, language)}`} />
          <SafetyNotice />
          <ReportAdAction adId={ad.id} adName={ad.name} label={t`Report this ad`} />

          {ad.quickSummaries.length > 0 && (
            <Box as="section" aria-labelledby="ad-summary">
              <Heading as="h2" size="lg" mb="3" id="ad-summary">
                <Trans>Quick summary</Trans>
              </Heading>
              <Grid as="dl" templateColumns="max-content 1fr" columnGap="6" rowGap="2">
                {ad.quickSummaries.map((summary) => (
                  <Box key={summary.name} display="contents">
                    <Text as="dt" fontWeight="semibold">
                      {summary.name}
                    </Text>
                    <Text as="dd">{summary.value}</Text>
                  </Box>
                ))}
              </Grid>
            </Box>
          )}

          <Box as="section" aria-labelledby="ad-about">
            <Heading as="h2" size="lg" mb="3" id="ad-about">
              <Trans>About {adName}</Trans>
            </Heading>
            <Text whiteSpace="pre-line">{ad.description}</Text>
          </Box>

          {ad.services.length > 0 && (
            <Box as="section" aria-labelledby="ad-services">
              <Heading as="h2" size="lg" mb="3" id="ad-services">
                <Trans>Services</Trans>
              </Heading>
              <Wrap as="ul" gap="2" listStyleType="none">
                {ad.services.map((service) => (
                  <Box as="li" key={service}>
                    <Badge colorPalette="brand" variant="outline" size="lg">
                      {service}
                    </Badge>
                  </Box>
                ))}
              </Wrap>
            </Box>
          )}

          {ad.customSections.map((section) => (
            <Box as="section" key={section.title}>
              <Heading as="h2" size="lg" mb="3">
                {section.title}
              </Heading>
              <Text whiteSpace="pre-line">{section.description}</Text>
            </Box>
          ))}

          <Box as="section" aria-labelledby="ad-dates">
            <Heading as="h2" size="lg" mb="3" id="ad-dates">
              <Trans>Availability</Trans>
            </Heading>
            <Text>
              <Trans>
                Available <time dateTime={ad.endDate.slice(0, 10)}>{availableWhen}</time>
              </Trans>
            </Text>
          </Box>
        </Stack>
      </Grid>
      {adNeighbours && !adNeighbours.ended && adNeighbours.ads.length > 0 && (
        <Suspense fallback={null}>
          <MoreAds
            title={
              neighbourCategory ? t`More ${neighbourCategory} ads in ${neighbourCity}` : t`More ads in ${neighbourCity}`
            }
            ads={adNeighbours.ads}
            allPath={listingPath(adNeighbours.city.slug, adNeighbours.category?.slug)}
            allLabel={
              neighbourCategory
                ? t`See all ${neighbourCategory} ads in ${neighbourCity}`
                : t`See all ads in ${neighbourCity}`
            }
          />
        </Suspense>
      )}
      <ContactBar adId={ad.id} adName={ad.name} citySlug={ad.location.slug} contact={ad.contact} />
    </Container>
  );
}

/** Issue 7: the scams this trade sees most are advance payments and first meetings in private. */
function SafetyNotice() {
  const { t } = useLingui();
  return (
    <Alert.Root status="warning" variant="subtle" size="sm" role="note" aria-label={t`Stay safe`}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Stay safe</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>Never pay anything in advance, and meet in a public place first.</Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
