// The keyword search at /call-girls?q= (issue 18): what a visitor reads, the city and category it
// searches in, infinite scroll, widening to all of India, and searching from the listing's box.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { selectedLocation } from '../../../lib/selectedLocation.ts';
import { revealObservedElements } from '../../../test/setup.ts';
import { renderRoutes, type MockEnvironment } from '../../../test/render.tsx';
import { ListingPage, listingPageLoader, listingPageVariables } from './ListingPage.tsx';
import { searchPath } from './ListingSearchBox.tsx';
import { pendingOperation, waitForOperation } from '../../../test/operations.ts';
import { MAHARASHTRA, PUNE } from '../../../test/places.ts';

function ads(from: number, count: number, word = 'Priya') {
  return Array.from({ length: count }, (_, index) => ({
    cursor: `cursor-${from + index}`,
    node: {
      id: btoa(`Ad:${from + index}`),
      name: `${word} ${from + index}`,
      description: 'Warm.',
      contact: '9876543210',
      images: [],
      category: { name: 'Independent' },
      location: PUNE,
    },
  }));
}

async function resolve(
  environment: MockEnvironment,
  name: string,
  edges: ReturnType<typeof ads>,
  { totalCount = edges.length, hasNextPage = false, ads: listing = [] as ReturnType<typeof ads> } = {},
) {
  const operation = await waitForOperation(environment, name);
  act(() =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ states: [MAHARASHTRA], categories: [], cities: [PUNE] }),
        ListingPlace: () => ({ location: PUNE, category: null }),
        QuerySearchAdsConnection: () => ({
          totalCount,
          totalCountIsLowerBound: false,
          edges,
          pageInfo: { hasNextPage, hasPreviousPage: false, startCursor: null, endCursor: edges.at(-1)?.cursor ?? null },
        }),
        QueryAdsConnection: () => ({
          totalCount: listing.length,
          totalCountIsLowerBound: false,
          edges: listing,
          pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
        }),
      }),
    ),
  );
  return operation;
}

function renderAt(path: string) {
  const environment = createMockEnvironment();
  renderRoutes(
    [
      { path: '/call-girls', element: <ListingPage />, loader: listingPageLoader(environment) },
      { path: '/call-girls/:id', element: <ListingPage />, loader: listingPageLoader(environment) },
    ],
    { path, environment },
  );
  return environment;
}

describe('the keyword search', () => {
  beforeEach(() => selectedLocation.reset());

  it("shows the matches in the address's city with their count, and loads the next 5 when the sentinel is in view", async () => {
    const environment = renderAt('/call-girls/pune?q=priya%20massage');
    const first = await resolve(environment, 'ListingPageQuery', ads(1, 5), { totalCount: 7, hasNextPage: true });
    expect(first.request.variables).toMatchObject({
      search: 'priya massage',
      searching: true,
      citySlug: 'pune',
      categoryId: null,
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “priya massage”' }),
    ).toBeInTheDocument();
    expect(screen.getByText('7 results found')).toBeInTheDocument();
    expect(screen.getAllByText('Pune', { selector: 'p' })[0]).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Priya 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^View Details/ })).toHaveLength(5);
    expect(screen.getByRole('searchbox', { name: 'Search ads by name, service or description' })).toHaveValue(
      'priya massage',
    );

    await waitFor(() => {
      act(() => revealObservedElements());
      expect(pendingOperation(environment, 'AdSearchPaginationQuery')).toBeDefined();
    });
    const next = await resolve(environment, 'AdSearchPaginationQuery', ads(6, 2), { totalCount: 7 });
    expect(next.request.variables).toMatchObject({
      search: 'priya massage',
      cursor: 'cursor-5',
      count: 5,
      citySlug: 'pune',
    });
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^View Details/ })).toHaveLength(7));
  });

  it('says so when nothing matches, and "Search all of India" goes to the search of every city', async () => {
    const user = userEvent.setup();
    // a city chosen earlier in the tab is not searched: the address alone decides (issue 33)
    selectedLocation.update({ state: MAHARASHTRA, location: { id: PUNE.id, name: PUNE.name } });
    const environment = renderAt('/call-girls/pune?q=zzz');
    await resolve(environment, 'ListingPageQuery', []);
    expect(await screen.findByText('No ads match your search. Try other words or another city.')).toBeInTheDocument();
    expect(screen.getByText('0 results found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search all of India' }));
    const wider = await waitForOperation(environment, 'ListingPageQuery', { citySlug: null });
    expect(wider.request.variables).toMatchObject({ search: 'zzz', locationId: null, headPath: '/call-girls?q=zzz' });
    act(() =>
      environment.mock.resolve(
        wider,
        MockPayloadGenerator.generate(wider, {
          Query: () => ({ states: [MAHARASHTRA], categories: [], cities: [PUNE] }),
          QuerySearchAdsConnection: () => ({
            totalCount: 1,
            totalCountIsLowerBound: false,
            edges: ads(1, 1, 'Zzz'),
            pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: 'cursor-1' },
          }),
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Zzz 1' })).toBeInTheDocument();
    expect(screen.getByText('All of India')).toBeInTheDocument();
    expect(screen.getByText('1 result found')).toBeInTheDocument();
  });

  it("searches from the listing's box, in the listing's city", async () => {
    const user = userEvent.setup();
    const environment = renderAt('/call-girls/pune');
    await resolve(environment, 'ListingPageQuery', [], { ads: ads(1, 2, 'Listed') });
    expect(await screen.findByRole('heading', { name: 'Listed 1' })).toBeInTheDocument();

    await user.type(
      screen.getByRole('searchbox', { name: 'Search ads by name, service or description' }),
      '  Anjali  ',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const searched = await resolve(environment, 'ListingPageQuery', ads(1, 1, 'Anjali'));
    expect(searched.request.variables).toMatchObject({ search: 'Anjali', searching: true, citySlug: 'pune' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “Anjali”' })).toBeInTheDocument();
  });

  it('reads the words and the category from the address, and a blank search is the listing', () => {
    expect(listingPageVariables(new URL('http://x/call-girls?q=%20riya%20&category=Q2F0ZWdvcnk6MQ=='))).toMatchObject({
      search: 'riya',
      searching: true,
      categoryId: 'Q2F0ZWdvcnk6MQ==',
    });
    expect(listingPageVariables(new URL('http://x/call-girls?q=%20%20'))).toMatchObject({
      searching: false,
      categoryId: null,
    });
    expect(listingPageVariables(new URL('http://x/call-girls/pune?q=riya'))).toMatchObject({
      search: 'riya',
      searching: true,
      citySlug: 'pune',
    });
    expect(searchPath('/call-girls/pune', 'riya & co', 'c1')).toBe('/call-girls/pune?q=riya+%26+co&category=c1');
    expect(searchPath('/', 'riya')).toBe('/call-girls?q=riya');
  });
});
