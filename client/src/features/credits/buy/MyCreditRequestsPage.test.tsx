import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toasts.ts';
import type { MockEnvironment } from '../../../test/render.tsx';
import { MyCreditRequestsPage, myCreditRequestsPageLoader } from './MyCreditRequestsPage.tsx';
import { renderPage, resolveGenerated } from '../../../test/page.tsx';
import { mockConnection, resolveWith } from '../../../test/mockConnection.ts';
import { answerWithToast, failWithToast, refusal, refuseWithToast } from '../../../test/mutations.ts';
import { columnHeaders, cellTexts } from '../../../test/tables.ts';

interface MockRequest {
  id: string;
  amount: number;
  utr: string | null;
  approvedAmount?: number | null;
  amountChangeReason?: string | null;
  status: 'pending' | 'approved' | 'rejected';
  creditsAdded: number;
}

function mockRequests(from: number, count: number): MockRequest[] {
  return Array.from({ length: count }, (_, offset) => {
    const n = from + offset;
    return {
      id: `request-${n}`,
      amount: n * 100,
      utr: String(421098765400 + n),
      approvedAmount: null,
      amountChangeReason: null,
      status: 'approved',
      creditsAdded: n * 10,
    };
  });
}

const UPI = { upiId: 'payments@ybl', payeeName: 'Companion Directory' };

function resolvePage(
  environment: MockEnvironment,
  requests: MockRequest[],
  options: {
    totalCount?: number;
    hasNextPage?: boolean;
    creditScheme?: { creditRate: number; timePerCredit: number } | null;
    paymentSettings?: { upiId: string; payeeName: string } | null;
  } = {},
) {
  resolveGenerated(environment, {
    Query: () => ({
      creditScheme: options.creditScheme === undefined ? { creditRate: 0.5, timePerCredit: 2 } : options.creditScheme,
      paymentSettings: options.paymentSettings === undefined ? UPI : options.paymentSettings,
    }),
    PaymentSettings: () => options.paymentSettings ?? UPI,
    CreditScheme: () => options.creditScheme ?? { creditRate: 0.5, timePerCredit: 2 },
    QueryMyCreditRequestsConnection: () => mockConnection(requests, options),
  });
}

async function renderMyCreditRequests() {
  const { environment } = await renderPage({
    path: '/credit-requests',
    element: <MyCreditRequestsPage />,
    loader: myCreditRequestsPageLoader,
    query: 'MyCreditRequestsPageQuery',
    // the first page asks for 10 requests (inlined in the query)
    firstPage: 10,
  });
  return environment;
}

function bodyRows() {
  const table = screen.getByRole('table', { name: 'My credit requests' });
  return within(table).getAllByRole('row').slice(1);
}

const screenshot = new File(['png bytes'], 'payment.png', { type: 'image/png' });

async function openAddRequest() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Request' }));
  return screen.findByRole('dialog', { name: 'Add Credit Request' });
}

const UTR_LABEL = 'UTR (UPI transaction reference)';

