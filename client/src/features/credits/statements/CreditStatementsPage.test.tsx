import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MockPayloadGenerator } from 'relay-test-utils';
import { toaster } from '../../../components/toasts.ts';
import type { MockEnvironment } from '../../../test/render.tsx';
import { CreditStatementsPage, creditStatementsPageLoader } from './CreditStatementsPage.tsx';
import { STATEMENT_MESSAGES } from '../../../../../common/statements.ts';
import { renderPage } from '../../../test/page.tsx';
import { resolveWith } from '../../../test/mockConnection.ts';
import { answerWithToast, refusal } from '../../../test/mutations.ts';
import { expectSent } from '../../../test/operations.ts';

const STATEMENT_ID = 'Q3JlZGl0U3RhdGVtZW50OjE=';

function line(
  lineNumber: number,
  group: string,
  note: string,
  utr: string | null,
  amountPaise: number,
  details: string,
  request: { databaseId: number; amount: number; status: string } | null,
) {
  return {
    lineNumber,
    utr,
    amountPaise,
    date: '01/11/26',
    details,
    group,
    note,
    approvedHere: false,
    creditRequest: request ? { ...request, user: { id: `u${lineNumber}`, name: 'Rahul Sharma' } } : null,
  };
}

const LINES = [
  line(
    18,
    'matched',
    'UTR and amount match a pending request.',
    '433112345601',
    150000,
    'UPI-RAHUL SHARMA-433112345601',
    {
      databaseId: 11,
      amount: 1500,
      status: 'pending',
    },
  ),
  line(19, 'mismatched', 'Received ₹999; the request asks for ₹1,000.', '433112345602', 99900, 'UPI-PRIYA', {
    databaseId: 12,
    amount: 1000,
    status: 'pending',
  }),
  line(20, 'unmatched', 'No credit request has this UTR.', '433112345603', 200000, 'UPI-ANKIT', null),
  line(
    24,
    'matched',
    'UTR and amount match a pending request.',
    '433112345606',
    75000,
    '=HYPERLINK("http://evil.example","Refund")',
    {
      databaseId: 13,
      amount: 750,
      status: 'pending',
    },
  ),
];

function statement(lines = LINES) {
  return {
    id: STATEMENT_ID,
    fileName: 'Acct_Statement_XX6789.csv',
    format: 'hdfc',
    createdAt: '2026-11-27T10:00:00.000Z',
    skippedRows: 7,
    uploadedBy: { id: 'admin', name: 'Asha Admin' },
    lines,
  };
}

async function renderStatements() {
  const { environment } = await renderPage({
    path: '/admin/bank-statements',
    element: <CreditStatementsPage />,
    loader: creditStatementsPageLoader,
  });
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { Query: () => ({ creditStatements: { edges: [] } }) }),
    ),
  );
  await screen.findByRole('heading', { name: 'Earlier statements' });
  return environment;
}

function csvFile(size?: number) {
  const file = new File(['Date,Narration\n'], 'Acct_Statement_XX6789.csv', { type: 'text/csv' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function uploadAndOpen(environment: MockEnvironment) {
  await userEvent.upload(screen.getByLabelText('Statement file (CSV)'), csvFile());
  await userEvent.click(screen.getByRole('button', { name: 'Upload Statement' }));
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useUploadCreditStatementMutation'),
  );
  resolveWith(environment, {
    uploadCreditStatement: {
      __typename: 'MutationUploadCreditStatementSuccess',
      repeated: false,
      creditStatement: statement(),
    },
  });
  // the list is read again, then the statement opened by its address
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('CreditStatementsPageQuery'),
  );
  resolveWith(environment, { creditStatements: { edges: [] } });
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
      'CreditStatementsPageStatementQuery',
    ),
  );
  resolveWith(environment, { creditStatement: statement() });
  await screen.findByRole('heading', { name: 'Acct_Statement_XX6789.csv' });
}

describe('bank statements', () => {
  afterEach(() => toaster.remove());

  it('shows the lines in their groups, the formula as text, both amounts when they differ', async () => {
    const environment = await renderStatements();
    await uploadAndOpen(environment);
    expect(screen.getByTestId('statement-counts')).toHaveTextContent(
      '2 matched · 1 amount differs · 1 not matched · 0 already decided',
    );
    const matched = screen.getByRole('table', { name: 'Matched' });
    expect(within(matched).getByText('=HYPERLINK("http://evil.example","Refund")')).toBeInTheDocument();
    expect(within(matched).getByText('#11, Rahul Sharma: ₹1,500 (pending)')).toBeInTheDocument();
    const differs = screen.getByRole('table', { name: 'Amount differs' });
    expect(within(differs).getByText('₹999')).toBeInTheDocument();
    expect(within(differs).getByText('Received ₹999; the request asks for ₹1,000.')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Not matched' })).getByText('433112345603')).toBeInTheDocument();
    expect(screen.getByText('No line is already decided.')).toBeInTheDocument();
    expect(screen.getByText(/7 rows were not credits/)).toBeInTheDocument();
  });

  it('approves the matched ones after a confirmation, in one call', async () => {
    const environment = await renderStatements();
    await uploadAndOpen(environment);
    await userEvent.click(screen.getByRole('button', { name: 'Approve 2 matched payments' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Approve matched payments' });
    expect(confirm).toHaveTextContent(
      'Approve 2 payments? Each advertiser gets the credits of the amount asked, and a mail.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expectSent(environment, 'useApproveMatchedStatementLinesMutation', { id: STATEMENT_ID });
    const decided = LINES.map((entry) =>
      entry.group === 'matched'
        ? { ...entry, group: 'decided', note: 'Approved from this statement.', approvedHere: true }
        : entry,
    );
    await answerWithToast(
      environment,
      {
        approveMatchedStatementLines: {
          __typename: 'MutationApproveMatchedStatementLinesSuccess',
          approved: 2,
          refused: 0,
          creditStatement: statement(decided),
        },
      },
      '2 payments approved.',
    );
    expect(screen.getByTestId('statement-counts')).toHaveTextContent(
      '0 matched · 1 amount differs · 1 not matched · 2 already decided',
    );
    expect(screen.getByRole('button', { name: 'Approve 0 matched payments' })).toBeDisabled();
  });

  it("shows the server's message for a refused file, and refuses a file over 2 MB without sending it", async () => {
    const environment = await renderStatements();
    await userEvent.upload(screen.getByLabelText('Statement file (CSV)'), csvFile(3 * 1024 * 1024));
    await userEvent.click(screen.getByRole('button', { name: 'Upload Statement' }));
    expect(screen.getByRole('alert')).toHaveTextContent(STATEMENT_MESSAGES.tooLarge);
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await userEvent.upload(screen.getByLabelText('Statement file (CSV)'), csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Upload Statement' }));
    resolveWith(environment, {
      uploadCreditStatement: refusal('ValidationError', STATEMENT_MESSAGES.notText),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(STATEMENT_MESSAGES.notText);
  });

  it('asks for the columns of another export', async () => {
    await renderStatements();
    expect(screen.queryByLabelText('Column with the UTR')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Format'), 'generic');
    expect(screen.getByLabelText('Column with the UTR')).toBeInTheDocument();
    expect(screen.getByLabelText('Column with the amount received')).toBeInTheDocument();
  });
});
