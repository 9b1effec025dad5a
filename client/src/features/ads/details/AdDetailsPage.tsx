// /call-girls/{id}: one ad as a visitor wants it (the SPEC shows no screen): photos, who and where,
// how to get in touch, the details the advertiser wrote, and the way back to the listing.
import { Alert, Badge, Box, Button, Container, Grid, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, type LoaderFunction } from 'react-router-dom';
import { adPathOf } from '../../../../../common/routes.ts';
import { databaseIdOf, globalIdOf } from '../../../../../common/globalIds.ts';
import { usePageQueryRef } from '../../../lib/pageQuery.ts';
import type { IEnvironment } from 'relay-runtime';
import type { AdDetailsPageQuery } from '../../../__generated__/AdDetailsPageQuery.graphql';
import { DocumentHead, HeadOf, LISTING_CRUMBS } from '../../../components/DocumentHead.tsx';
import { LazyNotFoundContent } from '../../../components/LazyNotFoundContent.tsx';
import { AdGallery } from './AdGallery.tsx';
import { ContactActions } from './ContactActions.tsx';
import { ReportAdAction } from '../report/ReportAdAction.tsx';
import { useRecordAdEvent } from '../useRecordAdEvent.ts';
import { listingPath } from '../listing/listingAddress.tsx';
import { AdAge, VerifiedBadge } from '../listing/AdPersonMarks.tsx';

const adDetailsPageQuery = graphql`
  query AdDetailsPageQuery($id: ID!, $path: String!) {
    pageHead(path: $path) {
      ...DocumentHead_head
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
      }
      location {
        name
        slug
        state {
          name
        }
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
  }
`;

/** The route's id may be the ad's global id (the app's links) or its database id (older links). */
export function adDetailsPageLoader(environment: IEnvironment): LoaderFunction {
  return ({ params }) => {
    const id = globalIdOf('Ad', params.id);
    if (!id) return null;
    return loadQuery<AdDetailsPageQuery>(
      environment,
      adDetailsPageQuery,
      { id, path: `/call-girls/${params.id}` },
      { fetchPolicy: 'store-or-network' },
    );
  };
}

/** SPEC section 9: dates read year-month-day. */
function formatDate(date: string): string {
  return date.slice(0, 10);
}

export function AdDetailsPage() {
  const queryRef = usePageQueryRef<PreloadedQuery<AdDetailsPageQuery> | null>();
  return queryRef ? <AdDetails queryRef={queryRef} /> : <LazyNotFoundContent />;
}

function AdDetails({ queryRef }: { queryRef: PreloadedQuery<AdDetailsPageQuery> }) {
  const { pageHead, ad } = usePreloadedQuery<AdDetailsPageQuery>(adDetailsPageQuery, queryRef);
  // statistics: a visit of the page (the server keeps one per visitor and day)
  const recordAdEvent = useRecordAdEvent();
  const adId = ad?.id;
  useEffect(() => {
    if (adId) recordAdEvent('view', [adId]);
  }, [adId, recordAdEvent]);
  if (!ad) return <LazyNotFoundContent />;

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <DocumentHead head={pageHead} />
      <HeadOf
        crumbs={[
          ...LISTING_CRUMBS,
          { name: ad.location.name, path: listingPath(ad.location.slug) },
          { name: ad.name, path: adPathOf(databaseIdOf('Ad', ad.id) ?? ad.id) },
        ]}
        previewImage={ad.images[0]?.url}
      />
      <Button asChild variant="ghost" colorPalette="brand" size="sm" mb="4" px="2">
        {/* the listing of the ad's city, at its readable address */}
        <RouterLink to={listingPath(ad.location.slug)}>‹ Back to listing</RouterLink>
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
                {ad.category.name}
              </Badge>
              <VerifiedBadge verified={ad.verified} size="lg" />
              <AdAge age={ad.age} />
              <Text color="fg.muted">
                {ad.location.name}, {ad.location.state.name}
              </Text>
            </Wrap>
          </Box>

          <ContactActions adId={ad.id} adName={ad.name} contact={ad.contact} showNumber size="lg" />
          <SafetyNotice />
          <ReportAdAction adId={ad.id} adName={ad.name} label="Report this ad" />

          {ad.quickSummaries.length > 0 && (
            <Box as="section" aria-labelledby="ad-summary">
              <Heading as="h2" size="lg" mb="3" id="ad-summary">
                Quick summary
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
              About {ad.name}
            </Heading>
            <Text whiteSpace="pre-line">{ad.description}</Text>
          </Box>

          {ad.services.length > 0 && (
            <Box as="section" aria-labelledby="ad-services">
              <Heading as="h2" size="lg" mb="3" id="ad-services">
                Services
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
              Availability
            </Heading>
            <Text>
              From <time dateTime={formatDate(ad.startDate)}>{formatDate(ad.startDate)}</time> to{' '}
              <time dateTime={formatDate(ad.endDate)}>{formatDate(ad.endDate)}</time>
            </Text>
          </Box>
        </Stack>
      </Grid>
    </Container>
  );
}

/** Issue 7: the scams this trade sees most are advance payments and first meetings in private. */
function SafetyNotice() {
  return (
    <Alert.Root status="warning" variant="subtle" size="sm" role="note" aria-label="Stay safe">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Stay safe</Alert.Title>
        <Alert.Description>Never pay anything in advance, and meet in a public place first.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
