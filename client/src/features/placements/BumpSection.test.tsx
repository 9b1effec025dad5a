// The Promote page's Bump section (issue 34): the last bump and the next in India's time, a bump now that
// waits for the least interval, a bump now that moves the schedule and the balance, a daily bump's price,
// and the daily bumps bought with their runs left.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session.ts';
import { addDays, todayInIndia } from '../../../../common/india.ts';
import { momentInWords } from '../../../../common/bumps.ts';
import { renderPromotePage } from '../../test/promotePage.tsx';
import type { I18n } from '@lingui/core';
import { i18nFor } from '../../lib/i18n.ts';
import { loadModuleMessages } from '../../lib/moduleMessages.ts';
import { resolveOperationWith } from '../../test/mockConnection.ts';

const today = todayInIndia();
const HOUR = 3_600_000;

async function renderPromote(schedule: Record<string, unknown>, i18n?: I18n) {
  const environment = await renderPromotePage({
    ad: { bumpSchedule: { dailyBumps: [], ...schedule } },
    scheme: { featuredCreditsPerDay: null, bumpCredits: 2, spotlightCreditsPerDay: null },
    i18n,
  });
  const section = await screen.findByRole('region', { name: i18n ? 'बम्प' : 'Bump' });
  return { environment, section };
}

afterEach(() => act(() => session.logOut()));

describe("the Promote page's Bump", () => {
  it('shows the last bump and the next, and when a bump now is allowed again', async () => {
    const last = new Date(Date.now() - HOUR);
    const next = new Date(Date.now() + 5 * HOUR);
    const allowed = new Date(last.getTime() + 4 * HOUR);
    const { section } = await renderPromote({
      lastBumpAt: last.toISOString(),
      nextBumpAt: next.toISOString(),
      bumpNowFrom: allowed.toISOString(),
      dailyBumps: [
        {
          purchaseId: 7,
          time: '21:00',
          firstDay: today,
          lastDay: addDays(today, 2),
          runsLeft: 2,
          cancelledAt: null,
        },
      ],
    });
    const schedule = within(section).getByTestId('bump-schedule');
    expect(schedule).toHaveTextContent(`Last bump: ${momentInWords(last)}`);
    expect(schedule).toHaveTextContent(`Next bump: ${momentInWords(next)}`);
    expect(within(section).getByRole('button', { name: 'Bump now (2 credits)' })).toBeDisabled();
    expect(within(section).getByTestId('bump-now-from')).toHaveTextContent(
      `You can bump it again at ${momentInWords(allowed)}.`,
    );
    const daily = within(section).getByRole('list', { name: 'Daily bumps' });
    expect(within(daily).getByRole('listitem')).toHaveTextContent(/^Daily at 21:00, .+ to .+: 2 bumps left/);
    expect(within(daily).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('says the times and the interval in Hindi on a Hindi page', async () => {
    const hindi = await i18nFor('hi');
    await loadModuleMessages(hindi, 'src/features/placements/PromoteAdPage.tsx');
    const last = new Date(Date.now() - HOUR);
    const allowed = new Date(last.getTime() + 4 * HOUR);
    const { section } = await renderPromote(
      { lastBumpAt: last.toISOString(), nextBumpAt: null, bumpNowFrom: allowed.toISOString() },
      hindi,
    );
    expect(within(section).getByTestId('bump-schedule')).toHaveTextContent(momentInWords(last, new Date(), 'hi'));
    expect(within(section).getByTestId('bump-now-from')).toHaveTextContent(momentInWords(allowed, new Date(), 'hi'));
    expect(section).toHaveTextContent('कम से कम 4 घंटे का अंतर');
    expect(section).not.toHaveTextContent(/today|tomorrow|hours/);
  });

  it('bumps now: the last bump and the balance follow', async () => {
    const { environment, section } = await renderPromote({
      lastBumpAt: null,
      nextBumpAt: null,
      bumpNowFrom: new Date(Date.now() - 1000).toISOString(),
    });
    expect(within(section).getByTestId('bump-schedule')).toHaveTextContent('Not bumped yet.');
    await userEvent.click(within(section).getByRole('button', { name: 'Bump now (2 credits)' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ adId: btoa('Ad:12') });
    const now = new Date();
    resolveOperationWith(environment, operation, {
      bumpAdNow: {
        __typename: 'MutationBumpAdNowSuccess',
        purchase: { id: 'p1', credits: 2 },
        ad: {
          id: btoa('Ad:12'),
          startDate: today,
          endDate: addDays(today, 2),
          bumpSchedule: {
            lastBumpAt: now.toISOString(),
            nextBumpAt: null,
            bumpNowFrom: new Date(now.getTime() + 4 * HOUR).toISOString(),
            dailyBumps: [],
          },
        },
        balance: 18,
      },
    });
    await waitFor(() => expect(session.get().credits).toBe(18));
    expect(within(section).getByTestId('bump-schedule')).toHaveTextContent(`Last bump: ${momentInWords(now)}`);
    expect(within(section).getByRole('button', { name: 'Bump now (2 credits)' })).toBeDisabled();
  });

  it('prices a daily bump by its runs ahead', async () => {
    const { section } = await renderPromote({
      lastBumpAt: null,
      nextBumpAt: null,
      bumpNowFrom: new Date().toISOString(),
    });
    const form = within(section).getByRole('form', { name: 'Buy a daily bump' });
    const first = within(form).getByLabelText('First day');
    await userEvent.clear(first);
    await userEvent.type(first, addDays(today, 1));
    const last = within(form).getByLabelText('Last day');
    await userEvent.clear(last);
    await userEvent.type(last, addDays(today, 2));
    expect(within(form).getByTestId('bump-cost')).toHaveTextContent(
      '2 bumps × 2 credits = 4 credits · Balance after: 16 credits',
    );
  });
});
