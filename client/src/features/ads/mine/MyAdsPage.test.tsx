import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import type { MockEnvironment } from '../../../test/render.tsx';
import { MyAdsPage, myAdsPageLoader } from './MyAdsPage.tsx';
import { renderPage, resolveGenerated } from '../../../test/page.tsx';
import { mockConnection, resolveWith } from '../../../test/mockConnection.ts';
import { answerWithToast, refusal, refuseWithToast } from '../../../test/mutations.ts';
import { expectSent } from '../../../test/operations.ts';

function mockAd(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: `ad-${n}`,
    databaseId: n,
    name: `Riya ${n}`,
    description: `Friendly company in the city, ad number ${n}.`,
    contact: `98765432${String(n).padStart(2, '0')}`,
    startDate: '2030-01-0' + ((n % 9) + 1),
    endDate: '2030-02-0' + ((n % 9) + 1),
    creditsUsed: n * 2,
    takenDown: false,
    takedownReason: null,
    hiddenByReports: false,
    underReview: false,
    statistics: { views: 12, impressions: 40, phoneClicks: 3, whatsappClicks: 2 },
    category: { id: 'category-1', name: 'Escorts' },
    location: { id: 'location-1', name: 'Mumbai' },
    images: [{ url: `https://example.test/media/${n}.webp`, srcSet: `https://example.test/media/${n}-160.webp 160w` }],
    ...extra,
  };
}

function resolveAds(
  environment: MockEnvironment,
  ads: ReturnType<typeof mockAd>[],
  totalCount: number,
  hasNextPage: boolean,
) {
  resolveGenerated(environment, {
    // 2 days per credit
    CreditScheme: () => ({ timePerCredit: 2 }),
    QueryMyAdsConnection: () => mockConnection(ads, { totalCount, hasNextPage }),
  });
}

async function renderMyAds() {
  const { environment } = await renderPage({
    path: '/ads',
    element: <MyAdsPage />,
    loader: myAdsPageLoader,
    query: 'MyAdsPageQuery',
    // the first page asks for 5 ads (inlined in the query)
    firstPage: 5,
  });
  return environment;
}

