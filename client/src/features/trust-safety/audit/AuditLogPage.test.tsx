import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockEnvironment } from '../../../test/render.tsx';
import { fieldChanges } from './auditChanges.ts';
import { AuditLogPage, auditLogPageLoader } from './AuditLogPage.tsx';
import { renderPage, resolveGenerated } from '../../../test/page.tsx';
import { cellTexts } from '../../../test/tables.ts';

const SUSPENSION = {
  id: 'entry-2',
  action: 'user_status',
  subjectType: 'User',
  subjectId: 7,
  before: JSON.stringify({ id: 7, name: 'Meera', status: 'active', suspensionReason: null }),
  after: JSON.stringify({ id: 7, name: 'Meera', status: 'suspended', suspensionReason: 'Photos under review' }),
  createdAt: '2026-11-22T08:30:00.000Z',
  actor: { name: 'Administrator', role: 'admin' },
};
const DELETION = {
  id: 'entry-1',
  action: 'contactMessage_delete',
  subjectType: 'ContactMessage',
  subjectId: 3,
  before: JSON.stringify({ id: 3, name: 'Asha', message: 'Hello' }),
  after: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  actor: { name: 'Administrator', role: 'admin' },
};

const TAKEDOWN = {
  id: 'entry-3',
  action: 'ad_takeDown',
  subjectType: 'Ad',
  subjectId: 12,
  before: JSON.stringify({ id: 12, takedownReason: null }),
  after: JSON.stringify({ id: 12, takedownReason: 'Fake photos' }),
  createdAt: '2026-11-23T08:30:00.000Z',
  actor: { name: 'Meera', role: 'moderator' },
};

function resolveEntries(
  environment: MockEnvironment,
  entries: (typeof SUSPENSION | typeof DELETION)[],
  hasNextPage = false,
) {
  resolveGenerated(environment, {
    QueryAuditEntriesConnection: () => ({
      totalCount: entries.length,
      edges: entries.map((node) => ({ cursor: `cursor-of-${node.id}`, node })),
      pageInfo: { hasNextPage, endCursor: 'cursor-last', hasPreviousPage: false, startCursor: null },
    }),
  });
}

async function renderAuditLog(entries: (typeof SUSPENSION | typeof DELETION)[], hasNextPage = false) {
  const { environment } = await renderPage({
    path: '/admin/audit',
    element: <AuditLogPage />,
    loader: auditLogPageLoader,
  });
  resolveEntries(environment, entries, hasNextPage);
  await screen.findByRole('table', { name: 'Audit log' });
  return environment;
}

describe('the admin audit log', () => {
  it('shows when, who, what, on which record, and the fields that changed', async () => {
    await renderAuditLog([SUSPENSION, DELETION]);
    const rows = within(screen.getByRole('table', { name: 'Audit log' }))
      .getAllByRole('row')
      .slice(1);
    expect(cellTexts(rows[0]!)).toEqual([
      '22 Nov 2026, 2:00 pm',
      'Administrator',
      'Account status changed',
      'User #7',
      'status: active → suspendedsuspensionReason: — → Photos under review',
    ]);
    expect(within(rows[1]!).getAllByRole('cell')[4]!.textContent).toBe('name: Asha → —message: Hello → —');
    expect(screen.getByText('2 entries')).toBeInTheDocument();
  });

  it("names a moderator's decision as theirs (issue 31)", async () => {
    await renderAuditLog([TAKEDOWN, SUSPENSION]);
    const rows = within(screen.getByRole('table', { name: 'Audit log' }))
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]!).getAllByRole('cell')[1]!.textContent).toBe('Meera (moderator)');
    expect(within(rows[1]!).getAllByRole('cell')[1]!.textContent).toBe('Administrator');
  });

  it('says so when nothing was recorded', async () => {
    await renderAuditLog([]);
    expect(screen.getByText('No audit entries found')).toBeInTheDocument();
  });

  it('asks the server again for one action only', async () => {
    const environment = await renderAuditLog([SUSPENSION, DELETION]);
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Contact message deleted');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('AuditLogPagePaginationQuery');
    expect(operation.request.variables).toMatchObject({ action: 'contactMessage_delete', first: 20 });
    resolveEntries(environment, [DELETION]);
    await waitFor(() => expect(screen.queryByText('User #7')).not.toBeInTheDocument());
    expect(screen.getByText('ContactMessage #3')).toBeInTheDocument();
  });

  it('loads 20 more after the last one', async () => {
    const environment = await renderAuditLog([SUSPENSION], true);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      first: 20,
      after: 'cursor-last',
    });
  });
});

describe('fieldChanges', () => {
  it('lists only what changed, leaves bookkeeping out, and shortens long values', () => {
    const long = 'x'.repeat(200);
    expect(
      fieldChanges(
        JSON.stringify({ id: 1, title: 'Old', description: long, updatedAt: '2026-01-01', published: true }),
        JSON.stringify({ id: 1, title: 'New', description: long, updatedAt: '2026-02-02', published: false }),
      ),
    ).toEqual([
      { field: 'title', before: 'Old', after: 'New' },
      { field: 'published', before: 'true', after: 'false' },
    ]);
    expect(fieldChanges(null, JSON.stringify({ id: 2, description: long }))).toEqual([
      { field: 'description', before: null, after: `${'x'.repeat(79)}…` },
    ]);
  });
});
