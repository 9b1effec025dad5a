import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { selectedLocation } from '../../../lib/selectedLocation.ts';
import { revealObservedElements } from '../../../test/setup.ts';
import { renderRoutes, type MockEnvironment } from '../../../test/render.tsx';
import { FILTER_DIALOG_DELAY_MS } from './AdList.tsx';
// loaded up front: the page imports the dialog lazily, and a cold import can outlast findBy's wait
import './ListingFilterDialog.tsx';
import { ListingPage, listingPageLoader, listingPageVariables } from './ListingPage.tsx';
import { listingAddressOf } from './listingAddress.tsx';
import { isCitySegment } from '../../../../../common/slugs.ts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { AGE_FILTER_MESSAGE } from './AgeAndVerifiedFilter.tsx';

const MAHARASHTRA = { id: btoa('State:1'), name: 'Maharashtra' };
const GOA = { id: btoa('State:2'), name: 'Goa' };
const PUNE = { id: btoa('Location:12'), name: 'Pune', slug: 'pune', state: MAHARASHTRA };
const MUMBAI = { id: btoa('Location:13'), name: 'Mumbai', slug: 'mumbai', state: MAHARASHTRA };
const INDEPENDENT = { id: btoa('Category:1'), name: 'Independent', slug: 'independent' };
const HOUSEWIFE = { id: btoa('Category:2'), name: 'Housewife', slug: 'housewife' };

interface AdMock {
  id: string;
  name: string;
  location: typeof PUNE;
  /** issue 31: the person's age and the verified mark (none and not verified unless given) */
  age?: number | null;
  verified?: boolean;
}

function adsIn(location: typeof PUNE, from: number, count: number): AdMock[] {
  return Array.from({ length: count }, (_, index) => ({
    id: btoa(`Ad:${from + index}`),
    name: `Ad ${from + index}`,
    location,
  }));
}

function connection(
  ads: AdMock[],
  { totalCount = ads.length, totalCountIsLowerBound = false, hasNextPage = false } = {},
) {
  return {
    totalCount,
    totalCountIsLowerBound,
    edges: ads.map((ad) => ({
      cursor: `cursor-${ad.name}`,
      node: {
        age: null,
        verified: false,
        ...ad,
        description: `About ${ad.name}`,
        contact: '9876543210',
        images: [],
        category: { name: 'Independent' },
      },
    })),
    pageInfo: {
      hasNextPage,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: ads.length > 0 ? `cursor-${ads.at(-1)!.name}` : null,
    },
  };
}

function nameOf(operation: OperationDescriptor): string {
  return operation.request.node.params.name;
}

function pending(environment: MockEnvironment, name: string): OperationDescriptor | undefined {
  return environment.mock.getAllOperations().find((operation) => nameOf(operation) === name);
}

/** Waits for the operation `name` and answers it with the ads and the filter options. */
async function resolve(
  environment: MockEnvironment,
  name: string,
  options: {
    ads?: AdMock[];
    totalCount?: number;
    totalCountIsLowerBound?: boolean;
    hasNextPage?: boolean;
    categories?: (typeof INDEPENDENT)[];
    cities?: (typeof PUNE)[];
    entry?: typeof PUNE;
    category?: typeof INDEPENDENT;
  } = {},
) {
  const {
    ads = [],
    totalCount = ads.length,
    totalCountIsLowerBound = false,
    hasNextPage = false,
    categories = [INDEPENDENT, HOUSEWIFE],
    cities = [PUNE, MUMBAI],
    entry,
    category,
  } = options;
  let operation: OperationDescriptor | undefined;
  await waitFor(() => expect((operation = pending(environment, name))).toBeDefined());
  act(() =>
    environment.mock.resolve(
      operation!,
      MockPayloadGenerator.generate(operation!, {
        Query: () => ({ states: [MAHARASHTRA, GOA], categories, cities }),
        QueryAdsConnection: () => connection(ads, { totalCount, totalCountIsLowerBound, hasNextPage }),
        Node: () => ({ __typename: 'Location', ...PUNE }),
        ...(entry ? { Location: () => entry } : {}),
        ...(category ? { Category: () => category } : {}),
      }),
    ),
  );
  return operation!;
}

