import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockEnvironment } from '../../../test/render.tsx';
import { ModerationPage, moderationPageLoader, MODERATION_EMPTY } from './ModerationPage.tsx';
import { renderPage, resolveGenerated } from '../../../test/page.tsx';
import { answerWithToast, failWithToast, refuseWithToast } from '../../../test/mutations.ts';
import { resolveConnection, resolveWith } from '../../../test/mockConnection.ts';

function report(reason: string, reference: string, extra: Record<string, unknown> = {}) {
  return { reason, details: '', contact: '', reference, createdAt: '2026-11-22T08:30:00.000Z', ...extra };
}

function queuedAd(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: `ad-${n}`,
    databaseId: n,
    name: `Riya ${n}`,
    takenDown: false,
    hiddenByReports: false,
    moderationQueuedAt: '2026-11-22T08:30:00.000Z',
    underReview: false,
    holdReasons: [],
    location: { id: 'location-1', name: 'Mumbai' },
    category: { id: 'category-1', name: 'Escorts' },
    advertiser: { id: `user-${n}`, name: `Advertiser ${n}`, email: `advertiser${n}@example.com` },
    openReports: [report('scam', `RPT-SCAM000${n}`)],
    images: [
      { id: `image-${n}-1`, url: `https://example.test/media/${n}-1.webp`, sameFingerprintElsewhere: [] },
      { id: `image-${n}-2`, url: `https://example.test/media/${n}-2.webp`, sameFingerprintElsewhere: [] },
    ],
    ...extra,
  };
}

async function renderQueue(ads: ReturnType<typeof queuedAd>[], hasNextPage = false) {
  const { environment } = await renderPage({
    path: '/admin/moderation',
    element: <ModerationPage />,
    loader: moderationPageLoader,
  });
  resolveConnection(environment, 'QueryModerationQueueConnection', ads, { hasNextPage });
  return environment;
}

const caseOf = (name: string) => screen.getByRole('article', { name });

function succeed(environment: MockEnvironment, field: string, ad: Record<string, unknown>) {
  resolveWith(environment, {
    [field]: { __typename: `Mutation${field[0]!.toUpperCase()}${field.slice(1)}Success`, ad },
  });
}

