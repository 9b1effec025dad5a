import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GrievancesPage, grievancesPageLoader, GRIEVANCES_EMPTY, timeSince } from './GrievancesPage.tsx';
import { renderPage } from '../../../test/page.tsx';
import { resolveConnection } from '../../../test/mockConnection.ts';
import { answerWithToast, refuseWithToast } from '../../../test/mutations.ts';
import { cellTexts } from '../../../test/tables.ts';

const HOUR = 60 * 60 * 1000;

function grievance(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: `grievance-${n}`,
    trackingNumber: `GRV-AAAA000${n}`,
    category: 'scam',
    adLink: '',
    details: `Complaint number ${n}`,
    contact: `person${n}@example.in`,
    status: 'received',
    overdue: false,
    createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    ...extra,
  };
}

async function renderGrievances(grievances: ReturnType<typeof grievance>[], hasNextPage = false) {
  const { environment } = await renderPage({
    path: '/admin/grievances',
    element: <GrievancesPage />,
    loader: grievancesPageLoader,
  });
  resolveConnection(environment, 'QueryGrievancesConnection', grievances, { hasNextPage });
  await screen.findByRole('table', { name: 'Complaints' });
  return environment;
}

const rowOf = (trackingNumber: string) => screen.getByRole('cell', { name: trackingNumber }).closest('tr')!;

describe('the admin list of complaints', () => {
  it('shows each complaint with the time since filing, and marks those waiting over 24 hours', async () => {
    await renderGrievances([
      grievance(1, { adLink: 'https://example.in/call-girls/12' }),
      grievance(2, { overdue: true, createdAt: new Date(Date.now() - 30 * HOUR).toISOString(), category: 'underage' }),
      grievance(3, { status: 'resolved' }),
    ]);
    const cells = cellTexts(rowOf('GRV-AAAA0001'));
    expect(cells).toEqual([
      'GRV-AAAA0001',
      '3 hours ago',
      'Scam or fraud',
      'https://example.in/call-girls/12',
      'Complaint number 1',
      'person1@example.in',
      'Received',
      'AcknowledgeResolve',
    ]);
    expect(
      within(rowOf('GRV-AAAA0001')).getByRole('link', { name: 'https://example.in/call-girls/12' }),
    ).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(rowOf('GRV-AAAA0001')).queryByText('Over 24 hours')).not.toBeInTheDocument();
    expect(within(rowOf('GRV-AAAA0002')).getByText('Over 24 hours')).toBeInTheDocument();
    expect(within(rowOf('GRV-AAAA0002')).getByText('1 day ago')).toBeInTheDocument();
    expect(within(rowOf('GRV-AAAA0003')).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('3 complaints')).toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    await renderGrievances([]);
    expect(screen.getByText(GRIEVANCES_EMPTY)).toBeInTheDocument();
  });

  it('acknowledges a complaint: the row updates in place and loses its overdue mark', async () => {
    const environment = await renderGrievances([grievance(2, { overdue: true })]);
    await userEvent.click(within(rowOf('GRV-AAAA0002')).getByRole('button', { name: 'Acknowledge' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      id: 'grievance-2',
      status: 'acknowledged',
    });
    await answerWithToast(
      environment,
      {
        changeGrievanceStatus: {
          __typename: 'MutationChangeGrievanceStatusSuccess',
          grievance: {
            id: 'grievance-2',
            status: 'acknowledged',
            overdue: false,
            acknowledgedAt: new Date().toISOString(),
            resolvedAt: null,
          },
        },
      },
      'Complaint acknowledged.',
    );
    await waitFor(() => expect(within(rowOf('GRV-AAAA0002')).getByText('Acknowledged')).toBeInTheDocument());
    expect(within(rowOf('GRV-AAAA0002')).queryByText('Over 24 hours')).not.toBeInTheDocument();
    expect(
      within(rowOf('GRV-AAAA0002'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Resolve']);
  });

  it("shows the server's refusal, and the fallback when the call fails", async () => {
    const environment = await renderGrievances([grievance(1)]);
    await userEvent.click(within(rowOf('GRV-AAAA0001')).getByRole('button', { name: 'Resolve' }));
    await refuseWithToast(
      environment,
      'changeGrievanceStatus',
      'WrongStateError',
      'This complaint is already resolved.',
    );
    await waitFor(() => expect(within(rowOf('GRV-AAAA0001')).getByRole('button', { name: 'Resolve' })).toBeEnabled());
    await userEvent.click(within(rowOf('GRV-AAAA0001')).getByRole('button', { name: 'Acknowledge' }));
    act(() => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(await screen.findByText('Failed to update the complaint.')).toBeInTheDocument();
  });

  it('filters by status', async () => {
    const environment = await renderGrievances([grievance(1)]);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Received');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('GrievancesPagePaginationQuery');
    expect(operation.request.variables).toMatchObject({ status: 'received', first: 20 });
  });

  it('says the time since filing in minutes, hours, then days', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(timeSince(new Date('2026-11-22T11:59:40Z'), now)).toBe('just now');
    expect(timeSince(new Date('2026-11-22T11:15:00Z'), now)).toBe('45 minutes ago');
    expect(timeSince(new Date('2026-11-22T07:00:00Z'), now)).toBe('5 hours ago');
    expect(timeSince(new Date('2026-11-19T12:00:00Z'), now)).toBe('3 days ago');
  });
});