/** `/call-girls/:id` as the route table reads it: a city's listing for a slug, else the ad page. */
function CityOrAd({ listing, ad }: { listing: ReactNode; ad: ReactNode }) {
  const { id = '' } = useParams();
  return isCitySegment(id) ? listing : ad;
}

function renderListing({ path = '/call-girls', initialState }: { path?: string; initialState?: unknown } = {}) {
  const environment = createMockEnvironment();
  renderRoutes(
    [
      { path: '/call-girls', element: <ListingPage />, loader: listingPageLoader(environment) },
      {
        path: '/call-girls/:id',
        element: <CityOrAd listing={<ListingPage />} ad={<p>Details page</p>} />,
        loader: listingPageLoader(environment),
      },
      { path: '/call-girls/:citySlug/:categorySlug', element: <ListingPage />, loader: listingPageLoader(environment) },
    ],
    { path, initialState, environment },
  );
  return environment;
}

describe('the listing', () => {
  beforeEach(() => selectedLocation.reset());
  afterEach(() => vi.useRealTimers());

  it("shows the selected city's cards and the total, and loads the next 5 when the sentinel is fully in view", async () => {
    selectedLocation.update({ state: MAHARASHTRA, location: { id: PUNE.id, name: PUNE.name } });
    const environment = renderListing();
    const first = await resolve(environment, 'ListingPageQuery', {
      ads: adsIn(PUNE, 1, 5),
      totalCount: 12,
      hasNextPage: true,
    });
    expect(first.request.variables).toMatchObject({
      locationId: PUNE.id,
      categoryId: null,
      headPath: '/call-girls',
      locationName: 'Pune',
      hasPlace: false,
      citySlug: null,
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: "Explore Pune's Escort Directory" }),
    ).toBeInTheDocument();
    expect(screen.getByText('12 results found')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^View Details/ })).toHaveLength(5);
    const card = screen.getByRole('heading', { name: 'Ad 1' }).closest('article')!;
    expect(within(card).getByRole('link', { name: 'View Details of Ad 1' })).toHaveAttribute(
      'href',
      `/call-girls/${btoa('Ad:1')}`,
    );
    expect(within(card).getByRole('link', { name: 'Call Ad 1' })).toHaveAttribute('href', 'tel:9876543210');
    const whatsApp = within(card)
      .getByRole('link', { name: /WhatsApp Ad 1/ })
      .getAttribute('href')!;
    expect(whatsApp.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(decodeURIComponent(whatsApp.split('?text=')[1]!)).toBe(
      `Hi, I found your ad on Companion Directory: ${window.location.origin}/call-girls/${btoa('Ad:1')}`,
    );

    // the sentinel starts observing after the cards commit, which a loaded machine may delay: reveal until it asks
    await waitFor(() => {
      act(() => revealObservedElements());
      expect(pending(environment, 'AdListPaginationQuery')).toBeDefined();
    });
    const next = await resolve(environment, 'AdListPaginationQuery', {
      ads: adsIn(PUNE, 6, 5),
      totalCount: 12,
      hasNextPage: true,
    });
    expect(next.request.variables).toMatchObject({
      count: 5,
      cursor: 'cursor-Ad 5',
      locationId: PUNE.id,
      categoryId: null,
    });
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^View Details/ })).toHaveLength(10));
  });

  it("shows each card's age and the verified mark of a verified advertiser", async () => {
    selectedLocation.update({ state: MAHARASHTRA, location: { id: PUNE.id, name: PUNE.name } });
    const environment = renderListing();
    const [first, second, third] = adsIn(PUNE, 1, 3);
    await resolve(environment, 'ListingPageQuery', {
      ads: [{ ...first!, age: 25, verified: true }, { ...second!, age: 31 }, third!],
    });
    const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('article')!;
    expect(within(await card('Ad 1')).getByText('25 yrs')).toBeInTheDocument();
    expect(within(await card('Ad 1')).getByText('✓ Verified')).toBeInTheDocument();
    expect(within(await card('Ad 2')).getByText('31 yrs')).toBeInTheDocument();
    expect(within(await card('Ad 2')).queryByText('✓ Verified')).not.toBeInTheDocument();
    // an old ad without an age shows none
    expect(within(await card('Ad 3')).queryByText(/yrs$/)).not.toBeInTheDocument();
  });

  it('says "1,000+ results found" when the count is the server\'s lower bound', async () => {
    selectedLocation.update({ state: MAHARASHTRA, location: { id: PUNE.id, name: PUNE.name } });
    const environment = renderListing();
    await resolve(environment, 'ListingPageQuery', {
      ads: adsIn(PUNE, 1, 5),
      totalCount: 1000,
      totalCountIsLowerBound: true,
      hasNextPage: true,
    });
    expect(await screen.findByText('1,000+ results found')).toBeInTheDocument();
  });

  it('reports an ad from its card, naming that ad', async () => {
    selectedLocation.update({ state: MAHARASHTRA, location: { id: PUNE.id, name: PUNE.name } });
    const environment = renderListing();
    await resolve(environment, 'ListingPageQuery', { ads: adsIn(PUNE, 1, 2), totalCount: 2, hasNextPage: false });
    const card = (await screen.findByRole('heading', { name: 'Ad 2' })).closest('article')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Report Ad 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this ad' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'Scam or fraud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      adId: btoa('Ad:2'),
      reason: 'scam',
    });
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { reportAd: { __typename: 'MutationReportAdSuccess', receipt: { reference: 'RPT-2222AAAA' } } },
      }),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your reference number is RPT-2222AAAA.');
  });

  it('asks for no next page when there is none', async () => {
    selectedLocation.update({ state: MAHARASHTRA, location: { id: PUNE.id, name: PUNE.name } });
    const environment = renderListing();
    await resolve(environment, 'ListingPageQuery', { ads: adsIn(PUNE, 1, 3), hasNextPage: false });
    await screen.findByText('3 results found');
    act(() => revealObservedElements());
    expect(pending(environment, 'AdListPaginationQuery')).toBeUndefined();
  });

  it('counts one impression of each ad shown, once, for the statistics', async () => {
    selectedLocation.update({ state: MAHARASHTRA, location: { id: PUNE.id, name: PUNE.name } });
    const environment = renderListing();
    await resolve(environment, 'ListingPageQuery', { ads: adsIn(PUNE, 1, 3), hasNextPage: false });
    await screen.findByText('3 results found');
    await waitFor(() => expect(pending(environment, 'useRecordAdEventMutation')).toBeDefined());
    const beacons = environment.mock
      .getAllOperations()
      .filter((operation) => nameOf(operation) === 'useRecordAdEventMutation');
    expect(beacons.map((operation) => operation.request.variables)).toEqual([
      { kind: 'impression', adIds: [btoa('Ad:1'), btoa('Ad:2'), btoa('Ad:3')] },
    ]);
  });

  it("with no city chosen, lists the first ad's city, found first, and selects it without fetching again", async () => {
    const environment = renderListing();
    const firstAd = await resolve(environment, 'ListingPageFirstAdQuery', { ads: adsIn(PUNE, 1, 1) });
    expect(firstAd.request.variables).toEqual({ categoryId: null, minAge: null, maxAge: null, verified: null });
    const page = await resolve(environment, 'ListingPageQuery', { ads: adsIn(PUNE, 1, 2), totalCount: 2 });
    expect(page.request.variables).toMatchObject({
      locationId: PUNE.id,
      locationName: 'Pune',
      categoryId: null,
      headPath: '/call-girls',
      hasPlace: false,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Explore Pune's Escort Directory" }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 results found')).toBeInTheDocument();
    await waitFor(() =>
      expect(selectedLocation.get()).toEqual({ state: MAHARASHTRA, location: { id: PUNE.id, name: 'Pune' } }),
    );
    // the page is that city's already (as the server renders it): neither its cards nor its head are asked again
    await waitFor(() => expect(pending(environment, 'useRecordAdEventMutation')).toBeDefined());
    expect(pending(environment, 'AdListPaginationQuery')).toBeUndefined();
    expect(pending(environment, 'ListingHeadQuery')).toBeUndefined();
  });

  it('with no ad anywhere, shows the empty listing of the whole country and selects the first state', async () => {
    const environment = renderListing();
    await resolve(environment, 'ListingPageFirstAdQuery', { ads: [] });
    const page = await resolve(environment, 'ListingPageQuery', { ads: [] });
    expect(page.request.variables).toMatchObject({ locationId: null, locationName: null, categoryId: null });
    expect(await screen.findByText('No Ads. Try to Change Location')).toBeInTheDocument();
    await waitFor(() => expect(selectedLocation.get().state).toEqual(MAHARASHTRA));
  });

  it('shows the empty state, opens the Filters dialog after 500 ms, and a picked city is loaded from page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    selectedLocation.update({ state: MAHARASHTRA, location: { id: PUNE.id, name: PUNE.name } });
    const environment = renderListing();
    await resolve(environment, 'ListingPageQuery', { ads: [] });
    expect(await screen.findByText('No Ads. Try to Change Location')).toBeInTheDocument();
    expect(screen.getByText('0 results found')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(FILTER_DIALOG_DELAY_MS - 50));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('button', { name: 'Close filters' })).toBeInTheDocument();

    const cities = await resolve(environment, 'ListingFilterDialogCitiesQuery');
    expect(cities.request.variables).toEqual({ stateId: MAHARASHTRA.id });
    await user.click(await within(dialog).findByRole('button', { name: 'Mumbai' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    const refetch = await resolve(environment, 'AdListPaginationQuery', { ads: adsIn(MUMBAI, 20, 1) });
    expect(refetch.request.variables).toMatchObject({
      locationId: MUMBAI.id,
      categoryId: null,
      cursor: null,
      count: 5,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Explore Mumbai's Escort Directory" }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 results found')).toBeInTheDocument();
  });

  it('browsing another state lists its cities', async () => {
    const user = userEvent.setup();
    selectedLocation.update({ state: MAHARASHTRA, location: { id: PUNE.id, name: PUNE.name } });
    const environment = renderListing();
    await resolve(environment, 'ListingPageQuery', { ads: adsIn(PUNE, 1, 1) });
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    await resolve(environment, 'ListingFilterDialogCitiesQuery');
    await user.click(await screen.findByRole('button', { name: 'Goa' }));
    const goaCities = await resolve(environment, 'ListingFilterDialogCitiesQuery', { cities: [] });
    expect(goaCities.request.variables).toEqual({ stateId: GOA.id });
    expect(await screen.findByText('No cities listed in Goa yet.')).toBeInTheDocument();
  });

  it('has no Category section when there are no categories', async () => {
    const user = userEvent.setup();
    selectedLocation.update({ state: MAHARASHTRA, location: { id: PUNE.id, name: PUNE.name } });
    const environment = renderListing();
    await resolve(environment, 'ListingPageQuery', { ads: adsIn(PUNE, 1, 1), categories: [] });
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('heading', { name: 'States' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Category' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Clear Category Filter' })).not.toBeInTheDocument();
  });

  it('sends the category of the home search, and Clear Category Filter clears it and closes the dialog', async () => {
    const user = userEvent.setup();
    selectedLocation.update({ state: MAHARASHTRA, location: { id: PUNE.id, name: PUNE.name } });
    const environment = renderListing({
      initialState: { selectedCategory: { id: HOUSEWIFE.id, name: HOUSEWIFE.name } },
    });
    await resolve(environment, 'ListingPageQuery', { ads: adsIn(PUNE, 1, 5), totalCount: 9 });
    const withCategory = await resolve(environment, 'AdListPaginationQuery', { ads: adsIn(PUNE, 3, 2) });
    expect(withCategory.request.variables).toMatchObject({
      locationId: PUNE.id,
      categoryId: HOUSEWIFE.id,
      cursor: null,
    });
    expect(await screen.findByText('2 results found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('button', { name: 'Housewife' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Clear Category Filter' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    const cleared = await resolve(environment, 'AdListPaginationQuery', { ads: adsIn(PUNE, 1, 5), totalCount: 9 });
    expect(cleared.request.variables).toMatchObject({ locationId: PUNE.id, categoryId: null });
    expect(await screen.findByText('9 results found')).toBeInTheDocument();
  });

  it("with no city yet, the home search's category decides whose first ad picks the city", async () => {
    const environment = renderListing({
      initialState: { selectedCategory: { id: HOUSEWIFE.id, name: HOUSEWIFE.name } },
    });
    const firstAd = await resolve(environment, 'ListingPageFirstAdQuery', { ads: adsIn(MUMBAI, 30, 1) });
    expect(firstAd.request.variables).toEqual({ categoryId: HOUSEWIFE.id, minAge: null, maxAge: null, verified: null });
    const page = await resolve(environment, 'ListingPageQuery', { ads: adsIn(MUMBAI, 30, 3) });
    expect(page.request.variables).toMatchObject({ locationId: MUMBAI.id, categoryId: HOUSEWIFE.id });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Explore Mumbai's Escort Directory" }),
    ).toBeInTheDocument();
    expect(await screen.findByText('3 results found')).toBeInTheDocument();
    expect(screen.getByText('Housewife')).toBeInTheDocument();
    expect(pending(environment, 'AdListPaginationQuery')).toBeUndefined();
  });

  it('a picked category is applied from page 1 and closes the dialog', async () => {
    const user = userEvent.setup();
    selectedLocation.update({ state: MAHARASHTRA, location: { id: PUNE.id, name: PUNE.name } });
    const environment = renderListing();
    await resolve(environment, 'ListingPageQuery', { ads: adsIn(PUNE, 1, 5), totalCount: 9 });
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Independent' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    const refetch = await resolve(environment, 'AdListPaginationQuery', { ads: adsIn(PUNE, 1, 1) });
    expect(refetch.request.variables).toMatchObject({ locationId: PUNE.id, categoryId: INDEPENDENT.id, cursor: null });
  });

  it('a failed listing shows the empty state and opens the dialog', async () => {
    const user = userEvent.setup();
    selectedLocation.update({ state: MAHARASHTRA, location: { id: PUNE.id, name: PUNE.name } });
    const environment = renderListing();
    await resolve(environment, 'ListingPageQuery', { ads: adsIn(PUNE, 1, 5) });
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    await resolve(environment, 'ListingFilterDialogCitiesQuery');
    await user.click(await screen.findByRole('button', { name: 'Mumbai' }));
    let refetch: OperationDescriptor | undefined;
    await waitFor(() => expect((refetch = pending(environment, 'AdListPaginationQuery'))).toBeDefined());
    act(() => environment.mock.reject(refetch!, new Error('Failed to fetch')));
    expect(await screen.findByText('No Ads. Try to Change Location')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  });

  it('lists nothing by an old ?location= address: only its head asks for it (its answer is the 301 the server sends)', async () => {
    selectedLocation.update({ state: MAHARASHTRA, location: { id: MUMBAI.id, name: MUMBAI.name } });
    const environment = renderListing({ path: '/call-girls?location=12' });
    const first = await resolve(environment, 'ListingPageQuery', { ads: adsIn(MUMBAI, 1, 1) });
    expect(first.request.variables).toMatchObject({
      locationId: MUMBAI.id,
      headPath: '/call-girls?location=12',
      locationName: 'Mumbai',
      hasPlace: false,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Explore Mumbai's Escort Directory" }),
    ).toBeInTheDocument();
  });

  describe('at a readable address', () => {
    it("loads the path's city by its slug, from the URL alone, and selects it", async () => {
      selectedLocation.update({ state: MAHARASHTRA, location: { id: MUMBAI.id, name: MUMBAI.name } });
      const environment = renderListing({ path: '/call-girls/pune' });
      const first = await resolve(environment, 'ListingPageQuery', { ads: adsIn(PUNE, 1, 2), entry: PUNE });
      // nothing of the stored city (Mumbai): the server renders the same first page
      expect(first.request.variables).toEqual({
        locationId: null,
        categoryId: null,
        headPath: '/call-girls/pune',
        locationName: null,
        citySlug: 'pune',
        categorySlug: null,
        placeCitySlug: 'pune',
        hasPlace: true,
        search: '',
        searching: false,
        minAge: null,
        maxAge: null,
        verified: null,
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: "Explore Pune's Escort Directory" }),
      ).toBeInTheDocument();
      expect(screen.getByText('2 results found')).toBeInTheDocument();
      await waitFor(() => expect(selectedLocation.get().location).toEqual({ id: PUNE.id, name: 'Pune' }));
      // the first page is the listing to show: no second query for it
      expect(pending(environment, 'AdListPaginationQuery')).toBeUndefined();
    });

    it('loads a city and category by their slugs and shows the category', async () => {
      const environment = renderListing({ path: '/call-girls/pune/housewife' });
      const first = await resolve(environment, 'ListingPageQuery', { ads: [], entry: PUNE, category: HOUSEWIFE });
      expect(first.request.variables).toMatchObject({
        citySlug: 'pune',
        categorySlug: 'housewife',
        headPath: '/call-girls/pune/housewife',
        hasPlace: true,
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: "Explore Pune's Escort Directory" }),
      ).toBeInTheDocument();
      // the category's badge beside the result line (the banner's breadcrumbs name it too)
      expect(screen.getByText('0 results found')).toBeInTheDocument();
      expect(
        screen.getAllByText('Housewife').filter((element) => element.classList.contains('chakra-badge')),
      ).toHaveLength(1);
      expect(pending(environment, 'AdListPaginationQuery')).toBeUndefined();
    });

    it('goes to the readable address of a city or category picked in the Filters', async () => {
      const user = userEvent.setup();
      const environment = renderListing({ path: '/call-girls/pune/housewife' });
      await resolve(environment, 'ListingPageQuery', { ads: adsIn(PUNE, 1, 1), entry: PUNE, category: HOUSEWIFE });
      await user.click(await screen.findByRole('button', { name: 'Filters' }));
      await resolve(environment, 'ListingFilterDialogCitiesQuery');
      await user.click(await screen.findByRole('button', { name: 'Mumbai' }));
      const pageFor = (citySlug: string, categorySlug: string | null) =>
        environment.mock
          .getAllOperations()
          .find(
            (operation) =>
              nameOf(operation) === 'ListingPageQuery' &&
              operation.request.variables.citySlug === citySlug &&
              operation.request.variables.categorySlug === categorySlug,
          );
      // the category stays; the city's page is loaded as any address is, not refetched in place
      await waitFor(() => expect(pageFor('mumbai', 'housewife')).toBeDefined());
      expect(pending(environment, 'AdListPaginationQuery')).toBeUndefined();
      await resolve(environment, 'ListingPageQuery', { ads: adsIn(MUMBAI, 1, 1), entry: MUMBAI });
      await user.click(await screen.findByRole('button', { name: 'Filters' }));
      await user.click(await screen.findByRole('button', { name: 'Independent' }));
      await waitFor(() => expect(pageFor('mumbai', 'independent')).toBeDefined());
    });

    it('shows the not-found page when the slugs name nothing', async () => {
      const environment = renderListing({ path: '/call-girls/atlantis' });
      const operation = await waitFor(() => {
        const found = pending(environment, 'ListingPageQuery');
        expect(found).toBeDefined();
        return found!;
      });
      act(() =>
        environment.mock.resolve(
          operation,
          MockPayloadGenerator.generate(operation, {
            Query: () => ({ states: [MAHARASHTRA], categories: [], place: null, listingPlace: null }),
            QueryAdsConnection: () => connection([]),
          }),
        ),
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    });

    it('keeps /call-girls/{digits} and global ids for the ad page', async () => {
      renderListing({ path: '/call-girls/42' });
      expect(await screen.findByText('Details page')).toBeInTheDocument();
      expect(listingAddressOf(`/call-girls/${btoa('Ad:42')}`)).toBeNull();
      expect(listingAddressOf('/call-girls/42')).toBeNull();
      expect(listingAddressOf('/call-girls/new-delhi/')).toEqual({ citySlug: 'new-delhi', categorySlug: null });
      expect(listingPageVariables(new URL('http://x/call-girls/42'))).toMatchObject({ hasPlace: false });
    });
  });
});

