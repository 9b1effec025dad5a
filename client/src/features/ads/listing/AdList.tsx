// The listing of SPEC section 2: heading and result line, the Filters dialog, the ad cards with
// infinite scroll (5 a page); the city is the address's (issue 33: picking one goes to its address).
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Container, Flex, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyWithMessages } from '../../../lib/moduleMessages.ts';
import { useRecordAdEvent } from '../useRecordAdEvent.ts';
import { graphql, usePaginationFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AdList_query$key } from '../../../__generated__/AdList_query.graphql';
import AdListPaginationQueryNode, {
  type AdListPaginationQuery,
} from '../../../__generated__/AdListPaginationQuery.graphql';
import { InnerBanner } from '../../../components/InnerBanner.tsx';
import { HeadOf } from '../../../components/DocumentHead.tsx';
import { useSiteOrigin } from '../../../lib/siteSettings.ts';
import { adPath, type AdAddressOf } from '../details/contactLinks.ts';
import { useFetchThenShow } from '../../../lib/useFetchThenShow.ts';
import { selectedLocation, useSelectedLocation, type Place } from '../../../lib/selectedLocation.ts';
import { AdCardGrid, LISTING_PAGE_SIZE } from './AdCardGrid.tsx';
import { FeaturedAds } from './FeaturedAds.tsx';
import { ListingSearchBox } from './ListingSearchBox.tsx';
import type { ListingFilterDialog_query$key } from '../../../__generated__/ListingFilterDialog_query.graphql';
import type { SluggedPlace } from './ListingFilterDialog.tsx';
import { listingAddressOf, listingPath } from './listingAddress.tsx';
import { useResultsFound } from '../../../lib/countTexts.ts';
import { listingFacetParams, listingFacetVariables, type ListingFacets } from '../../../../../common/listingFacets.ts';
import { listingFacetLabels } from './listingFacetLabels.ts';

// the dialog's code comes when it is first opened: the cards need none of it to show
const ListingFilterDialog = lazyWithMessages('ListingFilterDialog', () =>
  import('./ListingFilterDialog.tsx').then((module) => ({ default: module.ListingFilterDialog })),
);

/** What the listing shows: a city (else the whole country) and a category (else all). */
export interface ListingFilter {
  locationId: string | null;
  categoryId: string | null;
}

export type EntryLocation = Place & { state: Place };

interface AdListProps {
  query: AdList_query$key;
  filterOptions: ListingFilterDialog_query$key;
  /** The filter the page query loaded the first page with. */
  loadedFilter: ListingFilter;
  /** The visitor's age range and verified mark, from the address (issue 31): a change of them is a navigation. */
  loadedFacets: ListingFacets;
  /** What comes before the cards: the city chooser at /call-girls (issue 33). */
  intro?: ReactNode;
  /** What an empty listing offers besides its message: an empty city's nearest cities with ads (issue 33). */
  emptyHint?: ReactNode;
  /** The category the home search passed in navigation state. */
  initialCategory: Place | null;
  /** The city named by the readable address (`/call-girls/{city}`), which the first page was loaded for. */
  entryLocation: EntryLocation | null;
}

// The city (and its state) an ad is in, read unmasked
export const AdListCityFragment = graphql`
  fragment AdList_city on Ad {
    location {
      ...cityPlace_location @relay(mask: false)
    }
  }
`;

