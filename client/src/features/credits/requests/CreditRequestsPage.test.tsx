import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../components/toasts.ts';
import { mockConnection, type ConnectionOptions, resolveWith } from '../../../test/mockConnection.ts';
import type { MockEnvironment } from '../../../test/render.tsx';
import { CreditRequestsPage, creditRequestsPageLoader } from './CreditRequestsPage.tsx';
import { renderPage, resolveGenerated } from '../../../test/page.tsx';
import { failWithToast, refuseWithToast } from '../../../test/mutations.ts';
import { expectSent } from '../../../test/operations.ts';
import { columnHeaders } from '../../../test/tables.ts';

interface MockRequest {
  id: string;
  amount: number;
  utr: string | null;
  status: 'pending' | 'approved' | 'rejected';
  creditsAdded: number;
  bonusCredits: number;
  couponCode: string | null;
  package: { id: string; name: string; priceRupees: number; credits: number; bonusCredits: number } | null;
  approvedAmount: number | null;
  amountChangeReason: string | null;
  createdAt: string;
  paymentScreenshot: { url: string; srcSet: string } | null;
  user: { id: string; name: string; email: string; contact: string };
}

function request(n: number, status: MockRequest['status'] = 'pending'): MockRequest {
  return {
    id: `request-${n}`,
    amount: n * 100,
    utr: String(421098765430 + n),
    status,
    creditsAdded: status === 'approved' ? n * 50 : 0,
    bonusCredits: 0,
    couponCode: null,
    package: null,
    approvedAmount: null,
    amountChangeReason: null,
    // 20:00 UTC is the next day in India
    createdAt: '2025-03-09T20:00:00Z',
    paymentScreenshot: { url: `https://media.test/shot-${n}.jpg`, srcSet: `https://media.test/shot-${n}-320.jpg 320w` },
    user: { id: `user-${n}`, name: `Advertiser ${n}`, email: `a${n}@example.com`, contact: '9876543210' },
  };
}

/** Credits per rupee and days per credit of the page's scheme: ₹2 buy 1 credit, 2 days of ads. */
const SCHEME = { creditRate: 0.5, timePerCredit: 2 };

function resolvePage(
  environment: MockEnvironment,
  requests: MockRequest[],
  options: ConnectionOptions & { scheme?: typeof SCHEME | null } = {},
) {
  resolveGenerated(environment, {
    Query: () => ({ creditScheme: options.scheme === undefined ? SCHEME : options.scheme }),
    CreditScheme: () => options.scheme ?? SCHEME,
    QueryCreditRequestsConnection: () => mockConnection(requests, options),
  });
}

async function renderCreditRequests() {
  const { environment } = await renderPage({
    path: '/admin/credit-requests',
    element: <CreditRequestsPage />,
    loader: creditRequestsPageLoader,
    query: 'CreditRequestsPageQuery',
    // the first page asks for 5 requests (inlined in the query)
    firstPage: 5,
  });
  return environment;
}

function bodyRows() {
  return within(screen.getByRole('table', { name: 'Credit requests' }))
    .getAllByRole('row')
    .slice(1);
}

/** The row of `name` (the table is hidden from the accessibility tree while a dialog is open). */
function rowOf(name: string) {
  return within(screen.getByRole('table', { name: 'Credit requests', hidden: true }))
    .getByText(name)
    .closest('tr')!;
}

function resolveDecision(
  environment: MockEnvironment,
  id: string,
  status: 'approved' | 'rejected',
  creditsAdded: number,
) {
  resolveWith(environment, {
    decideCreditRequest: {
      __typename: 'MutationDecideCreditRequestSuccess',
      creditRequest: {
        id,
        status,
        creditsAdded,
        approvedAmount: null,
        amountChangeReason: null,
        decidedAt: '2025-03-10T10:00:00Z',
        user: { id: 'user-1', credits: creditsAdded },
      },
    },
  });
}