describe("the listing's age and verified filters (issue 31)", () => {
  beforeEach(() => selectedLocation.reset());

  it('are read from the address, within 18 to 99, and not while searching', () => {
    const variables = (address: string) => listingPageVariables(new URL(address, 'http://localhost'));
    expect(variables('/call-girls/pune?minAge=21&maxAge=30&verified=1')).toMatchObject({
      citySlug: 'pune',
      minAge: 21,
      maxAge: 30,
      verified: true,
    });
    expect(variables('/call-girls?maxAge=40&minAge=5')).toMatchObject({ minAge: 18, maxAge: 40, verified: null });
    expect(variables('/call-girls/pune?minAge=old&verified=yes')).toMatchObject({
      minAge: null,
      maxAge: null,
      verified: null,
    });
    expect(variables('/call-girls/pune?q=riya&minAge=21&verified=1')).toMatchObject({
      searching: true,
      minAge: null,
      maxAge: null,
      verified: null,
    });
  });

  it('are applied from the Filters dialog as an address, shown beside the count, and kept when another city is picked', async () => {
    const user = userEvent.setup();
    const environment = renderListing({ path: '/call-girls/pune' });
    await resolve(environment, 'ListingPageQuery', { ads: adsIn(PUNE, 1, 2), entry: PUNE });
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.type(within(dialog).getByLabelText('From age'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(AGE_FILTER_MESSAGE);

    await user.clear(within(dialog).getByLabelText('From age'));
    await user.type(within(dialog).getByLabelText('From age'), '३०');
    await user.type(within(dialog).getByLabelText('To age'), '21');
    await user.click(within(dialog).getByText('Verified advertisers only'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const filtered = () =>
      environment.mock
        .getAllOperations()
        .find((operation) => nameOf(operation) === 'ListingPageQuery' && operation.request.variables.minAge === 21);
    await waitFor(() => expect(filtered()).toBeDefined());
    expect(filtered()!.request.variables).toMatchObject({ citySlug: 'pune', minAge: 21, maxAge: 30, verified: true });
    await resolve(environment, 'ListingPageQuery', {
      ads: [{ ...adsIn(PUNE, 5, 1)[0]!, age: 25, verified: true }],
      entry: PUNE,
    });
    expect(await screen.findByText('Age 21–30')).toBeInTheDocument();
    expect(screen.getAllByText('Verified').some((element) => element.classList.contains('chakra-badge'))).toBe(true);

    // another city keeps them
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await resolve(environment, 'ListingFilterDialogCitiesQuery');
    await user.click(await screen.findByRole('button', { name: 'Mumbai' }));
    await waitFor(() =>
      expect(
        environment.mock
          .getAllOperations()
          .some(
            (operation) =>
              nameOf(operation) === 'ListingPageQuery' &&
              operation.request.variables.citySlug === 'mumbai' &&
              operation.request.variables.verified === true,
          ),
      ).toBe(true),
    );
  });

  it('go along when a city is picked in place at /call-girls', async () => {
    const user = userEvent.setup();
    selectedLocation.update({ state: MAHARASHTRA, location: { id: PUNE.id, name: PUNE.name } });
    const environment = renderListing({ path: '/call-girls?minAge=25&verified=1' });
    const first = await resolve(environment, 'ListingPageQuery', { ads: adsIn(PUNE, 1, 1) });
    expect(first.request.variables).toMatchObject({ locationId: PUNE.id, minAge: 25, maxAge: null, verified: true });
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    await resolve(environment, 'ListingFilterDialogCitiesQuery');
    await user.click(await screen.findByRole('button', { name: 'Mumbai' }));
    const refetch = await resolve(environment, 'AdListPaginationQuery', { ads: adsIn(MUMBAI, 20, 1) });
    expect(refetch.request.variables).toMatchObject({
      locationId: MUMBAI.id,
      minAge: 25,
      maxAge: null,
      verified: true,
    });
  });
});
