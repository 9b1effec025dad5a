// The Promote page (issue 34): the balance and each product's price on top, and its Featured in a city
// section: the days bought, the cost of the days chosen, a purchase that updates the days and the
// balance, a refusal in the server's words under its field, and a product not on sale.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session.ts';
import { addDays, dayInWords, todayInIndia } from '../../../../common/india.ts';
import { PROMOTE_NOT_FOUND } from './PromoteAdPage.tsx';
import { resolveWith } from '../../test/mockConnection.ts';
import { answerWithToast, refusal } from '../../test/mutations.ts';
import { renderPromotePage } from '../../test/promotePage.tsx';
import { expectSent } from '../../test/operations.ts';

const today = todayInIndia();

/** The ad runs four days and tomorrow is featured, unless a test says otherwise. */
function renderPromote({
  ad = {},
  scheme = {},
}: { ad?: Record<string, unknown> | null; scheme?: Record<string, unknown> } = {}) {
  return renderPromotePage({
    ad: ad && { endDate: addDays(today, 4), featuredDays: [addDays(today, 1)], ...ad },
    scheme,
  });
}

afterEach(() => act(() => session.logOut()));

describe('the Promote page', () => {
  it('shows the balance, each product’s price and the Featured section with the days bought', async () => {
    await renderPromote();
    expect(await screen.findByRole('heading', { name: 'Promote Meera' })).toBeInTheDocument();
    expect(screen.getByTestId('promote-balance')).toHaveTextContent('20 credits');
    expect(screen.getByText('Featured in a city: 5 credits a day')).toBeInTheDocument();
    expect(screen.getByText('Bump: not on sale')).toBeInTheDocument();
    expect(screen.getByText('Home spotlight: 4 credits a day')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Featured in Pune' });
    expect(within(section).getByTestId('featured-days')).toHaveTextContent(
      `Featured on: ${dayInWords(addDays(today, 1))}`,
    );
    expect(within(section).getByText(/Up to 3 featured ads are shown at once/)).toBeInTheDocument();
    expect(within(section).getByTestId('featured-cost')).toHaveTextContent(
      '1 day × 5 credits = 5 credits · Balance after: 15 credits',
    );
  });

  it('buys the chosen days: the days and the balance follow', async () => {
    const environment = await renderPromote();
    const section = await screen.findByRole('region', { name: 'Featured in Pune' });
    const last = within(section).getByLabelText('Last day');
    await userEvent.clear(last);
    await userEvent.type(last, addDays(today, 2));
    expect(within(section).getByTestId('featured-cost')).toHaveTextContent(
      '3 days × 5 credits = 15 credits · Balance after: 5 credits',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Buy featured days' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expectSent(environment, 'useBuyFeaturedDaysMutation', {
      adId: btoa('Ad:12'),
      firstDay: today,
      lastDay: addDays(today, 2),
    });
    await answerWithToast(
      environment,
      {
        buyFeaturedDays: {
          __typename: 'MutationBuyFeaturedDaysSuccess',
          purchase: { credits: 15 },
          ad: { id: btoa('Ad:12'), featuredDays: [today, addDays(today, 1), addDays(today, 2)] },
          balance: 5,
        },
      },
      'Featured for 3 days.',
    );
    expect(within(section).getByTestId('featured-days')).toHaveTextContent(
      `Featured on: ${[today, addDays(today, 1), addDays(today, 2)].map((day) => dayInWords(day)).join(', ')}`,
    );
    expect(screen.getByTestId('promote-balance')).toHaveTextContent('5 credits');
  });

  it('shows a refusal in the server’s words under the field it names', async () => {
    const environment = await renderPromote();
    const section = await screen.findByRole('region', { name: 'Featured in Pune' });
    await userEvent.click(within(section).getByRole('button', { name: 'Buy featured days' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    resolveWith(environment, {
      buyFeaturedDays: refusal('ConflictError', 'This ad is already featured on 28 Nov: please choose other days.', {
        field: 'firstDay',
      }),
    });
    expect(
      await within(section).findByText('This ad is already featured on 28 Nov: please choose other days.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('promote-balance')).toHaveTextContent('20 credits');
  });

  it('checks the days before sending: the last cannot be before the first', async () => {
    const environment = await renderPromote();
    const section = await screen.findByRole('region', { name: 'Featured in Pune' });
    const first = within(section).getByLabelText('First day');
    await userEvent.clear(first);
    await userEvent.type(first, addDays(today, 3));
    await userEvent.click(within(section).getByRole('button', { name: 'Buy featured days' }));
    expect(await within(section).findByText('The last day cannot be before the first day.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('says when featured days are not on sale, and offers no form', async () => {
    await renderPromote({ scheme: { featuredCreditsPerDay: null } });
    const section = await screen.findByRole('region', { name: 'Featured in Pune' });
    expect(within(section).getByText('Featured in a city is not on sale at the moment.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Buy featured days' })).not.toBeInTheDocument();
  });

  it('says so for an ad that is not the advertiser’s', async () => {
    await renderPromote({ ad: { featuredDays: null } });
    expect(await screen.findByText(PROMOTE_NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured in Pune' })).not.toBeInTheDocument();
  });
});
