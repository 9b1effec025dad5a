// The Promote page's Home spotlight section (issue 34): the days with their free places, the price
// and the balance after, a purchase that updates the days and the balance, and a sold-out refusal
// shown in the server's words.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session.ts';
import { addDays, todayInIndia } from '../../../../common/india.ts';
import { resolveWith, resolveOperationWith } from '../../test/mockConnection.ts';
import { renderPromotePage } from '../../test/promotePage.tsx';
import { refusal } from '../../test/mutations.ts';

const today = todayInIndia();

async function renderPromote() {
  const environment = await renderPromotePage({
    ad: {
      spotlightDays: [
        { day: today, freeSlots: 0, mine: false },
        { day: addDays(today, 1), freeSlots: 3, mine: false },
        { day: addDays(today, 2), freeSlots: 0, mine: true },
      ],
    },
  });
  const section = await screen.findByRole('region', { name: 'Home spotlight' });
  return { environment, section };
}

afterEach(() => act(() => session.logOut()));

describe("the Promote page's Home spotlight", () => {
  it('lists the days with their free places, the sold-out ones and the ad’s own', async () => {
    const { section } = await renderPromote();
    const days = within(section).getByRole('list', { name: 'Spotlight places by day' });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(': ')[1]),
    ).toEqual(['sold out', '3 of 4 free', 'yours']);
    expect(within(section).getByTestId('spotlight-cost')).toHaveTextContent(
      '1 day × 4 credits = 4 credits · Balance after: 16 credits',
    );
  });

  it('buys the chosen days and shows them as the ad’s', async () => {
    const { environment, section } = await renderPromote();
    const form = within(section).getByRole('form', { name: 'Buy spotlight days' });
    const first = within(form).getByLabelText('First spotlight day');
    await userEvent.clear(first);
    await userEvent.type(first, addDays(today, 1));
    const last = within(form).getByLabelText('Last spotlight day');
    await userEvent.clear(last);
    await userEvent.type(last, addDays(today, 1));
    await userEvent.click(within(form).getByRole('button', { name: 'Buy spotlight days' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      adId: btoa('Ad:12'),
      firstDay: addDays(today, 1),
      lastDay: addDays(today, 1),
    });
    resolveOperationWith(environment, operation, {
      buySpotlightDays: {
        __typename: 'MutationBuySpotlightDaysSuccess',
        purchase: { id: 'p1', credits: 4 },
        ad: {
          id: btoa('Ad:12'),
          spotlightDays: [
            { day: today, freeSlots: 0, mine: false },
            { day: addDays(today, 1), freeSlots: 2, mine: true },
            { day: addDays(today, 2), freeSlots: 0, mine: true },
          ],
        },
        balance: 16,
      },
    });
    await waitFor(() => expect(session.get().credits).toBe(16));
    expect(within(section).getByTestId('spotlight-mine').textContent).toMatch(/^In the spotlight on: .+, .+$/);
  });

  it('shows a sold-out refusal in the server’s words', async () => {
    const { environment, section } = await renderPromote();
    const form = within(section).getByRole('form', { name: 'Buy spotlight days' });
    await userEvent.click(within(form).getByRole('button', { name: 'Buy spotlight days' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const message = 'The home spotlight is sold out for 28 November 2026: please choose other days.';
    resolveWith(environment, { buySpotlightDays: refusal('ConflictError', message, { field: 'firstDay' }) });
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(session.get().credits).toBe(20);
  });
});