describe('admin credit requests', () => {
  afterEach(() => toaster.remove());

  it('shows user, amount, UTR, status, the credits it buys, date, screenshot, and actions on pending rows only', async () => {
    const environment = await renderCreditRequests();
    resolvePage(environment, [
      request(1),
      { ...request(4), bonusCredits: 5, paymentScreenshot: null },
      request(2, 'approved'),
      { ...request(5, 'approved'), approvedAmount: 300, amountChangeReason: 'Statement shows ₹300', creditsAdded: 150 },
      request(3, 'rejected'),
    ]);
    const table = await screen.findByRole('table', { name: 'Credit requests' });
    expect(columnHeaders(table)).toEqual([
      'User',
      'Amount',
      'UTR',
      'Status',
      'Credits',
      'Date',
      'Screenshot',
      'Action',
    ]);
    const cells = within(rowOf('Advertiser 1')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Advertiser 1a1@example.com9876543210',
      '₹100',
      '421098765431',
      'pending',
      '50 on approval',
      '2025-03-10',
      '',
      'RejectAccept',
    ]);
    const thumbnail = within(cells[6]!).getByRole('img', { name: 'Payment screenshot of Advertiser 1' });
    expect(thumbnail).toHaveAttribute('srcset', 'https://media.test/shot-1-320.jpg 320w');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    // the bonus counts in what approval grants; no screenshot is no proof to open
    expect(within(rowOf('Advertiser 4')).getAllByRole('cell')[4]).toHaveTextContent('205 on approval');
    expect(within(rowOf('Advertiser 4')).getAllByRole('cell')[6]).toHaveTextContent('None');
    expect(within(rowOf('Advertiser 2')).queryAllByRole('button', { name: /Reject|Accept/ })).toHaveLength(0);
    expect(within(rowOf('Advertiser 2')).getAllByRole('cell')[4]).toHaveTextContent('100 added');
    expect(within(rowOf('Advertiser 5')).getAllByRole('cell')[1]).toHaveTextContent(
      '₹500₹300 approvedStatement shows ₹300',
    );
    expect(within(rowOf('Advertiser 3')).queryAllByRole('button', { name: /Reject|Accept/ })).toHaveLength(0);
    expect(within(rowOf('Advertiser 3')).getAllByRole('cell')[4]).toHaveTextContent('None');
  });

  it('names the package and coupon a request used; a package paid at its price grants its credits', async () => {
    const environment = await renderCreditRequests();
    const gold = { id: 'package-1', name: 'Gold', priceRupees: 1000, credits: 150, bonusCredits: 20 };
    resolvePage(environment, [{ ...request(10), amount: 1000, bonusCredits: 35, couponCode: 'DIWALI', package: gold }]);
    await screen.findByRole('table', { name: 'Credit requests' });
    const cells = within(rowOf('Advertiser 10')).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('₹1,000Gold package · coupon DIWALI');
    // the package's 150 credits (not the scheme's 500 for ₹1,000) and the bonus fixed when it was sent
    expect(cells[4]).toHaveTextContent('185 on approval');
  });

  it('shows the rate in words, or that no scheme is set', async () => {
    const environment = await renderCreditRequests();
    resolvePage(environment, [request(1)]);
    expect(
      await screen.findByText('Current rate: ₹2 buys 1 credit; 1 credit publishes an ad in one city for 2 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/credits per ₹1/)).not.toBeInTheDocument();
  });

  it('without a scheme says so, and a pending row cannot tell its credits', async () => {
    const environment = await renderCreditRequests();
    resolvePage(environment, [request(1)], { scheme: null });
    expect(
      await screen.findByText('No credit scheme is set: set one on the Credit Scheme page before approving requests.'),
    ).toBeInTheDocument();
    expect(within(rowOf('Advertiser 1')).getAllByRole('cell')[4]).toHaveTextContent('No scheme');
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

  it('Accept asks for confirmation with the amount, UTR and credits; approving updates the row in place', async () => {
    const environment = await renderCreditRequests();
    resolvePage(environment, [request(1), request(2)]);
    await userEvent.click(
      within(await screen.findByText('Advertiser 1').then((cell) => cell.closest('tr')!)).getByRole('button', {
        name: 'Accept',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve credit request?' });
    expect(within(dialog).getByText('₹100')).toBeInTheDocument();
    expect(within(dialog).getByText('421098765431')).toBeInTheDocument();
    expect(within(dialog).getByText('Approval grants 50 credits.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount received (₹)')).toHaveValue(100);
    // nothing is sent before the confirmation
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expectSent(environment, 'useDecideCreditRequestMutation', {
      id: 'request-1',
      status: 'approved',
      amount: null,
      reason: null,
    });
    expect(await screen.findByText('Updating Credit Request Status...')).toBeInTheDocument();

    resolveDecision(environment, 'request-1', 'approved', 50);
    expect(await screen.findByText('Credit Request Status Updated Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const cells = within(rowOf('Advertiser 1')).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent('approved');
    expect(cells[4]).toHaveTextContent('50 added');
    expect(within(rowOf('Advertiser 1')).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(rowOf('Advertiser 2')).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('a changed amount needs a reason; the credits follow the amount typed', async () => {
    const environment = await renderCreditRequests();
    resolvePage(environment, [{ ...request(10), bonusCredits: 3 }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve credit request?' });
    expect(within(dialog).getByText('Approval grants 503 credits (3 of them bonus).')).toBeInTheDocument();
    const amount = within(dialog).getByLabelText('Amount received (₹)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '700');
    expect(within(dialog).getByText('Approval grants 353 credits (3 of them bonus).')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve ₹700' }));
    expect(
      within(dialog).getByText(
        'Please give the reason for changing the amount (the advertiser and the audit log read it).',
      ),
    ).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Reason for the changed amount'), 'The statement shows ₹700');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve ₹700' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      id: 'request-10',
      status: 'approved',
      amount: 700,
      reason: 'The statement shows ₹700',
    });
  });

  it('Reject rejects the request', async () => {
    const environment = await renderCreditRequests();
    resolvePage(environment, [request(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      id: 'request-1',
      status: 'rejected',
      amount: null,
      reason: null,
    });
    resolveDecision(environment, 'request-1', 'rejected', 0);
    await waitFor(() => expect(within(rowOf('Advertiser 1')).getAllByRole('cell')[3]).toHaveTextContent('rejected'));
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal, and the fallback when the call fails', async () => {
    const environment = await renderCreditRequests();
    resolvePage(environment, [request(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Approve credit request?' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    await refuseWithToast(
      environment,
      'decideCreditRequest',
      'WrongStateError',
      'Set a credit scheme before approving credit requests.',
    );

    // the dialog stays open for another try; the toast can show before the button leaves its loading state
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await failWithToast(environment, 'Failed to Update Credit Request Status.');
    expect(within(rowOf('Advertiser 1')).getAllByRole('cell', { hidden: true })[3]).toHaveTextContent('pending');
  });
});
