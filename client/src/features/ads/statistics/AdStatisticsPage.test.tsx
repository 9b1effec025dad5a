import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoutes, type MockEnvironment } from '../../../test/render.tsx';
import { AD_STATISTICS_NOT_FOUND, AdStatisticsPage, adStatisticsPageLoader } from './AdStatisticsPage.tsx';

const THREE_DAYS = [
  { day: '2026-11-20', views: 4, impressions: 30, phoneClicks: 1, whatsappClicks: 0 },
  { day: '2026-11-21', views: 0, impressions: 12, phoneClicks: 0, whatsappClicks: 2 },
  { day: '2026-11-22', views: 7, impressions: 41, phoneClicks: 3, whatsappClicks: 1 },
];

function statisticsAd(extra: Record<string, unknown> = {}) {
  return {
    id: 'ad-12',
    name: 'Meera',
    startDate: '2026-11-20',
    endDate: '2026-11-30',
    location: { id: 'pune', name: 'Pune' },
    statistics: { views: 11, impressions: 83, phoneClicks: 4, whatsappClicks: 3 },
    dailyStatistics: THREE_DAYS,
    placementEffects: [],
    ...extra,
  };
}

async function renderStatistics(path: string, ad: Record<string, unknown> | null) {
  const environment = createMockEnvironment();
  renderRoutes(
    [{ path: '/ads/:id/statistics', element: <AdStatisticsPage />, loader: adStatisticsPageLoader(environment) }],
    { path, environment },
  );
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const operation = environment.mock.getMostRecentOperation();
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Query: () => ({ ad }) })));
  return { environment, variables: operation.request.variables };
}

/** The chart's bars, read from the tooltip each one carries ('20 Nov: 4 page views'). */
async function barTitles(chart: HTMLElement): Promise<string[]> {
  await waitFor(() => expect(chart.querySelectorAll('.ct-bar')).toHaveLength(THREE_DAYS.length));
  return [...chart.querySelectorAll('.ct-bar title')].map((title) => title.textContent ?? '');
}

