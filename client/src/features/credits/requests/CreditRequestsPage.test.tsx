import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { toaster } from '../../../components/toasts.ts';
import { resolveConnection, type ConnectionOptions } from '../../../test/mockConnection.ts';
import { renderRoutes, type MockEnvironment } from '../../../test/render.tsx';
import { CreditRequestsPage, creditRequestsPageLoader } from './CreditRequestsPage.tsx';

interface MockRequest {
  id: string;
  amount: number;
  status: 'pending' | 'approved' | 'rejected';
  creditsAdded: number;
  createdAt: string;
  paymentScreenshot: { url: string; srcSet: string };
  user: { id: string; name: string; email: string; contact: string };
}

function request(n: number, status: MockRequest['status'] = 'pending'): MockRequest {
  return {
    id: `request-${n}`,
    amount: n * 100,
    status,
    creditsAdded: status === 'approved' ? n * 50 : 0,
    // 20:00 UTC is the next day in India
    createdAt: '2025-03-09T20:00:00Z',
    paymentScreenshot: { url: `https://media.test/shot-${n}.jpg`, srcSet: `https://media.test/shot-${n}-320.jpg 320w` },
    user: { id: `user-${n}`, name: `Advertiser ${n}`, email: `a${n}@example.com`, contact: '9876543210' },
  };
}

function resolvePage(environment: MockEnvironment, requests: MockRequest[], options: ConnectionOptions = {}) {
  resolveConnection(environment, 'QueryCreditRequestsConnection', requests, options);
}

async function renderCreditRequests() {
  const environment = createMockEnvironment();
  renderRoutes(
    [
      {
        path: '/admin/credit-requests',
        element: <CreditRequestsPage />,
        loader: creditRequestsPageLoader(environment),
      },
    ],
    {
      path: '/admin/credit-requests',
      environment,
    },
  );
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('CreditRequestsPageQuery');
  expect(JSON.stringify(operation.request.node.operation)).toContain('{"kind":"Literal","name":"first","value":5}');
  return environment;
}

function bodyRows() {
  return within(screen.getByRole('table', { name: 'Credit requests' }))
    .getAllByRole('row')
    .slice(1);
}

function rowOf(name: string) {
  return screen.getByText(name).closest('tr')!;
}

function resolveDecision(
  environment: MockEnvironment,
  id: string,
  status: 'approved' | 'rejected',
  creditsAdded: number,
) {
  act(() =>
    environment.mock.resolveMostRecentOperation({
      data: {
        decideCreditRequest: {
          __typename: 'MutationDecideCreditRequestSuccess',
          creditRequest: {
            id,
            status,
            creditsAdded,
            decidedAt: '2025-03-10T10:00:00Z',
            user: { id: 'user-1', credits: creditsAdded },
          },
        },
      },
    }),
  );
}

describe('admin credit requests', () => {
  afterEach(() => toaster.remove());

  it('shows user, amount, status, credits added, date, screenshot, and actions on pending rows only', async () => {
    const environment = await renderCreditRequests();
    resolvePage(environment, [request(1), request(2, 'approved'), request(3, 'rejected')]);
    const table = await screen.findByRole('table', { name: 'Credit requests' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['User', 'Amount', 'Status', 'Credits Added', 'Date', 'Screenshot', 'Action']);
    const cells = within(rowOf('Advertiser 1')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Advertiser 1a1@example.com9876543210',
      '₹100',
      'pending',
      '0',
      '2025-03-10',
      '',
      'RejectAccept',
    ]);
    const thumbnail = within(cells[5]!).getByRole('img', { name: 'Payment screenshot of Advertiser 1' });
    expect(thumbnail).toHaveAttribute('srcset', 'https://media.test/shot-1-320.jpg 320w');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(within(rowOf('Advertiser 2')).queryAllByRole('button', { name: /Reject|Accept/ })).toHaveLength(0);
    expect(within(rowOf('Advertiser 2')).getAllByRole('cell')[3]).toHaveTextContent('100');
    expect(within(rowOf('Advertiser 3')).queryAllByRole('button', { name: /Reject|Accept/ })).toHaveLength(0);
  });

  it('says so when there is no request', async () => {
    const environment = await renderCreditRequests();
    resolvePage(environment, []);
    expect(await screen.findByText('No Credit Requests found')).toBeInTheDocument();
  });

  it('opens the screenshot full screen, and says so when it cannot load', async () => {
    const environment = await renderCreditRequests();
    resolvePage(environment, [request(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Open payment screenshot of advertiser 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Screenshot' });
    const full = within(dialog).getByRole('img', { name: 'Payment screenshot of Advertiser 1' });
    expect(full).toHaveAttribute('src', 'https://media.test/shot-1.jpg');
    fireEvent.error(full);
    expect(within(dialog).getByText('Failed to load image')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('pages 5 requests at a time', async () => {
    const environment = await renderCreditRequests();
    resolvePage(
      environment,
      [1, 2, 3, 4, 5].map((n) => request(n)),
      { totalCount: 7, hasNextPage: true },
    );
    await screen.findByText('Advertiser 5');
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('CreditRequestsPagePaginationQuery');
    expect(next.request.variables).toMatchObject({ first: 5, after: 'cursor-of-request-5' });
    resolvePage(environment, [request(6), request(7)], { totalCount: 7 });
    expect(await screen.findByText('Advertiser 7')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Advertiser 1')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
  });

  it('Accept approves the request and updates its row in place', async () => {
    const environment = await renderCreditRequests();
    resolvePage(environment, [request(1), request(2)]);
    await userEvent.click(
      within(await screen.findByText('Advertiser 1').then((cell) => cell.closest('tr')!)).getByRole('button', {
        name: 'Accept',
      }),
    );
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useDecideCreditRequestMutation');
    expect(operation.request.variables).toEqual({ id: 'request-1', status: 'approved' });
    expect(await screen.findByText('Updating Credit Request Status...')).toBeInTheDocument();

    resolveDecision(environment, 'request-1', 'approved', 50);
    expect(await screen.findByText('Credit Request Status Updated Successfully!')).toBeInTheDocument();
    const cells = within(rowOf('Advertiser 1')).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('approved');
    expect(cells[3]).toHaveTextContent('50');
    expect(within(rowOf('Advertiser 1')).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(rowOf('Advertiser 2')).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('Reject rejects the request', async () => {
    const environment = await renderCreditRequests();
    resolvePage(environment, [request(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      id: 'request-1',
      status: 'rejected',
    });
    resolveDecision(environment, 'request-1', 'rejected', 0);
    await waitFor(() => expect(within(rowOf('Advertiser 1')).getAllByRole('cell')[2]).toHaveTextContent('rejected'));
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal, and the fallback when the call fails', async () => {
    const environment = await renderCreditRequests();
    resolvePage(environment, [request(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          decideCreditRequest: {
            __typename: 'WrongStateError',
            __isError: 'WrongStateError',
            message: 'Set a credit scheme before approving credit requests.',
          },
        },
      }),
    );
    expect(await screen.findByText('Set a credit scheme before approving credit requests.')).toBeInTheDocument();

    // the toast can show before the button leaves its loading state (a loaded machine)
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    act(() => environment.mock.rejectMostRecentOperation(new Error('network down')));
    expect(await screen.findByText('Failed to Update Credit Request Status.')).toBeInTheDocument();
    expect(within(rowOf('Advertiser 1')).getAllByRole('cell')[2]).toHaveTextContent('pending');
  });
});
