// The Promote page's Home spotlight section (issue 34): the days with their free places, the price
// and the balance after, a purchase that updates the days and the balance, and a sold-out refusal
// shown in the server's words.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { session } from '../../lib/session.ts';
import { renderRoutes } from '../../test/render.tsx';
import { addDays, todayInIndia } from '../../../../common/india.ts';
import { PromoteAdPage, promoteAdPageLoader } from './PromoteAdPage.tsx';

const today = todayInIndia();

async function renderPromote() {
  session.logIn({ token: 'token', name: 'Asha', contact: '9876543210', role: 'user', credits: 20 });
  const environment = createMockEnvironment();
  renderRoutes([{ path: '/ads/:id/promote', element: <PromoteAdPage />, loader: promoteAdPageLoader(environment) }], {
    path: '/ads/12/promote',
    environment,
  });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Ad: () => ({
          id: btoa('Ad:12'),
          name: 'Meera',
          startDate: today,
          endDate: addDays(today, 2),
          featuredDays: [],
          bumpSchedule: null,
          spotlightDays: [
            { day: today, freeSlots: 0, mine: false },
            { day: addDays(today, 1), freeSlots: 3, mine: false },
            { day: addDays(today, 2), freeSlots: 0, mine: true },
          ],
        }),
        PlacementScheme: () => ({
          featuredCreditsPerDay: 5,
          bumpCredits: null,
          spotlightCreditsPerDay: 4,
          spotlightSlots: 4,
          featuredBlockSize: 3,
          bumpIntervalMinutes: 240,
        }),
      }),
    ),
  );
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
    act(() =>
      environment.mock.resolve(operation, {
        data: {
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
        },
      }),
    );
    await waitFor(() => expect(session.get().credits).toBe(16));
    expect(within(section).getByTestId('spotlight-mine').textContent).toMatch(/^In the spotlight on: .+, .+$/);
  });

  it('shows a sold-out refusal in the server’s words', async () => {
    const { environment, section } = await renderPromote();
    const form = within(section).getByRole('form', { name: 'Buy spotlight days' });
    await userEvent.click(within(form).getByRole('button', { name: 'Buy spotlight days' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const message = 'The home spotlight is sold out for 28 November 2026: please choose other days.';
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { buySpotlightDays: { __typename: 'ConflictError', message, field: 'firstDay' } },
      }),
    );
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(session.get().credits).toBe(20);
  });
});