describe("an ad's statistics page", () => {
  it('shows the views and taps a day before and with each placement bought', async () => {
    const window = (firstDay: string, lastDay: string, days: number, views: number, taps: number) => ({
      firstDay,
      lastDay,
      days,
      views,
      taps,
    });
    await renderStatistics(
      '/ads/12/statistics',
      statisticsAd({
        placementEffects: [
          {
            purchaseId: 7,
            kind: 'spotlight',
            credits: 6,
            boughtAt: '2026-11-22T05:00:00.000Z',
            firstDay: '2026-11-22',
            lastDay: '2026-11-23',
            cancelled: false,
            before: window('2026-11-20', '2026-11-21', 2, 4, 3),
            after: window('2026-11-22', '2026-11-23', 1, 7, 4),
          },
          {
            purchaseId: 5,
            kind: 'bump',
            credits: 2,
            boughtAt: '2026-11-20T05:00:00.000Z',
            firstDay: '2026-11-20',
            lastDay: '2026-11-26',
            cancelled: false,
            before: window('2026-11-13', '2026-11-19', 0, 0, 0),
            after: window('2026-11-20', '2026-11-26', 3, 11, 7),
          },
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Placements bought' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Home spotlight6 credits', '2026-11-20 to 2026-11-232 before, 1 with it', '2.0', '7.0', '1.5', '4.0'],
      ['Bump2 credits', '2026-11-13 to 2026-11-260 before, 3 with it', '–', '3.7', '–', '2.3'],
    ]);
  });

  it('shows no placements section for an ad without purchases', async () => {
    await renderStatistics('/ads/12/statistics', statisticsAd());
    await screen.findByRole('heading', { name: 'Meera' });
    expect(screen.queryByRole('table', { name: 'Placements bought' })).not.toBeInTheDocument();
  });

  it('asks for the ad of the address, and shows its totals and a bar per day of its run', async () => {
    const { variables } = await renderStatistics('/ads/12/statistics', statisticsAd());
    expect(variables).toEqual({ id: btoa('Ad:12') });
    expect(await screen.findByRole('heading', { name: 'Meera' })).toBeInTheDocument();
    expect(screen.getByText('Pune · 2026-11-20 to 2026-11-30')).toBeInTheDocument();

    const totals = screen.getByLabelText('Totals');
    expect(
      [...totals.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual(['Page views: 11', 'In listings: 83', 'Calls: 4', 'WhatsApp: 3']);

    const chart = await screen.findByRole('img', { name: 'Page views per day, 2026-11-20 to 2026-11-22' });
    expect(await barTitles(chart)).toEqual(['20 Nov: 4 page views', '21 Nov: 0 page views', '22 Nov: 7 page views']);
    expect([...chart.querySelectorAll('.ct-bar')].map((bar) => bar.getAttribute('ct:value'))).toEqual(['4', '0', '7']);
  });

  it('charts the measure the advertiser picks', async () => {
    await renderStatistics('/ads/12/statistics', statisticsAd());
    await screen.findByRole('img', { name: /^Page views per day/ });
    expect(screen.getByRole('button', { name: 'Page views' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Calls' }));
    expect(screen.getByRole('button', { name: 'Calls' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Page views' })).toHaveAttribute('aria-pressed', 'false');
    const calls = screen.getByRole('img', { name: 'Calls per day, 2026-11-20 to 2026-11-22' });
    await waitFor(async () =>
      expect(await barTitles(calls)).toEqual(['20 Nov: 1 call', '21 Nov: 0 calls', '22 Nov: 3 calls']),
    );

    await userEvent.click(screen.getByRole('button', { name: 'In listings' }));
    const impressions = screen.getByRole('img', { name: /^In listings per day/ });
    await waitFor(async () =>
      expect(await barTitles(impressions)).toEqual([
        '20 Nov: 30 listing impressions',
        '21 Nov: 12 listing impressions',
        '22 Nov: 41 listing impressions',
      ]),
    );
  });

  it("lists every day's figures, the newest first", async () => {
    await renderStatistics('/ads/12/statistics', statisticsAd());
    const table = await screen.findByRole('table', { name: 'Daily figures' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Day', 'Page views', 'In listings', 'Calls', 'WhatsApp'],
      ['2026-11-22', '7', '41', '3', '1'],
      ['2026-11-21', '0', '12', '0', '2'],
      ['2026-11-20', '4', '30', '1', '0'],
    ]);
  });

  it('says when the figures start for an ad whose run has not begun', async () => {
    await renderStatistics(
      '/ads/12/statistics',
      statisticsAd({
        startDate: '2026-12-01',
        endDate: '2026-12-05',
        dailyStatistics: [],
        statistics: { views: 0, impressions: 0, phoneClicks: 0, whatsappClicks: 0 },
      }),
    );
    expect(await screen.findByText("Daily figures start on 2026-12-01, the ad's first day.")).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /per day/ })).not.toBeInTheDocument();
  });

  it("shows no figures of another advertiser's ad, or of an ad that does not exist", async () => {
    await renderStatistics('/ads/12/statistics', statisticsAd({ statistics: null, dailyStatistics: null }));
    expect(await screen.findByText(AD_STATISTICS_NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Meera' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '‹ My ads' })).toHaveAttribute('href', '/ads');
  });

  it('asks nothing for an address that names no ad', async () => {
    const environment: MockEnvironment = createMockEnvironment();
    renderRoutes(
      [{ path: '/ads/:id/statistics', element: <AdStatisticsPage />, loader: adStatisticsPageLoader(environment) }],
      { path: '/ads/not-an-id/statistics', environment },
    );
    expect(await screen.findByText(AD_STATISTICS_NOT_FOUND)).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