describe('the moderation queue', () => {
  it('shows each reported ad with its advertiser, its reports grouped by reason, and its photos', async () => {
    await renderQueue([
      queuedAd(1, {
        hiddenByReports: true,
        openReports: [
          report('underage', 'RPT-AAAA2222', { details: 'Looks about 16', contact: 'worried@example.com' }),
          report('underage', 'RPT-BBBB3333'),
          report('scam', 'RPT-CCCC4444'),
        ],
      }),
      queuedAd(2),
    ]);
    const first = await screen.findByRole('article', { name: 'Riya 1' });
    expect(screen.getByText('2 ads waiting')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Riya 1' })).toHaveAttribute('href', '/call-girls/1');
    expect(within(first).getByText('Mumbai · Escorts · Advertiser 1 (advertiser1@example.com)')).toBeInTheDocument();
    expect(within(first).getByText('Hidden by reports')).toBeInTheDocument();
    expect(
      within(first).getByText('3 open reports: The person may be under 18 ×2, Scam or fraud ×1'),
    ).toBeInTheDocument();
    expect(within(first).getByText('Looks about 16')).toBeInTheDocument();
    expect(within(first).getByText('Reporter: worried@example.com')).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Photo 1 of Riya 1', 'Photo 2 of Riya 1']);
    // a hidden ad can be restored; one that is only reported cannot
    expect(within(first).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Dismiss Reports' })).not.toBeInTheDocument();
    expect(within(caseOf('Riya 2')).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    expect(within(caseOf('Riya 2')).getByText('1 open report: Scam or fraud ×1')).toBeInTheDocument();
  });

  it('flags a photo found in another advertiser’s ad as a possible stolen photo, naming that ad', async () => {
    await renderQueue([
      queuedAd(3, {
        openReports: [],
        images: [
          {
            id: 'image-3-1',
            url: 'https://example.test/media/3-1.webp',
            sameFingerprintElsewhere: [
              {
                id: 'ad-9',
                databaseId: 9,
                name: 'Original Riya',
                advertiser: { id: 'user-9', email: 'first@example.com' },
              },
            ],
          },
        ],
      }),
    ]);
    const flagged = await screen.findByRole('article', { name: 'Riya 3' });
    expect(within(flagged).getByText('Possible stolen photo')).toBeInTheDocument();
    expect(
      within(flagged).getByText("No open reports: a photo of this ad is also in another advertiser's ad."),
    ).toBeInTheDocument();
    expect(within(flagged).getByRole('link', { name: 'Original Riya' })).toHaveAttribute('href', '/call-girls/9');
    expect(within(flagged).getByText(/\(first@example\.com\)/)).toBeInTheDocument();
    expect(within(flagged).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('shows a held ad with the reasons the screening held it, to be published or refused', async () => {
    await renderQueue([
      queuedAd(4, {
        underReview: true,
        hiddenByReports: true,
        openReports: [],
        holdReasons: ['term:schoolgirl', 'age:16', 'blocked_phone', 'photo', 'new_advertiser'],
      }),
    ]);
    const held = await screen.findByRole('article', { name: 'Riya 4' });
    expect(within(held).getByText('Held by screening')).toBeInTheDocument();
    // held, not hidden by reports: one badge says why it is off the site
    expect(within(held).queryByText('Hidden by reports')).not.toBeInTheDocument();
    expect(within(held).getByText('Held for review before it is shown:')).toBeInTheDocument();
    expect(
      within(within(held).getByRole('list', { name: 'Hold reasons' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Term “schoolgirl” in the text',
      'The text states an age of 16',
      'A phone number of the ad or its advertiser is on the blocklist',
      'A photo looks like one moderation blocked',
      'New advertiser: none of their ads has been published yet',
    ]);
    expect(within(held).queryByText(/No open reports/)).not.toBeInTheDocument();
    expect(
      within(held)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((name) => !name?.startsWith('Remove photo')),
    ).toEqual(['Publish', 'Refuse']);
  });

  it('publishes a held ad; the case leaves the queue', async () => {
    const environment = await renderQueue([
      queuedAd(4, { underReview: true, hiddenByReports: true, holdReasons: ['term:teenage'] }),
      queuedAd(5),
    ]);
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Riya 4' })).getByRole('button', { name: 'Publish' }),
    );
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('usePublishHeldAdMutation');
    expect(operation.request.variables).toMatchObject({ adId: 'ad-4' });
    succeed(environment, 'publishHeldAd', {
      id: 'ad-4',
      underReview: false,
      holdReasons: [],
      takenDown: false,
      hiddenByReports: false,
    });
    expect(await screen.findByText('Ad published.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Riya 4' })).not.toBeInTheDocument());
    expect(screen.getByText('1 ad waiting')).toBeInTheDocument();
  });

  it('refuses a held ad with a reason, returning its credits when asked', async () => {
    const environment = await renderQueue([
      queuedAd(4, { underReview: true, hiddenByReports: true, holdReasons: ['term:full service'] }),
    ]);
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Riya 4' })).getByRole('button', { name: 'Refuse' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refuse Ad' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByText('Please give the reason the advertiser will see.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Offers sex for money ');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Return the credits of the days it has not run' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      adId: 'ad-4',
      reason: 'Offers sex for money',
      refundCredits: true,
    });
    await answerWithToast(
      environment,
      {
        refuseHeldAd: {
          __typename: 'MutationRefuseHeldAdSuccess',
          creditsRefunded: 3,
          ad: {
            id: 'ad-4',
            underReview: false,
            holdReasons: [],
            takenDown: true,
            takedownReason: 'Offers sex for money',
          },
        },
      },
      'Ad refused.',
    );
    expect(await screen.findByText(MODERATION_EMPTY)).toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    await renderQueue([]);
    expect(await screen.findByText(MODERATION_EMPTY)).toBeInTheDocument();
    expect(screen.getByText('0 ads waiting')).toBeInTheDocument();
  });

  it('takes an ad down with a reason and blocked photos; the case leaves the queue', async () => {
    const environment = await renderQueue([queuedAd(1), queuedAd(2)]);
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Riya 1' })).getByRole('button', { name: 'Take Down' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Take Down Ad' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take Down' }));
    expect(within(dialog).getByText('Please give the reason the advertiser will see.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Photos of a minor ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Block photo 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take Down' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      adId: 'ad-1',
      reason: 'Photos of a minor',
      blockImageIds: ['image-1-2'],
    });
    succeed(environment, 'takeDownAd', {
      id: 'ad-1',
      takenDown: true,
      takedownReason: 'Photos of a minor',
      hiddenByReports: false,
    });

    expect(await screen.findByText('Ad taken down.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Riya 1' })).not.toBeInTheDocument());
    expect(caseOf('Riya 2')).toBeInTheDocument();
    expect(screen.getByText('1 ad waiting')).toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the dialog open', async () => {
    const environment = await renderQueue([queuedAd(1)]);
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Riya 1' })).getByRole('button', { name: 'Take Down' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Take Down Ad' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Scam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take Down' }));
    await refuseWithToast(environment, 'takeDownAd', 'WrongStateError', 'This ad is already taken down.');
    expect(screen.getByRole('dialog', { name: 'Take Down Ad' })).toBeInTheDocument();
    // behind the open dialog, the case is still there
    expect(screen.getByRole('article', { name: 'Riya 1', hidden: true })).toBeInTheDocument();
  });

  it('restores a hidden ad and dismisses the reports of another', async () => {
    const environment = await renderQueue([queuedAd(1, { hiddenByReports: true }), queuedAd(2)]);
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Riya 1' })).getByRole('button', { name: 'Restore' }),
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ adId: 'ad-1' });
    succeed(environment, 'restoreAd', { id: 'ad-1', takenDown: false, takedownReason: null, hiddenByReports: false });
    expect(await screen.findByText('Ad restored.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Riya 1' })).not.toBeInTheDocument());

    await userEvent.click(within(caseOf('Riya 2')).getByRole('button', { name: 'Dismiss Reports' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ adId: 'ad-2' });
    succeed(environment, 'dismissAdReports', { id: 'ad-2', hiddenByReports: false });
    expect(await screen.findByText('Reports dismissed.')).toBeInTheDocument();
    expect(await screen.findByText(MODERATION_EMPTY)).toBeInTheDocument();
  });

  it('falls back to its own text when a decision fails', async () => {
    const environment = await renderQueue([queuedAd(2)]);
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Riya 2' })).getByRole('button', { name: 'Dismiss Reports' }),
    );
    await failWithToast(environment, 'Failed to dismiss the reports.');
    expect(caseOf('Riya 2')).toBeInTheDocument();
  });

  it('removes one photo with a reason, optionally blocking it; the case stays with its other photo', async () => {
    const environment = await renderQueue([queuedAd(1)]);
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Riya 1' })).getByRole('button', { name: 'Remove photo 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove Photo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Please give the reason for removing this photo.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Explicit');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Block this photo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    // the mutation, not the page's query, is the most recent operation once the form was sent
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
        imageId: 'image-1-1',
        reason: 'Explicit',
        block: true,
      }),
    );
    resolveGenerated(environment, {
      MutationTakeDownAdImageResult: () => ({ __typename: 'MutationTakeDownAdImageSuccess' }),
      Ad: () => ({ ...queuedAd(1), images: [queuedAd(1).images[1]] }),
    });
    expect(await screen.findByText('Photo removed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(caseOf('Riya 1'))
          .getAllByRole('img')
          .map((image) => image.getAttribute('alt')),
      ).toEqual(['Photo 1 of Riya 1']),
    );
    // the dialog closes in its own render after the action's outcome
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove Photo' })).not.toBeInTheDocument());
  });

  it('loads more cases', async () => {
    const environment = await renderQueue([queuedAd(1)], true);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('ModerationPagePaginationQuery');
    expect(operation.request.variables).toMatchObject({ first: 10, after: 'cursor-of-ad-1' });
  });
});
