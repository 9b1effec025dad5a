import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoutes, type MockEnvironment } from '../../../test/render.tsx';
import { DESK_SEARCH_MESSAGES } from '../../../../../common/deskSearch.ts';
import { DeskAdsPage, deskAdsPageLoader, DESK_ADS_EMPTY } from './DeskAdsPage.tsx';
import { TAKE_DOWN_REASON_REQUIRED } from './TakeDownDialog.tsx';
import { renderPage, resolveGenerated } from '../../../test/page.tsx';
import { answerWithToast, refuseWithToast } from '../../../test/mutations.ts';
import { resolveOperationWith } from '../../../test/mockConnection.ts';

function ad(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: `ad-${n}`,
    databaseId: n,
    name: `Riya ${n}`,
    deskState: 'live',
    age: 24,
    verified: false,
    contact: '9876543210',
    startDate: '2026-11-27',
    endDate: '2026-11-30',
    takedownReason: null,
    holdReasons: [],
    moderationQueuedAt: null,
    location: { id: 'city-1', name: 'Panaji', state: { id: 'state-1', name: 'Goa' } },
    category: { id: 'category-1', name: 'Companions' },
    advertiser: { id: `user-${n}`, name: 'Priya Sharma', email: 'priya@example.com', contact: '9811111111' },
    deskPlacements: null,
    deskPlacementPurchases: [],
    ...extra,
  };
}

function resolvePage(environment: MockEnvironment, ads: ReturnType<typeof ad>[], count = ads.length) {
  resolveGenerated(environment, {
    Query: () => ({
      states: [
        { id: 'state-1', name: 'Goa' },
        { id: 'state-2', name: 'Delhi' },
      ],
      categories: [{ id: 'category-1', name: 'Companions' }],
    }),
    QueryDeskAdsConnection: () => ({
      totalCount: count,
      totalCountIsLowerBound: count >= 1000,
      edges: ads.map((node) => ({ cursor: `cursor-${node.id}`, node })),
      pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null },
    }),
  });
}

async function renderAds(ads: ReturnType<typeof ad>[], path = '/admin/ads', count?: number) {
  const environment = createMockEnvironment();
  const view = renderRoutes(
    [{ path: '/admin/ads', element: <DeskAdsPage />, loader: deskAdsPageLoader(environment) }],
    { path, environment },
  );
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  resolvePage(environment, ads, count);
  await screen.findByRole('search', { name: 'Ads' });
  return { environment, router: view.router };
}

