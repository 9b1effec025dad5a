import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeskPage, deskPageLoader } from './DeskPage.tsx';
import { renderPage } from '../../../test/page.tsx';
import { resolveWith } from '../../../test/mockConnection.ts';

/** Nothing waits but what `counts` gives (null: a count the caller may not see). */
const NOTHING_WAITING = {
  heldAds: 0,
  openReports: 0,
  pendingVerifications: 0,
  grievancesDueSoon: 0,
  accountRequests: 0,
  creditRequests: 0,
};

async function renderDesk(counts: Partial<Record<keyof typeof NOTHING_WAITING, number | null>>) {
  const { environment } = await renderPage({ path: '/admin/desk', element: <DeskPage />, loader: deskPageLoader });
  resolveWith(environment, { deskCounts: { ...NOTHING_WAITING, ...counts } });
  await screen.findByText('The work waiting for the desk. Each box opens its screen.');
}

const box = (label: string) => screen.getByRole('link', { name: new RegExp(label) });

describe("the desk's home", () => {
  it('shows each count of waiting work as a link to its screen', async () => {
    await renderDesk({ heldAds: 3, openReports: 12, grievancesDueSoon: 1, accountRequests: 2, creditRequests: 1500 });
    expect(box('Ads held for review')).toHaveAttribute('href', '/admin/moderation');
    expect(box('Ads held for review')).toHaveTextContent('3Ads held for review');
    expect(box('Open reports')).toHaveTextContent('12Open reports');
    expect(box('Complaints near their deadline')).toHaveAttribute('href', '/admin/grievances');
    expect(box('Verifications waiting')).toHaveTextContent('0Verifications waitingNo verification waits.');
    expect(box('Verifications waiting')).toHaveAttribute('href', '/admin/verifications');
    expect(box('Account requests')).toHaveAttribute('href', '/admin/users/account-requests');
    expect(box('Credit requests')).toHaveTextContent('1,500Credit requests');
    expect(box('Credit requests')).toHaveAttribute('href', '/admin/credit-requests');
    expect(screen.getByRole('link', { name: 'Search every ad' })).toHaveAttribute('href', '/admin/ads');
    expect(screen.getByRole('link', { name: 'Search users' })).toHaveAttribute('href', '/admin/users');
  });

  it('leaves out what the caller may not open (a moderator: account and credit requests)', async () => {
    await renderDesk({ pendingVerifications: 2, accountRequests: null, creditRequests: null });
    expect(box('Verifications waiting')).toHaveTextContent('2Verifications waiting');
    expect(screen.queryByRole('link', { name: /Account requests/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Credit requests/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Search users' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search every ad' })).toBeInTheDocument();
  });
});
