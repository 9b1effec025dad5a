import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearToastsAndSessionAfterEach } from '../../../test/cleanup.ts';
import type { MockEnvironment } from '../../../test/render.tsx';
import { COUPON_MESSAGES, PACKAGE_MESSAGES } from '../../../../../common/forms/packages.ts';
import { CreditPackagesPage, creditPackagesPageLoader } from './CreditPackagesPage.tsx';
import { renderPageWith } from '../../../test/page.tsx';
import { mockConnection } from '../../../test/mockConnection.ts';
import { openDialog } from '../../../test/dialogs.ts';
import { answerWithToast, refuseWithToast } from '../../../test/mutations.ts';
import { cellTexts } from '../../../test/tables.ts';

const STARTER = {
  id: 'package-1',
  databaseId: 1,
  name: 'Starter',
  priceRupees: 1500,
  credits: 150,
  bonusCredits: 20,
  position: 1,
  active: true,
  requestCount: 3,
};
const TRIAL = {
  ...STARTER,
  id: 'package-2',
  databaseId: 2,
  name: 'Trial',
  priceRupees: 100,
  bonusCredits: 0,
  position: 0,
  requestCount: 0,
};
const DIWALI = {
  id: 'coupon-1',
  code: 'DIWALI',
  kind: 'percent',
  value: 10,
  maxUses: 5,
  usedCount: 2,
  lastDay: '2026-12-31',
  active: true,
};

async function renderPackages(packages = [TRIAL, STARTER], coupons = [DIWALI]) {
  const { environment } = await renderPageWith(
    { path: '/admin/credit-packages', element: <CreditPackagesPage />, loader: creditPackagesPageLoader },
    {
      creditPackages: packages,
      coupons: mockConnection(coupons.map((node) => ({ __typename: 'Coupon', ...node }))),
    },
  );
  await screen.findByRole('table', { name: 'Credit packages' });
  return environment;
}

function rowCells(table: string, first: string) {
  const row = within(screen.getByRole('table', { name: table }))
    .getByRole('cell', { name: first })
    .closest('tr')!;
  return cellTexts(row);
}

function lastOperation(environment: MockEnvironment) {
  return environment.mock.getMostRecentOperation().request;
}

describe('admin packages and coupons', () => {
  clearToastsAndSessionAfterEach();

  it('lists packages in order with their price, credits and bonus, and coupons with their uses', async () => {
    await renderPackages();
    expect(rowCells('Credit packages', 'Trial')).toEqual(['Trial', '₹100', '150', '—', '0', 'Active', 'EditDelete']);
    // bought: removing it deactivates it
    expect(rowCells('Credit packages', 'Starter')).toEqual([
      'Starter',
      '₹1,500',
      '150',
      '+20',
      '1',
      'Active',
      'EditDeactivate',
    ]);
    expect(rowCells('Coupons', 'DIWALI')).toEqual([
      'DIWALI',
      '10% bonus',
      '2 / 5',
      '2026-12-31',
      'Active',
      'EditRemove',
    ]);
  });

  it('adds a package from the dialog, sending whole numbers', async () => {
    const environment = await renderPackages();
    const dialog = await openDialog('Add Package', null);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Gold');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Price (₹)' }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Package' }));
    expect(within(dialog).getByText(PACKAGE_MESSAGES.price)).toBeInTheDocument();
    expect(within(dialog).getByText(PACKAGE_MESSAGES.credits)).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Price (₹)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Price (₹)' }), '2000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Credits' }), '250');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Bonus credits' }), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Package' }));
    expect(lastOperation(environment).variables).toEqual({
      name: 'Gold',
      priceRupees: 2000,
      credits: 250,
      bonusCredits: 50,
      position: 0,
      active: true,
    });
    await answerWithToast(
      environment,
      {
        createCreditPackage: {
          __typename: 'MutationCreateCreditPackageSuccess',
          creditPackage: {
            ...STARTER,
            id: 'package-3',
            databaseId: 3,
            name: 'Gold',
            priceRupees: 2000,
            credits: 250,
            bonusCredits: 50,
            position: 0,
            requestCount: 0,
          },
        },
      },
      'Package Added Successfully!',
    );
    await waitFor(() =>
      expect(rowCells('Credit packages', 'Gold')).toEqual([
        'Gold',
        '₹2,000',
        '250',
        '+50',
        '0',
        'Active',
        'EditDelete',
      ]),
    );
  });

  it("refuses a bad coupon code before asking the server, and shows the server's refusal", async () => {
    const environment = await renderPackages();
    const dialog = await openDialog('Add Coupon', null);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'a b');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Bonus value (% or credits)' }), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Coupon' }));
    expect(within(dialog).getByText(COUPON_MESSAGES.code)).toBeInTheDocument();
    expect(within(dialog).getByText(COUPON_MESSAGES.percent)).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Code' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'welcome50');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Bonus' }), 'fixed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Coupon' }));
    expect(lastOperation(environment).variables).toMatchObject({
      code: 'WELCOME50',
      kind: 'fixed',
      value: 150,
      maxUses: null,
      lastDay: null,
      active: true,
    });
    await refuseWithToast(environment, 'createCoupon', 'ConflictError', 'A coupon with this code already exists.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
