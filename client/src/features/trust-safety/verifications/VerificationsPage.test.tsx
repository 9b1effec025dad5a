import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../components/toasts.ts';
import { resolveConnection, type ConnectionOptions, resolveWith } from '../../../test/mockConnection.ts';
import type { MockEnvironment } from '../../../test/render.tsx';
import { VERIFICATION_DESK_TEXTS, VerificationsPage, verificationsPageLoader } from './VerificationsPage.tsx';
import { renderPage } from '../../../test/page.tsx';
import { refuseWithToast } from '../../../test/mutations.ts';
import { expectSent } from '../../../test/operations.ts';

interface MockRequest {
  id: string;
  status: 'pending' | 'approved' | 'refused';
  code: string;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
  revokeReason: string | null;
  filesDeletedAt: string | null;
  filesDeleteAfter: string | null;
  document: { url: string } | null;
  photo: { url: string } | null;
  advertiser: {
    databaseId: number;
    name: string;
    email: string;
    contact: string;
    status: string;
    verifiedAt: string | null;
  };
}

function request(n: number, overrides: Partial<MockRequest> = {}): MockRequest {
  return {
    id: `verification-${n}`,
    status: 'pending',
    code: `CODE${n}X`,
    reason: null,
    // 20:00 UTC is the next day in India
    createdAt: '2030-03-09T20:00:00Z',
    decidedAt: null,
    decidedBy: null,
    revokedAt: null,
    revokedBy: null,
    revokeReason: null,
    filesDeletedAt: null,
    filesDeleteAfter: null,
    document: { url: `https://api.test/media/private/document-${n}.webp?expires=1&signature=a` },
    photo: { url: `https://api.test/media/private/photo-${n}.webp?expires=1&signature=b` },
    advertiser: {
      databaseId: 100 + n,
      name: `Advertiser ${n}`,
      email: `a${n}@example.com`,
      contact: '9876543210',
      status: 'active',
      verifiedAt: null,
    },
    ...overrides,
  };
}

function resolvePage(environment: MockEnvironment, requests: MockRequest[], options: ConnectionOptions = {}) {
  resolveConnection(environment, 'QueryVerificationRequestsConnection', requests, options);
}

async function renderDesk() {
  const { environment, operation } = await renderPage({
    path: '/admin/verifications',
    element: <VerificationsPage />,
    loader: verificationsPageLoader,
    query: 'VerificationsPageQuery',
  });
  // pending first: the page opens on the queue
  expect(JSON.stringify(operation.request.node.operation)).toContain(
    '{"kind":"Literal","name":"status","value":"pending"}',
  );
  return environment;
}

function card(name: string) {
  return screen.getByRole('article', { name: `Verification of ${name}` });
}

function resolveDecision(environment: MockEnvironment, field: string, typename: string, node: MockRequest) {
  resolveWith(environment, { [field]: { __typename: typename, verificationRequest: node } });
}