const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name} `) });

describe('the desk list of ads', () => {
  it("shows each ad's placements now and next, and its purchases folded (issue 34)", async () => {
    await renderAds([
      ad(1, {
        deskPlacements: {
          featuredToday: true,
          nextFeaturedDay: '2026-11-27',
          spotlightSlotToday: 2,
          nextSpotlightDay: '2026-11-27',
          nextBumpAt: '2026-11-28T15:30:00.000Z',
        },
        deskPlacementPurchases: [
          {
            id: 'p-2',
            databaseId: 2,
            kind: 'spotlight',
            credits: 6,
            firstDay: '2026-11-27',
            lastDay: '2026-11-28',
            cancelledAt: null,
            createdAt: '2026-11-26T10:00:00.000Z',
          },
          {
            id: 'p-1',
            databaseId: 1,
            kind: 'bump',
            credits: 2,
            firstDay: null,
            lastDay: null,
            cancelledAt: null,
            createdAt: '2026-11-26T09:00:00.000Z',
          },
        ],
      }),
      ad(2, {
        deskPlacements: {
          featuredToday: false,
          nextFeaturedDay: null,
          spotlightSlotToday: null,
          nextSpotlightDay: null,
          nextBumpAt: null,
        },
      }),
    ]);
    const placed = within(card('Riya 1')).getByLabelText('Placements');
    expect([...placed.children].map((badge) => badge.textContent)).toEqual([
      'Featured today',
      'Spotlight today (place 2)',
      'Next bump 28 Nov, 9:00 pm',
    ]);
    const bought = within(card('Riya 1')).getByText('Placements bought (2)');
    await userEvent.click(bought);
    expect(
      within(card('Riya 1'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Home spotlight · 27 Nov.* to 28 Nov.* · 6 credits$/),
      'Bump · bought 26 Nov, 2:30 pm · 2 credits',
    ]);
    expect(within(card('Riya 2')).queryByLabelText('Placements')).not.toBeInTheDocument();
  });

  it('filters by "has a placement"', async () => {
    const { environment } = await renderPage({
      path: '/admin/ads?status=has_placement',
      route: '/admin/ads',
      element: <DeskAdsPage />,
      loader: deskAdsPageLoader,
    });
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ status: 'has_placement' });
    resolvePage(environment, [ad(1)]);
    expect(await screen.findByRole('option', { name: 'Has a placement' })).toBeInTheDocument();
  });

  it('shows each ad as a card: its state, place, age, dates, phone and advertiser, and why it was taken down', async () => {
    await renderAds(
      [
        ad(1),
        ad(2, { deskState: 'taken_down', takedownReason: 'Fake photos', verified: true }),
        ad(3, { deskState: 'held', age: null, holdReasons: ['new_advertiser'] }),
      ],
      '/admin/ads',
      1200,
    );
    expect(screen.getByText('1,200+ ads')).toBeInTheDocument();
    const first = card('Riya 1');
    expect(within(first).getByText('Live')).toBeInTheDocument();
    expect(within(first).getByText('#1 · Panaji, Goa · Companions')).toBeInTheDocument();
    expect(within(first).getByText('Age 24 · 27 Nov 2026 to 30 Nov 2026 · Phone 9876543210')).toBeInTheDocument();
    expect(within(first).getByText('Advertiser: Priya Sharma · priya@example.com · 9811111111')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open the ad page' })).toHaveAttribute('href', '/call-girls/1');
    const second = card('Riya 2');
    expect(within(second).getByText('Taken down')).toBeInTheDocument();
    expect(within(second).getByText('Verified')).toBeInTheDocument();
    expect(within(second).getByText('Taken down: Fake photos')).toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: 'Open the ad page' })).not.toBeInTheDocument();
    const third = card('Riya 3');
    expect(within(third).getByText('Held for review')).toBeInTheDocument();
    expect(within(third).getByText(/^No age stated/)).toBeInTheDocument();
    expect(
      within(third).getByText('Held: New advertiser: none of their ads has been published yet'),
    ).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    await renderAds([]);
    expect(screen.getByText(DESK_ADS_EMPTY)).toBeInTheDocument();
    expect(screen.getByText('0 ads')).toBeInTheDocument();
  });

  it('reads the search and filters from the address, and says what the search looks for', async () => {
    const { environment } = await renderAds(
      [ad(1)],
      '/admin/ads?q=%2B91%2098111%2011111&status=held&verified=yes&category=category-1',
    );
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(screen.getByText('Looking for: Phone number 9811111111')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('held');
    expect(screen.getByRole('combobox', { name: 'Verified' })).toHaveValue('yes');
  });

  it('sends the variables the address holds', async () => {
    const { environment } = await renderPage({
      path: '/admin/ads?q=bookings%40meena&status=taken_down&city=city-9&verified=no',
      route: '/admin/ads',
      element: <DeskAdsPage />,
      loader: deskAdsPageLoader,
    });
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      search: 'bookings@meena',
      status: 'taken_down',
      cityId: 'city-9',
      categoryId: null,
      verified: false,
    });
  });

  it('explains a search too short to send, and sends nothing', async () => {
    const { environment, router } = await renderAds([ad(1)]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(DESK_SEARCH_MESSAGES.tooShort)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('searches and filters through the address', async () => {
    const { environment, router } = await renderAds([ad(1)]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'priya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=priya%40example.com'));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
        search: 'priya@example.com',
        status: null,
      }),
    );
    resolvePage(environment, [ad(1)]);
    // the list of the new address shows once its answer is in
    expect(await screen.findByText('Looking for: E-mail address containing “priya@example.com”')).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'no_age');
    await waitFor(() => expect(router.state.location.search).toBe('?q=priya%40example.com&status=no_age'));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
        search: 'priya@example.com',
        status: 'no_age',
      }),
    );
  });

  it('takes down the chosen ads with a reason, and tells which were left as they were', async () => {
    const { environment } = await renderAds([ad(1), ad(2), ad(3)]);
    await userEvent.click(within(card('Riya 1')).getByRole('checkbox'));
    await userEvent.click(within(card('Riya 3')).getByRole('checkbox'));
    expect(screen.getByText('2 chosen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take down' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take down ads' });
    expect(within(dialog).getByText('2 ads will be taken down.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(within(dialog).getByText(TAKE_DOWN_REASON_REQUIRED)).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fake photos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take down' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { adIds: ['ad-1', 'ad-3'], reason: 'Fake photos' } });
    resolveOperationWith(environment, operation, {
      takeDownAds: {
        __typename: 'DeskBulkAdsResult',
        changed: 1,
        outcomes: [
          {
            adId: 'ad-1',
            error: null,
            ad: { ...ad(1, { deskState: 'taken_down', takedownReason: 'Fake photos' }), __typename: 'Ad' },
          },
          { adId: 'ad-3', error: 'This ad is already taken down.', ad: null },
        ],
      },
    });
    expect(await screen.findByText('1 ad taken down.')).toBeInTheDocument();
    expect(screen.getByText('Riya 3 (#3): This ad is already taken down.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card('Riya 1')).getByText('Taken down: Fake photos')).toBeInTheDocument();
    // the one left as it was stays chosen
    expect(screen.getByText('1 chosen')).toBeInTheDocument();
    expect(within(card('Riya 3')).getByRole('checkbox')).toBeChecked();
  });

  it('restores the chosen ads; a refused batch shows the reason', async () => {
    const { environment } = await renderAds([ad(5, { deskState: 'taken_down', takedownReason: 'Spam' })]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'All shown' }));
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ adIds: ['ad-5'] });
    await answerWithToast(
      environment,
      {
        restoreAds: {
          __typename: 'DeskBulkAdsResult',
          changed: 1,
          outcomes: [{ adId: 'ad-5', error: null, ad: { ...ad(5), __typename: 'Ad' } }],
        },
      },
      '1 ad restored.',
    );
    expect(within(card('Riya 5')).getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('0 chosen')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'All shown' }));
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await refuseWithToast(environment, 'restoreAds', 'ValidationError', 'Choose at most 100 ads at a time.');
  });
});
