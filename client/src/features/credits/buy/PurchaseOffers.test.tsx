import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toasts.ts';
import type { MockEnvironment } from '../../../test/render.tsx';
import { COUPON_MESSAGES } from '../../../../../common/forms/packages.ts';
import { MyCreditRequestsPage, myCreditRequestsPageLoader } from './MyCreditRequestsPage.tsx';
import { renderPageGenerated } from '../../../test/page.tsx';
import { mockConnection, resolveWith } from '../../../test/mockConnection.ts';
import { refusal } from '../../../test/mutations.ts';

const GOLD = { id: 'package-gold', name: 'Gold', priceRupees: 1000, credits: 150, bonusCredits: 20 };
const TRIAL = { id: 'package-trial', name: 'Trial', priceRupees: 100, credits: 10, bonusCredits: 0 };

let packagesGenerated = 0;

async function openForm() {
  packagesGenerated = 0;
  const { environment } = await renderPageGenerated(
    { path: '/credit-requests', element: <MyCreditRequestsPage />, loader: myCreditRequestsPageLoader },
    {
      Query: () => ({
        creditScheme: { creditRate: 0.5, timePerCredit: 2 },
        paymentSettings: { upiId: 'payments@ybl', payeeName: 'Companion Directory' },
        creditPackages: [TRIAL, GOLD],
      }),
      // the list's records in order (the generator asks once per record)
      CreditPackage: () => [TRIAL, GOLD][packagesGenerated++ % 2],
      QueryMyCreditRequestsConnection: () => mockConnection([]),
    },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Add Request' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Credit Request' });
  return { environment, dialog };
}

async function applyCoupon(environment: MockEnvironment, dialog: HTMLElement, code: string, answer: object) {
  await userEvent.type(within(dialog).getByLabelText('Coupon code (optional)'), code);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('PurchaseOffersCouponQuery'),
  );
  expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ code: code.trim().toUpperCase() });
  resolveWith(environment, { checkCoupon: answer });
}

describe('the credit form’s packages and coupon', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    toaster.remove();
  });

  it('offers the packages; one chosen sets the amount to its price and shows its credits and bonus', async () => {
    const { dialog } = await openForm();
    const select = within(dialog).getByRole('combobox', { name: 'Package' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'No package: I will type the amount',
      'Trial: ₹100 for 10 credits',
      'Gold: ₹1,000 for 150 credits + 20 bonus',
    ]);
    await userEvent.selectOptions(select, 'package-gold');
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(1000);
    expect(within(dialog).getByText('₹1,000 buys 170 credits: 150 + 20 bonus (340 days of ads)')).toBeInTheDocument();

    await userEvent.selectOptions(select, '');
    await userEvent.clear(within(dialog).getByLabelText('Amount (₹)'));
    await userEvent.type(within(dialog).getByLabelText('Amount (₹)'), '300');
    expect(within(dialog).getByText('₹300 buys 150 credits (300 days of ads)')).toBeInTheDocument();
  });

  it('applies a coupon, shows the credits it buys, and sends the package and the code', async () => {
    const { environment, dialog } = await openForm();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Package' }), 'package-gold');
    await applyCoupon(environment, dialog, ' diwali ', {
      __typename: 'QueryCheckCouponSuccess',
      coupon: { code: 'DIWALI', kind: 'percent', value: 10 },
    });
    expect(await within(dialog).findByText('DIWALI applied: 10% bonus credits')).toBeInTheDocument();
    // 10 % of the 150 credits bought, plus the package's 20
    expect(within(dialog).getByText('₹1,000 buys 185 credits: 150 + 35 bonus (370 days of ads)')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('UTR (UPI transaction reference)'), '421098765432');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useCreateCreditRequestMutation'),
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      amount: 1000,
      utr: '421098765432',
      packageId: 'package-gold',
      couponCode: 'DIWALI',
    });
  });

  it.each([COUPON_MESSAGES.expired, COUPON_MESSAGES.usedUp, COUPON_MESSAGES.usedByYou, COUPON_MESSAGES.unknown])(
    'says why a coupon cannot be used: %s',
    async (message) => {
      const { environment, dialog } = await openForm();
      await applyCoupon(environment, dialog, 'OLDCODE', refusal('ValidationError', message));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(within(dialog).queryByText(/applied/)).not.toBeInTheDocument();
    },
  );

  it("shows the server's refusal of a coupon under the coupon when the request is sent", async () => {
    const { environment, dialog } = await openForm();
    await userEvent.type(within(dialog).getByLabelText('Amount (₹)'), '500');
    await userEvent.type(within(dialog).getByLabelText('Coupon code (optional)'), 'welcome');
    await userEvent.type(within(dialog).getByLabelText('UTR (UPI transaction reference)'), '421098765432');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useCreateCreditRequestMutation'),
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      amount: 500,
      packageId: null,
      couponCode: 'WELCOME',
    });
    resolveWith(environment, {
      createCreditRequest: refusal('ValidationError', COUPON_MESSAGES.inactive, { field: 'couponCode' }),
    });
    expect(await within(dialog).findByText(COUPON_MESSAGES.inactive)).toBeInTheDocument();
  });
});