export function AdList({
  query,
  filterOptions,
  loadedFilter,
  loadedFacets,
  initialCategory,
  entryLocation,
  intro = null,
  emptyHint = null,
}: AdListProps) {
  const pagination = usePaginationFragment<AdListPaginationQuery, AdList_query$key>(
    graphql`
      fragment AdList_query on Query
      @refetchable(queryName: "AdListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 5 }
        cursor: { type: "String" }
        locationId: { type: "ID" }
        categoryId: { type: "ID" }
        citySlug: { type: "String" }
        categorySlug: { type: "String" }
        minAge: { type: "Int" }
        maxAge: { type: "Int" }
        verified: { type: "Boolean" }
      ) {
        ads(
          first: $count
          after: $cursor
          locationId: $locationId
          categoryId: $categoryId
          citySlug: $citySlug
          categorySlug: $categorySlug
          minAge: $minAge
          maxAge: $maxAge
          verified: $verified
        ) @connection(key: "AdList_ads") {
          totalCount
          totalCountIsLowerBound
          featured {
            id
            ...AdCard_ad
          }
          edges {
            node {
              id
              name
              ...AdList_city @relay(mask: false)
              ...AdCard_ad
            }
          }
        }
      }
    `,
    query,
  );
  const { data, refetch } = pagination;
  const selected = useSelectedLocation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const address = listingAddressOf(pathname);
  const [category, setCategory] = useState<(Place & { slug?: string }) | null>(initialCategory);
  // a category from the home search is not in the first page yet: that page is not the listing to show
  const { status, show } = useFetchThenShow<AdListPaginationQuery>(
    AdListPaginationQueryNode,
    refetch,
    initialCategory && initialCategory.id !== loadedFilter.categoryId ? 'loading' : 'shown',
  );
  const [dialogOpen, setDialogOpen] = useState(false);
  const applied = useRef<ListingFilter>(loadedFilter);

  const ads = data.ads.edges.map((edge) => edge.node);
  // issue 34: the city's featured ads above the listing (every page answers the block; none for all of India)
  const featured = data.ads.featured;

  // statistics: each ad shown counts one impression (the server keeps one per visitor and day)
  const recordAdEvent = useRecordAdEvent();
  const impressed = useRef(new Set<string>());
  const shownIds = status === 'shown' ? [...featured, ...ads].map((ad) => ad.id).join(',') : '';
  useEffect(() => {
    const fresh = shownIds ? shownIds.split(',').filter((id) => !impressed.current.has(id)) : [];
    if (fresh.length === 0) return;
    for (const id of fresh) impressed.current.add(id);
    recordAdEvent('impression', fresh);
  }, [shownIds, recordAdEvent]);

  /**
   * Shows page 1 of another filter, from the server every time (today's ads): the current cards stay
   * on screen meanwhile, and a failure becomes the empty state instead of an error page.
   */
  const applyFilter = (filter: ListingFilter) => {
    applied.current = filter;
    // by ids from now on: the slugs of a readable address named only the first page
    show({
      ...filter,
      ...listingFacetVariables(loadedFacets),
      citySlug: null,
      categorySlug: null,
      count: LISTING_PAGE_SIZE,
      cursor: null,
    });
  };

  // a city named by the address is the selected one (once per address, not per render)
  const entryLocationId = entryLocation?.id;
  useEffect(() => {
    if (entryLocation)
      selectedLocation.update({
        state: entryLocation.state,
        location: { id: entryLocation.id, name: entryLocation.name },
      });
  }, [entryLocationId]);

  // the category chosen on the home page filters the first page (navigation state is read on arrival)
  useEffect(() => {
    if (initialCategory && initialCategory.id !== loadedFilter.categoryId) {
      applyFilter({ locationId: applied.current.locationId, categoryId: initialCategory.id });
    }
  }, []);

  // issue 33: the city is always the address's, never one picked for the visitor (no first ad's city is
  // adopted); the chooser above, or an empty city's nearest cities (emptyHint), offer the choice
  const showsNothing = status === 'failed' || (status === 'shown' && ads.length === 0);

  // a city is always chosen by going to its address (a reload, a shared link and Back keep it), with the
  // category of the address (or the one picked at /call-girls) and the age and verified filters
  const withFacets = (path: string, facets = loadedFacets) => {
    const search = new URLSearchParams(listingFacetParams(facets)).toString();
    return search ? `${path}?${search}` : path;
  };
  const pickCity = (_state: Place, city: SluggedPlace) => {
    setDialogOpen(false);
    navigate(withFacets(listingPath(city.slug, address ? address.categorySlug : (category?.slug ?? null))));
  };
  const pickCategory = (next: SluggedPlace | null) => {
    setDialogOpen(false);
    if (address) return navigate(withFacets(listingPath(address.citySlug, next?.slug)));
    setCategory(next);
    applyFilter({ locationId: applied.current.locationId, categoryId: next?.id ?? null });
  };

  // the age range and verified mark are in the address: the same path with them (at /call-girls a
  // category picked in place goes along as the home search's does); another city or category keeps them
  const pickFacets = (next: ListingFacets) => {
    setDialogOpen(false);
    navigate(withFacets(pathname, next), { state: !address && category ? { selectedCategory: category } : null });
  };

  // the address's city, from the first render (the server's HTML included); at /call-girls all of India
  const { t, i18n } = useLingui();
  const resultsFound = useResultsFound();
  const placeName = entryLocation?.name ?? t`India`;
  // the address's city and category in the breadcrumbs, by their names in the page's language
  const addressNames = address
    ? {
        ...(entryLocation ? { [address.citySlug]: entryLocation.name } : {}),
        ...(address.categorySlug && category ? { [address.categorySlug]: category.name } : {}),
      }
    : undefined;
  // above the server's bound the count is a lower bound: "1,000+ results found"
  const resultCount =
    status === 'failed' ? resultsFound(0) : resultsFound(data.ads.totalCount, data.ads.totalCountIsLowerBound);

  return (
    <>
      <ListingItems ads={ads} />
      <InnerBanner heading={t`Explore ${placeName}'s Escort Directory`} names={addressNames} />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        {intro}
        <ListingSearchBox categoryId={category?.id} />
        <Flex gap="3" align="center" justify="space-between" wrap="wrap" mb="6">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="semibold">{placeName}</Text>
            <Text color="fg.muted" aria-live="polite">
              {status === 'loading' ? t`Searching…` : resultCount}
            </Text>
            {category && (
              <Badge colorPalette="brand" variant="subtle">
                {category.name}
              </Badge>
            )}
            {listingFacetLabels(loadedFacets, i18n).map((label) => (
              <Badge key={label} colorPalette="brand" variant="outline">
                {label}
              </Badge>
            ))}
          </Flex>
          <Button colorPalette="brand" variant="outline" onClick={() => setDialogOpen(true)}>
            <Trans>Filters</Trans>
          </Button>
        </Flex>

        {showsNothing ? (
          <>
            <Text textAlign="center" fontSize="lg" py="16" color="fg.muted">
              <Trans>No Ads. Try to Change Location</Trans>
            </Text>
            {emptyHint}
          </>
        ) : (
          <>
            {status === 'shown' && <FeaturedAds ads={featured} placeName={placeName} />}
            <AdCardGrid ads={ads} status={status} connection={pagination} />
          </>
        )}
      </Container>

      {dialogOpen && (
        <Suspense fallback={null}>
          <ListingFilterDialog
            query={filterOptions}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            selectedState={entryLocation?.state ?? selected.state}
            selectedLocationId={entryLocation?.id}
            selectedCategoryId={category?.id}
            onPickCity={pickCity}
            onPickCategory={pickCategory}
            onClearCategory={() => pickCategory(null)}
            facets={loadedFacets}
            onApplyFacets={pickFacets}
          />
        </Suspense>
      )}
    </>
  );
}

/** The listing's ads as structured data (schema.org ItemList): the ads the page shows, in its order. */
function ListingItems({ ads }: { ads: readonly AdAddressOf[] }) {
  const origin = useSiteOrigin().replace(/\/+$/, '');
  const itemList = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: ads.length,
    itemListElement: ads.map((ad, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${origin}${adPath(ad)}`,
      name: ad.name,
    })),
  };
  return <HeadOf jsonLd={[itemList]} />;
}