async function fillAndSubmit(dialog: HTMLElement, amount: string, utr = '421098765432') {
  await userEvent.type(within(dialog).getByLabelText('Amount (₹)'), amount);
  await userEvent.type(within(dialog).getByLabelText(UTR_LABEL), utr);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

function lastMutation(environment: MockEnvironment) {
  const calls = vi.mocked(environment.executeMutation).mock.calls;
  return calls[calls.length - 1]![0];
}

describe('my credit requests', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:payment-preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    toaster.remove();
  });

  it('shows amount in rupees, the UTR, status and credits added; an amount the admin changed with its reason', async () => {
    const environment = await renderMyCreditRequests();
    resolvePage(environment, [
      {
        id: 'request-1',
        amount: 1500,
        utr: '421098765432',
        approvedAmount: null,
        amountChangeReason: null,
        status: 'pending',
        creditsAdded: 0,
      },
      {
        id: 'request-2',
        amount: 1000,
        utr: '421098765433',
        approvedAmount: 800,
        amountChangeReason: 'The statement shows ₹800',
        status: 'approved',
        creditsAdded: 8,
      },
      {
        id: 'request-3',
        amount: 700,
        utr: null,
        approvedAmount: null,
        amountChangeReason: null,
        status: 'rejected',
        creditsAdded: 0,
      },
    ]);
    await screen.findByText('₹1,500');
    const table = screen.getByRole('table', { name: 'My credit requests' });
    expect(columnHeaders(table)).toEqual(['Amount', 'UTR', 'Status', 'Credits Added']);
    expect(bodyRows().map((row) => cellTexts(row))).toEqual([
      ['₹1,500', '421098765432', 'pending', '0'],
      ['₹1,000 asked, ₹800 approvedThe statement shows ₹800', '421098765433', 'approved', '8'],
      ['₹700', 'None', 'rejected', '0'],
    ]);
  });

  it('says so when there is no request', async () => {
    const environment = await renderMyCreditRequests();
    resolvePage(environment, []);
    expect(await screen.findByText('No Credit Requests found')).toBeInTheDocument();
  });

  it('pages 10 requests at a time', async () => {
    const environment = await renderMyCreditRequests();
    resolvePage(environment, mockRequests(1, 10), { totalCount: 12, hasNextPage: true });
    await screen.findByText('₹1,000');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('MyCreditRequestsTablePaginationQuery');
    expect(next.request.variables).toMatchObject({ first: 10, after: 'cursor-of-request-10' });
    resolvePage(environment, mockRequests(11, 2), { totalCount: 12 });
    expect(await screen.findByText('₹1,200')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('asks for the amount and the UTR before sending anything; the screenshot is optional', async () => {
    const environment = await renderMyCreditRequests();
    resolvePage(environment, []);
    const dialog = await openAddRequest();
    expect(within(dialog).getByLabelText('Payment Screenshot (optional)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Please Enter Payment Amount')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please enter the UTR: the 12-digit UPI transaction reference shown in your UPI app.'),
    ).toBeInTheDocument();
    expect(environment.executeMutation).not.toHaveBeenCalled();
  });

  it('refuses a fractional amount, and a UTR of the wrong length, with the server’s words', async () => {
    const environment = await renderMyCreditRequests();
    resolvePage(environment, []);
    const dialog = await openAddRequest();
    await fillAndSubmit(dialog, '10.5', '4210 9876 543');
    expect(within(dialog).getByText('Payment amount must be a whole number of rupees.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('The UTR has exactly 12 digits; you entered 11. Please copy it from your UPI app.'),
    ).toBeInTheDocument();
    expect(environment.executeMutation).not.toHaveBeenCalled();
  });

  it('shows what the amount buys under the current scheme', async () => {
    const environment = await renderMyCreditRequests();
    resolvePage(environment, [], { creditScheme: { creditRate: 0.29, timePerCredit: 1.5 } });
    const dialog = await openAddRequest();
    await userEvent.type(within(dialog).getByLabelText('Amount (₹)'), '100');
    // 100 x 0.29 = 29 credits exactly (not 28 from float noise); 29 x 1.5 = 43.5 -> 43 days
    expect(within(dialog).getByText('₹100 buys 29 credits (43 days of ads)')).toBeInTheDocument();
  });

  it('shows whom to pay at once, and a UPI QR code and payment link for the amount once it is valid', async () => {
    const environment = await renderMyCreditRequests();
    resolvePage(environment, []);
    const dialog = await openAddRequest();
    expect(within(dialog).getByText('Pay to Companion Directory')).toBeInTheDocument();
    expect(within(dialog).getByText('UPI ID: payments@ybl')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'UPI QR code to pay Companion Directory' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute(
      'href',
      'upi://pay?pa=payments%40ybl&pn=Companion%20Directory&cu=INR&tn=Companion%20Directory%20credits',
    );
    await userEvent.type(within(dialog).getByLabelText('Amount (₹)'), '1500');
    expect(within(dialog).getByText('Pay ₹1,500 to Companion Directory')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'UPI QR code to pay ₹1,500 to Companion Directory' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute(
      'href',
      'upi://pay?pa=payments%40ybl&pn=Companion%20Directory&am=1500.00&cu=INR&tn=Companion%20Directory%20credits',
    );
    // an amount the form would refuse puts no amount in the code
    await userEvent.clear(within(dialog).getByLabelText('Amount (₹)'));
    await userEvent.type(within(dialog).getByLabelText('Amount (₹)'), '12.5');
    expect(within(dialog).getByRole('img', { name: 'UPI QR code to pay Companion Directory' })).toBeInTheDocument();
  });

  it('says the operator has not set up payments while no UPI ID is set, and offers no form', async () => {
    const environment = await renderMyCreditRequests();
    resolvePage(environment, [], { paymentSettings: null });
    const dialog = await openAddRequest();
    expect(
      within(dialog).getByText(
        'The operator has not set up payments yet (no UPI ID), so credits cannot be bought now. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Amount (₹)')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Open in a UPI app' })).not.toBeInTheDocument();
  });

  it('sends the UTR without spaces and no file when no screenshot is chosen', async () => {
    const environment = await renderMyCreditRequests();
    resolvePage(environment, []);
    const dialog = await openAddRequest();
    await fillAndSubmit(dialog, '500', ' 4210 9876 5432 ');
    const mutation = lastMutation(environment);
    expect(mutation.operation.request.variables).toMatchObject({
      amount: 500,
      utr: '421098765432',
      paymentScreenshot: null,
    });
    expect(mutation.uploadables).toEqual({});
  });

  it('uploads the screenshot, puts the new request on top and closes the modal', async () => {
    const environment = await renderMyCreditRequests();
    resolvePage(environment, mockRequests(1, 2));
    await screen.findByText('₹200');
    const dialog = await openAddRequest();
    await userEvent.type(within(dialog).getByLabelText('Amount (₹)'), '500');
    await userEvent.type(within(dialog).getByLabelText(UTR_LABEL), '421098765432');
    await userEvent.upload(within(dialog).getByLabelText('Payment Screenshot (optional)'), screenshot);
    expect(within(dialog).getByRole('img', { name: 'Payment screenshot preview' })).toHaveAttribute(
      'src',
      'blob:payment-preview',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Adding Credit Request...')).toBeInTheDocument();
    const mutation = lastMutation(environment);
    expect(mutation.operation.request.node.params.name).toBe('useCreateCreditRequestMutation');
    expect(mutation.operation.request.variables).toMatchObject({
      amount: 500,
      utr: '421098765432',
      paymentScreenshot: null,
    });
    expect(mutation.uploadables).toEqual({ paymentScreenshot: screenshot });

    await answerWithToast(
      environment,
      {
        createCreditRequest: {
          __typename: 'MutationCreateCreditRequestSuccess',
          creditRequest: {
            id: 'request-new',
            amount: 500,
            utr: '421098765432',
            approvedAmount: null,
            amountChangeReason: null,
            status: 'pending',
            creditsAdded: 0,
          },
        },
      },
      'Credit Request Added Successfully!',
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Credit Request' })).not.toBeInTheDocument());
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    expect(cellTexts(rows[0]!)).toEqual(['₹500', '421098765432', 'pending', '0']);
  });

  it('shows the server’s refusal and keeps the modal open', async () => {
    const environment = await renderMyCreditRequests();
    resolvePage(environment, []);
    const dialog = await openAddRequest();
    await fillAndSubmit(dialog, '500');
    await refuseWithToast(
      environment,
      'createCreditRequest',
      'UnsupportedMediaError',
      'Please upload a JPEG, PNG or WebP image.',
    );
    expect(screen.getByRole('dialog', { name: 'Add Credit Request' })).toBeInTheDocument();
    expect(screen.getByText('No Credit Requests found')).toBeInTheDocument();
  });

  it('shows a used UTR under the UTR field', async () => {
    const environment = await renderMyCreditRequests();
    resolvePage(environment, []);
    const dialog = await openAddRequest();
    await fillAndSubmit(dialog, '500');
    const used =
      'This UTR has already been used on a credit request. Please check the 12-digit reference of your payment in your UPI app.';
    resolveWith(environment, {
      createCreditRequest: refusal('ValidationError', used, { field: 'utr' }),
    });
    await waitFor(() => expect(within(dialog).getAllByText(used).length).toBeGreaterThan(0));
    const utrField = within(dialog).getByLabelText(UTR_LABEL).closest('[data-part="root"]') as HTMLElement;
    expect(within(utrField).getByText(used)).toBeInTheDocument();
  });

  it('falls back to the SPEC failure text when the call fails', async () => {
    const environment = await renderMyCreditRequests();
    resolvePage(environment, []);
    const dialog = await openAddRequest();
    await fillAndSubmit(dialog, '500');
    await failWithToast(environment, 'Failed to Add Credit Request.');
  });
});