describe('the desk’s verifications', () => {
  afterEach(() => toaster.remove());

  it('lists pending requests with the advertiser, the code and both files', async () => {
    const environment = await renderDesk();
    resolvePage(environment, [request(1), request(2)]);
    expect(await screen.findByText('2 waiting, oldest first')).toBeInTheDocument();
    const first = card('Advertiser 1');
    expect(within(first).getByText('a1@example.com')).toBeInTheDocument();
    expect(within(first).getByTestId('verification-code')).toHaveTextContent('CODE1X');
    expect(within(first).getByText('Sent 2030-03-10')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Identity document of Advertiser 1' })).toHaveAttribute(
      'src',
      request(1).document!.url,
    );
    expect(within(first).getByRole('img', { name: 'Verification photo of Advertiser 1' })).toHaveAttribute(
      'src',
      request(1).photo!.url,
    );
    expect(within(first).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'Refuse' })).toBeEnabled();
  });

  it('opens a file full screen by its signed URL, and says what to do when the link has expired', async () => {
    const environment = await renderDesk();
    resolvePage(environment, [request(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Open identity document of Advertiser 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Identity document of Advertiser 1' });
    const full = within(dialog).getByRole('img', { name: 'Identity document of Advertiser 1' });
    expect(full).toHaveAttribute('src', request(1).document!.url);
    expect(full).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(within(dialog).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      request(1).document!.url,
    );
    fireEvent.error(full);
    expect(within(dialog).getByText(/its link may have expired/)).toBeInTheDocument();
  });

  it('approves a request: it leaves the queue', async () => {
    const environment = await renderDesk();
    resolvePage(environment, [request(1), request(2)]);
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Verification of Advertiser 1' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    expectSent(environment, 'useVerificationDecisionsApproveMutation', { id: 'verification-1' });
    resolveDecision(
      environment,
      'approveVerification',
      'MutationApproveVerificationSuccess',
      request(1, { status: 'approved', decidedAt: '2030-03-11T06:00:00Z', decidedBy: 'Mona Moderator' }),
    );
    expect(await screen.findByText(VERIFICATION_DESK_TEXTS.approve.success)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Verification of Advertiser 1' })).not.toBeInTheDocument(),
    );
    expect(card('Advertiser 2')).toBeInTheDocument();
    expect(screen.getByText('1 waiting, oldest first')).toBeInTheDocument();
  });

  it('refuses with a reason, which it asks for first', async () => {
    const environment = await renderDesk();
    resolvePage(environment, [request(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse verification' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByText(VERIFICATION_DESK_TEXTS.reasonRequired)).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Reason'), '  The code cannot be read. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expectSent(environment, 'useVerificationDecisionsRefuseMutation', {
      id: 'verification-1',
      reason: 'The code cannot be read.',
    });
    resolveDecision(
      environment,
      'refuseVerification',
      'MutationRefuseVerificationSuccess',
      request(1, { status: 'refused', reason: 'The code cannot be read.', decidedAt: '2030-03-11T06:00:00Z' }),
    );
    expect(await screen.findByText(VERIFICATION_DESK_TEXTS.refuse.success)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('No verification waits for review.')).toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the request', async () => {
    const environment = await renderDesk();
    resolvePage(environment, [request(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await refuseWithToast(
      environment,
      'approveVerification',
      'WrongStateError',
      'This verification request has already been decided.',
    );
    expect(card('Advertiser 1')).toBeInTheDocument();
  });

  it('shows decided requests, deleted files, and removes an approval’s mark with a reason', async () => {
    const environment = await renderDesk();
    resolvePage(environment, [request(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Approved' }));
    const refetch = environment.mock.getMostRecentOperation();
    expect(refetch.request.node.params.name).toBe('VerificationsPagePaginationQuery');
    expect(refetch.request.variables).toMatchObject({ status: 'approved', first: 10, after: null });
    resolvePage(environment, [
      request(3, {
        status: 'approved',
        decidedAt: '2030-03-01T06:00:00Z',
        decidedBy: 'Mona Moderator',
        filesDeleteAfter: '2030-03-31T06:00:00Z',
        advertiser: { ...request(3).advertiser, verifiedAt: '2030-03-01T06:00:00Z' },
      }),
      request(4, {
        status: 'approved',
        decidedAt: '2030-01-01T06:00:00Z',
        decidedBy: 'Ali Admin',
        filesDeletedAt: '2030-01-31T06:00:00Z',
        filesDeleteAfter: '2030-01-31T06:00:00Z',
        document: null,
        photo: null,
      }),
    ]);
    const kept = await screen.findByRole('article', { name: 'Verification of Advertiser 3' });
    expect(within(kept).getByText('Approved by Mona Moderator on 2030-03-01.')).toBeInTheDocument();
    expect(within(kept).getByText('Files deleted on 2030-03-31.')).toBeInTheDocument();
    const gone = card('Advertiser 4');
    expect(within(gone).getByText('The document and photo were deleted on 2030-01-31.')).toBeInTheDocument();
    expect(within(gone).queryByRole('img')).not.toBeInTheDocument();
    // no verified mark left on the account: nothing to remove
    expect(within(gone).queryByRole('button', { name: 'Remove verified mark' })).not.toBeInTheDocument();

    await userEvent.click(within(kept).getByRole('button', { name: 'Remove verified mark' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove verified mark' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'A complaint was upheld.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove mark' }));
    expectSent(environment, 'useVerificationDecisionsRevokeMutation', {
      id: 'verification-3',
      reason: 'A complaint was upheld.',
    });
    resolveDecision(
      environment,
      'revokeVerification',
      'MutationRevokeVerificationSuccess',
      request(3, {
        status: 'approved',
        decidedAt: '2030-03-01T06:00:00Z',
        decidedBy: 'Mona Moderator',
        revokedAt: '2030-03-05T06:00:00Z',
        revokedBy: 'Ali Admin',
        revokeReason: 'A complaint was upheld.',
        advertiser: { ...request(3).advertiser, verifiedAt: null },
      }),
    );
    expect(await screen.findByText(VERIFICATION_DESK_TEXTS.revoke.success)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(card('Advertiser 3')).getByText('Mark removed by Ali Admin on 2030-03-05: A complaint was upheld.'),
      ).toBeInTheDocument(),
    );
    expect(
      within(card('Advertiser 3')).queryByRole('button', { name: 'Remove verified mark' }),
    ).not.toBeInTheDocument();
  });

  it('loads more requests', async () => {
    const environment = await renderDesk();
    resolvePage(environment, [request(1)], { totalCount: 2, hasNextPage: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.variables).toMatchObject({ first: 10, after: 'cursor-of-verification-1', status: 'pending' });
    resolvePage(environment, [request(2)], { totalCount: 2 });
    expect(await screen.findByRole('article', { name: 'Verification of Advertiser 2' })).toBeInTheDocument();
    expect(card('Advertiser 1')).toBeInTheDocument();
  });
});
