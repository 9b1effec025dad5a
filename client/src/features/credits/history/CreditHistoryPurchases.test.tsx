// The credit history names the package and coupon of each purchase (issue 34).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreditHistoryPage, creditHistoryPageLoader } from './CreditHistoryPage.tsx';
import { renderPage, resolveGenerated } from '../../../test/page.tsx';

function grant(n: number, creditRequest: Record<string, unknown>) {
  return {
    id: `entry-${n}`,
    kind: 'grant',
    amount: 185,
    balanceAfter: 185,
    reason: null,
    createdAt: '2026-11-22T08:30:00.000Z',
    adId: null,
    receiptNumber: null,
    receiptUrl: null,
    ad: null,
    creditRequest: {
      id: `request-${n}`,
      amount: 1000,
      bonusCredits: 0,
      couponCode: null,
      package: null,
      ...creditRequest,
    },
  };
}

describe('the credit history of purchases', () => {
  it('names the package and the coupon each purchase used, with its bonus', async () => {
    const { environment } = await renderPage({
      path: '/credit-history',
      element: <CreditHistoryPage />,
      loader: creditHistoryPageLoader,
    });
    const entries = [
      grant(1, { bonusCredits: 35, couponCode: 'DIWALI', package: { id: 'package-1', name: 'Gold' } }),
      grant(2, { amount: 300, bonusCredits: 50, couponCode: 'WELCOME50' }),
      grant(3, { amount: 500 }),
    ];
    resolveGenerated(environment, {
      QueryCreditLedgerConnection: () => ({
        totalCount: entries.length,
        edges: entries.map((node) => ({ cursor: node.id, node })),
        pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Credit history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(4)?.textContent)).toEqual([
      'Payment of ₹1,000 · Gold package · coupon DIWALI (+35 bonus)',
      'Payment of ₹300 · coupon WELCOME50 (+50 bonus)',
      'Payment of ₹500',
    ]);
  });
});
