import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockEnvironment } from '../../../test/render.tsx';
import { CREDIT_HISTORY_EMPTY, CreditHistoryPage, creditHistoryPageLoader } from './CreditHistoryPage.tsx';
import { renderPage, resolveGenerated } from '../../../test/page.tsx';
import { cellTexts } from '../../../test/tables.ts';

function entry(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: `entry-${n}`,
    kind: 'adjustment',
    amount: 5,
    balanceAfter: 50 - n,
    reason: `Reason ${n}`,
    createdAt: '2026-11-22T08:30:00.000Z',
    adId: null,
    receiptNumber: null,
    receiptUrl: null,
    creditRequest: null,
    ad: null,
    ...extra,
  };
}

function resolveLedger(
  environment: MockEnvironment,
  entries: ReturnType<typeof entry>[],
  totalCount = entries.length,
  hasNextPage = false,
) {
  resolveGenerated(environment, {
    QueryCreditLedgerConnection: () => ({
      totalCount,
      edges: entries.map((node) => ({ cursor: `cursor-of-${node.id}`, node })),
      pageInfo: { hasNextPage, endCursor: 'cursor-last', hasPreviousPage: false, startCursor: null },
    }),
  });
}

async function renderHistory(entries: ReturnType<typeof entry>[], totalCount = entries.length, hasNextPage = false) {
  const { environment } = await renderPage({
    path: '/credit-history',
    element: <CreditHistoryPage />,
    loader: creditHistoryPageLoader,
  });
  resolveLedger(environment, entries, totalCount, hasNextPage);
  await screen.findByRole('table', { name: 'Credit history' });
  return environment;
}

describe('the credit history', () => {
  it('shows each change with its date, kind, signed amount, balance after and what it was for', async () => {
    await renderHistory([
      entry(1, {
        kind: 'spend',
        amount: -6,
        balanceAfter: 4,
        reason: null,
        adId: 12,
        ad: { id: 'ad-12', databaseId: 12, name: 'Meera', location: { id: 'l', name: 'Pune' } },
      }),
      entry(2, {
        kind: 'grant',
        amount: 10,
        balanceAfter: 10,
        reason: null,
        creditRequest: { id: 'cr-1', amount: 1000, bonusCredits: 0, couponCode: null, package: null },
        receiptNumber: 'R-000042',
        receiptUrl: 'http://site.test/api/receipts/42?expires=1&signature=abc',
      }),
      entry(3, { kind: 'adjustment', amount: -2, balanceAfter: 0, reason: 'Duplicate grant' }),
      entry(4, { kind: 'spend', amount: -1, balanceAfter: 2, reason: null, adId: 99, ad: null }),
      entry(5, {
        kind: 'spend',
        amount: -2,
        balanceAfter: 0,
        reason: 'Renewed for 3 days',
        adId: 12,
        ad: { id: 'ad-12', databaseId: 12, name: 'Meera', location: { id: 'l', name: 'Pune' } },
      }),
    ]);
    const rows = within(screen.getByRole('table', { name: 'Credit history' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => cellTexts(row))).toEqual([
      ['22 Nov 2026, 2:00 pm', 'Ad published', '−6', '4', 'Meera, Pune'],
      ['22 Nov 2026, 2:00 pm', 'Credit request approved', '+10', '10', 'Payment of ₹1,000 · Receipt'],
      ['22 Nov 2026, 2:00 pm', 'Adjusted by the admin', '−2', '0', 'Duplicate grant'],
      ['22 Nov 2026, 2:00 pm', 'Ad published', '−1', '2', 'An ad that no longer exists'],
      ['22 Nov 2026, 2:00 pm', 'Renewed for 3 days', '−2', '0', 'Meera, Pune'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Meera, Pune' })).toHaveAttribute('href', '/call-girls/12');
    // an approved purchase's receipt downloads from its signed address
    const receipt = within(rows[1]!).getByRole('link', { name: 'Receipt R-000042 (PDF)' });
    expect(receipt).toHaveAttribute('href', 'http://site.test/api/receipts/42?expires=1&signature=abc');
    expect(receipt).toHaveAttribute('download', 'R-000042.pdf');
  });

  it('says so when there is none', async () => {
    await renderHistory([]);
    expect(screen.getByText(CREDIT_HISTORY_EMPTY)).toBeInTheDocument();
  });

  it('pages 10 at a time, fetching the next page after the last cursor', async () => {
    const environment = await renderHistory(
      Array.from({ length: 10 }, (_, index) => entry(index + 1)),
      12,
      true,
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('CreditHistoryPagePaginationQuery');
    expect(next.request.variables).toMatchObject({ first: 10, after: 'cursor-last' });
    resolveLedger(environment, [entry(11), entry(12)], 12, false);
    expect(await screen.findByText('Reason 12')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });
});
