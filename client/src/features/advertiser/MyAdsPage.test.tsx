import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { renderRoutes, type MockEnvironment } from '../../test/render.tsx';
import { MyAdsPage, myAdsPageLoader } from './MyAdsPage.tsx';

function mockAd(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: `ad-${n}`,
    name: `Riya ${n}`,
    description: `Friendly company in the city, ad number ${n}.`,
    contact: `98765432${String(n).padStart(2, '0')}`,
    startDate: '2030-01-0' + ((n % 9) + 1),
    endDate: '2030-02-0' + ((n % 9) + 1),
    creditsUsed: n * 2,
    takenDown: false,
    takedownReason: null,
    hiddenByReports: false,
    category: { id: 'category-1', name: 'Escorts' },
    location: { id: 'location-1', name: 'Mumbai' },
    images: [{ url: `https://example.test/media/${n}.webp`, srcSet: `https://example.test/media/${n}-160.webp 160w` }],
    ...extra,
  };
}

function resolveAds(environment: MockEnvironment, ads: ReturnType<typeof mockAd>[], totalCount: number, hasNextPage: boolean) {
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        QueryMyAdsConnection: () => ({
          totalCount,
          edges: ads.map((node) => ({ cursor: `cursor-of-${node.id}`, node })),
          pageInfo: { hasNextPage, endCursor: ads.length ? `cursor-of-${ads[ads.length - 1]!.id}` : null, hasPreviousPage: false, startCursor: null },
        }),
      }),
    ),
  );
}

async function renderMyAds() {
  const environment = createMockEnvironment();
  renderRoutes([{ path: '/ads', element: <MyAdsPage />, loader: myAdsPageLoader(environment) }], { path: '/ads', environment });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('MyAdsPageQuery');
  // the first page asks for 5 ads (the argument is inlined in the query)
  expect(JSON.stringify(operation.request.node.operation)).toContain('{"kind":"Literal","name":"first","value":5}');
  return environment;
}

describe('my ads', () => {
  it('shows every column of an ad, with its thumbnail', async () => {
    const environment = await renderMyAds();
    resolveAds(environment, [mockAd(1)], 1, false);

    const table = await screen.findByRole('table', { name: 'My ads' });
    for (const header of ['Image', 'Name', 'Description', 'Contact', 'Start Time', 'End Time', 'Credits Used', 'Category', 'Location']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = within(table).getAllByRole('row')[1]!;
    const cells = within(row).getAllByRole('cell');
    expect(within(cells[0]!).getByRole('img', { name: 'Riya 1' })).toHaveAttribute('srcset', 'https://example.test/media/1-160.webp 160w');
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual([
      'Riya 1',
      'Friendly company in the city, ad number 1.',
      '9876543201',
      '2030-01-02',
      '2030-02-02',
      '2',
      'Escorts',
      'Mumbai',
    ]);
    expect(screen.queryByText('Taken down')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'My ads pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Ad' })).toHaveAttribute('href', '/create-ad');
  });

  it('marks an ad moderation took down, with the reason', async () => {
    const environment = await renderMyAds();
    resolveAds(environment, [mockAd(1, { takenDown: true, takedownReason: 'Misleading photos' })], 1, false);
    expect(await screen.findByText('Taken down')).toBeInTheDocument();
    expect(screen.getByText('Reason: Misleading photos')).toBeInTheDocument();
  });

  it('says when visitors’ reports hide an ad until a moderator decides', async () => {
    const environment = await renderMyAds();
    resolveAds(environment, [mockAd(1, { hiddenByReports: true }), mockAd(2)], 2, false);
    expect(await screen.findByText('Hidden while reports are reviewed')).toBeInTheDocument();
    expect(screen.getAllByText('Hidden while reports are reviewed')).toHaveLength(1);
  });

  it('says so when there is no ad', async () => {
    const environment = await renderMyAds();
    resolveAds(environment, [], 0, false);
    expect(await screen.findByText('No Ads found')).toBeInTheDocument();
  });

  it('pages 5 ads at a time, loading the next page after the last cursor and going back from the store', async () => {
    const environment = await renderMyAds();
    resolveAds(environment, [1, 2, 3, 4, 5].map((n) => mockAd(n)), 7, true);
    await screen.findByText('Riya 5');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('MyAdsTablePaginationQuery');
    expect(next.request.variables).toMatchObject({ first: 5, after: 'cursor-of-ad-5' });
    resolveAds(environment, [6, 7].map((n) => mockAd(n)), 7, false);

    expect(await screen.findByText('Riya 7')).toBeInTheDocument();
    expect(screen.getByText('Riya 6')).toBeInTheDocument();
    expect(screen.queryByText('Riya 5')).not.toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    const operationsBefore = environment.mock.getAllOperations().length;
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Riya 1')).toBeInTheDocument();
    expect(screen.queryByText('Riya 6')).not.toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(operationsBefore);
  });
});