describe('my ads', () => {
  // the tests that sign an advertiser in (renewing and stopping spend credits) leave nobody signed in
  afterEach(() => act(() => session.logOut()));

  it('shows every column of an ad, with its thumbnail', async () => {
    const environment = await renderMyAds();
    resolveAds(environment, [mockAd(1)], 1, false);

    const table = await screen.findByRole('table', { name: 'My ads' });
    for (const header of [
      'Image',
      'Name',
      'Description',
      'Contact',
      'Start Time',
      'End Time',
      'Credits Used',
      'Category',
      'Location',
    ]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = within(table).getAllByRole('row')[1]!;
    const cells = within(row).getAllByRole('cell');
    expect(within(cells[0]!).getByRole('img', { name: 'Riya 1' })).toHaveAttribute(
      'srcset',
      'https://example.test/media/1-160.webp 160w',
    );
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual([
      'Riya 1',
      'Friendly company in the city, ad number 1.',
      '9876543201',
      '2030-01-02',
      '2030-02-02',
      '2',
      'Escorts',
      'Mumbai',
      '12 views40 in listings3 calls · 2 WhatsAppDaily chart',
      'EditPromoteRenewStop',
    ]);
    expect(within(cells[10]!).getByRole('link', { name: 'Edit Riya 1' })).toHaveAttribute('href', '/ads/1/edit');
    expect(within(cells[10]!).getByRole('link', { name: 'Promote Riya 1' })).toHaveAttribute('href', '/ads/1/promote');
    expect(within(cells[9]!).getByRole('link', { name: 'Daily chart of Riya 1' })).toHaveAttribute(
      'href',
      '/ads/1/statistics',
    );
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

  it('says when reports or a returning taken-down photo hide an ad until a moderator decides', async () => {
    const environment = await renderMyAds();
    resolveAds(environment, [mockAd(1, { hiddenByReports: true }), mockAd(2)], 2, false);
    expect(await screen.findByText('Hidden until a moderator reviews it')).toBeInTheDocument();
    expect(screen.getAllByText('Hidden until a moderator reviews it')).toHaveLength(1);
  });

  it('marks an ad the screening holds as under review, with no public link and no reason', async () => {
    const environment = await renderMyAds();
    // a held ad is also hidden: the owner reads one badge
    resolveAds(environment, [mockAd(1, { underReview: true, hiddenByReports: true }), mockAd(2)], 2, false);
    const row = (await screen.findByText('Under review')).closest('tr')!;
    expect(within(row).getByText('Riya 1')).toBeInTheDocument();
    expect(within(row).getByText('Not shown on the site until a moderator publishes it.')).toBeInTheDocument();
    expect(screen.getAllByText('Under review')).toHaveLength(1);
    expect(screen.queryByText('Hidden until a moderator reviews it')).not.toBeInTheDocument();
    expect(
      within(row)
        .queryAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/ads/1/statistics', '/ads/1/edit']);
  });

  it('renews an ad: checks the days against the balance, shows the cost, and updates the row and the balance', async () => {
    session.logIn({ token: 'token', name: 'Asha', contact: '9876543210', role: 'user', credits: 3 });
    const environment = await renderMyAds();
    resolveAds(environment, [mockAd(1), mockAd(2, { takenDown: true, takedownReason: 'Scam' })], 2, false);
    const row = (await screen.findByText('Riya 1')).closest('tr')!;
    expect(
      within(screen.getByText('Riya 2').closest('tr')!).queryByRole('button', { name: 'Renew' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Ad' });
    expect(within(dialog).getByText('Riya 1 runs until 2030-02-02.')).toBeInTheDocument();
    // 3 credits at 2 days per credit: at most 6 days
    expect(within(dialog).getByText('Your balance buys up to 6 days.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Days to add'), '7');
    expect(within(dialog).getByText('Cost: 4 credits · Balance after: -1')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    expect(within(dialog).getByText('Max days per location must be less than 6 days.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Days to add'));
    await userEvent.type(within(dialog).getByLabelText('Days to add'), '3');
    expect(within(dialog).getByText('Cost: 2 credits · Balance after: 1')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    expectSent(environment, 'useRenewAdMutation', { adId: 'ad-1', days: 3 });
    await answerWithToast(
      environment,
      {
        renewAd: {
          __typename: 'MutationRenewAdSuccess',
          ad: { id: 'ad-1', startDate: '2030-01-02', endDate: '2030-02-05', creditsUsed: 4 },
          balance: 1,
        },
      },
      'Ad renewed.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row).getByText('2030-02-05')).toBeInTheDocument();
    expect(session.get().credits).toBe(1);
  });

  it("shows the server's refusal of a renewal in the dialog", async () => {
    session.logIn({ token: 'token', name: 'Asha', contact: '9876543210', role: 'user', credits: 30 });
    const environment = await renderMyAds();
    resolveAds(environment, [mockAd(1)], 1, false);
    await userEvent.click(
      within((await screen.findByText('Riya 1')).closest('tr')!).getByRole('button', { name: 'Renew' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Renew Ad' });
    await userEvent.type(within(dialog).getByLabelText('Days to add'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    resolveWith(environment, {
      renewAd: refusal('WrongStateError', 'This ad was taken down by moderation and cannot be renewed.'),
    });
    expect(
      await within(dialog).findByText('This ad was taken down by moderation and cannot be renewed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Renew Ad' })).toBeInTheDocument();
  });

  it('stops an ad after confirmation: says what happens, then updates the row and the balance', async () => {
    session.logIn({ token: 'token', name: 'Asha', contact: '9876543210', role: 'user', credits: 3 });
    const environment = await renderMyAds();
    // a run that has not begun: every day is unused; ended and taken-down ads cannot be stopped
    resolveAds(
      environment,
      [
        mockAd(1, { startDate: '2030-03-01', endDate: '2030-03-06', creditsUsed: 3 }),
        mockAd(2, { takenDown: true }),
        mockAd(3, { startDate: '2020-01-01', endDate: '2020-01-02' }),
      ],
      3,
      false,
    );
    const row = (await screen.findByText('Riya 1')).closest('tr')!;
    expect(
      within(screen.getByText('Riya 2').closest('tr')!).queryByRole('button', { name: 'Stop Riya 2' }),
    ).not.toBeInTheDocument();
    expect(
      within(screen.getByText('Riya 3').closest('tr')!).queryByRole('button', { name: 'Stop Riya 3' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Stop Riya 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop Ad' });
    expect(
      within(dialog).getByText(
        'Stop Riya 1 now? It leaves the site at once and cannot be started again, except by renewing it.',
      ),
    ).toBeInTheDocument();
    // 6 days at 2 days per credit
    expect(
      within(dialog).getByText('6 unused days after today: 3 credits will be refunded to your balance.'),
    ).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop Ad' }));
    expectSent(environment, 'useStopAdMutation', { adId: 'ad-1' });
    resolveGenerated(environment, {
      MutationStopAdSuccess: () => ({
        ad: mockAd(1, { startDate: '2030-02-27', endDate: '2030-02-27', creditsUsed: 0 }),
        creditsRefunded: 3,
        balance: 6,
      }),
    });
    expect(await screen.findByText('Ad stopped. 3 credits refunded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row).getAllByText('2030-02-27')).toHaveLength(2);
    expect(session.get().credits).toBe(6);
  });

  it("shows the server's refusal of a stop in the dialog, which stays open", async () => {
    const environment = await renderMyAds();
    resolveAds(environment, [mockAd(1, { startDate: '2030-03-01', endDate: '2030-03-06' })], 1, false);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop Riya 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop Ad' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop Ad' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useStopAdMutation'),
    );
    resolveWith(environment, {
      stopAd: refusal('WrongStateError', 'This ad has already ended.'),
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This ad has already ended.');
    expect(screen.getByRole('dialog', { name: 'Stop Ad' })).toBeInTheDocument();
  });

  it('closes without stopping when the advertiser cancels', async () => {
    const environment = await renderMyAds();
    resolveAds(environment, [mockAd(1)], 1, false);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop Riya 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop Ad' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('says so when there is no ad', async () => {
    const environment = await renderMyAds();
    resolveAds(environment, [], 0, false);
    expect(await screen.findByText('No Ads found')).toBeInTheDocument();
  });

  it('pages 5 ads at a time, loading the next page after the last cursor and going back from the store', async () => {
    const environment = await renderMyAds();
    resolveAds(
      environment,
      [1, 2, 3, 4, 5].map((n) => mockAd(n)),
      7,
      true,
    );
    await screen.findByText('Riya 5');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('MyAdsTablePaginationQuery');
    expect(next.request.variables).toMatchObject({ first: 5, after: 'cursor-of-ad-5' });
    resolveAds(
      environment,
      [6, 7].map((n) => mockAd(n)),
      7,
      false,
    );

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

describe('e-mail preferences in my ads', () => {
  const REMINDER = 'E-mail me 3 days before my ads end, so I can renew them';

  async function renderWithPreferences(enabled: boolean) {
    const environment = await renderMyAds();
    resolveGenerated(environment, {
      CreditScheme: () => ({ timePerCredit: 2 }),
      MailPreference: () => ({ mail: 'ad_ending_soon', label: REMINDER, enabled }),
      QueryMyAdsConnection: () => ({
        totalCount: 0,
        edges: [],
        pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null },
      }),
    });
    return environment;
  }

  it('shows the reminder switched on, says essential mails always go, and turns it off', async () => {
    const environment = await renderWithPreferences(true);
    expect(await screen.findByRole('heading', { name: 'E-mails' })).toBeInTheDocument();
    const reminder = screen.getByRole('checkbox', { name: REMINDER });
    expect(reminder).toBeChecked();
    expect(
      screen.getByText('Decisions on your account, credits and ads are always e-mailed to you.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByText(REMINDER));
    expectSent(environment, 'useSetMailPreferenceMutation', { mail: 'ad_ending_soon', enabled: false });
    await answerWithToast(
      environment,
      {
        setMailPreference: {
          __typename: 'MutationSetMailPreferenceSuccess',
          preferences: [{ mail: 'ad_ending_soon', label: REMINDER, enabled: false }],
        },
      },
      'E-mail turned off.',
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: REMINDER })).not.toBeChecked());
  });

  it("shows the server's refusal and leaves the box as it was", async () => {
    const environment = await renderWithPreferences(false);
    const reminder = await screen.findByRole('checkbox', { name: REMINDER });
    expect(reminder).not.toBeChecked();
    await userEvent.click(screen.getByText(REMINDER));
    await refuseWithToast(
      environment,
      'setMailPreference',
      'ValidationError',
      'Please choose a mail that can be turned off: ad_ending_soon.',
    );
    expect(screen.getByRole('checkbox', { name: REMINDER })).not.toBeChecked();
  });
});
