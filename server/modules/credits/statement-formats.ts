// Reading a bank's or UPI app's statement (issue 34, docs/decisions/0114): the file's bytes checked to
// be text, parsed by csv-parse within the row limits, the column headings found below the account
// details banks put on top, and each credit (money in) turned into a line with its UTR, paise, date and
// narration. Debits, refunds, separators and totals are skipped and counted. Cells stay text: nothing
// in them is evaluated. Pure: no database, no request.
import { CsvError, parse } from 'csv-parse/sync';
import { ValidationError } from '../../lib/errors.ts';
import {
  STATEMENT_FORMAT_LABELS,
  STATEMENT_LIMITS,
  STATEMENT_MESSAGES,
  type StatementColumns,
  type StatementFormat,
  type StatementFormatChoice,
} from '../../../common/statements.ts';

/** One credit of a statement. */
export interface StatementLine {
  /** the line of the file the credit ends on (1 = the first line) */
  lineNumber: number;
  utr: string | null;
  amountPaise: number;
  /** the date as the file writes it */
  date: string;
  /** the narration (or payer), as text */
  details: string;
}

export interface ParsedStatement {
  format: StatementFormat;
  lines: StatementLine[];
  /** rows below the headings that were not credits: debits, refunds, separators, totals */
  skippedRows: number;
}

type Role = 'date' | 'narration' | 'reference' | 'credit' | 'debit' | 'kind';

interface KnownFormat {
  format: Exclude<StatementFormat, 'generic'>;
  /** each role's heading as the export writes it (the first), and other spellings seen in its exports */
  columns: Partial<Record<Role, readonly string[]>>;
  /** roles whose columns must be present */
  required: readonly Role[];
  /** a row is a credit when its credit cell is a positive amount, and (when set) its kind cell says so */
  creditKind?: RegExp;
  /** the reference column holds the UTR itself (a UPI app's report), rather than the narration (a bank's) */
  referenceFirst?: boolean;
}

/**
 * The exports this server reads (decision 0114 shows a sample of each):
 * - HDFC Bank netbanking, Accounts > Download statement > "Delimited" (CSV): account details on top,
 *   then Date, Narration, Chq./Ref.No., Value Dt, Withdrawal Amt., Deposit Amt., Closing Balance; a UPI
 *   credit's narration is UPI-<payer>-<VPA>-<IFSC>-<UTR>-<remark>.
 * - SBI (OnlineSBI), Account statement > download as CSV/Excel: details on top, then Txn Date, Value Date,
 *   Description, Ref No./Cheque No., Debit, Credit, Balance; a UPI credit's description is
 *   "BY TRANSFER-UPI/CR/<UTR>/<payer>/<bank>/<VPA>/<remark>".
 * - PhonePe Business settlement report: PaymentType (PAYMENT or REFUND), MerchantReferenceId,
 *   PhonePeReferenceId, From, Instrument, CreationDate, TransactionDate, SettlementDate, Amount, Fee,
 *   BankReferenceNo (the UTR), IGST, CGST, SGST.
 */
const KNOWN_FORMATS: readonly KnownFormat[] = [
  {
    format: 'hdfc',
    columns: {
      date: ['Date', 'Txn Date', 'Transaction Date'],
      narration: ['Narration'],
      reference: ['Chq./Ref.No.', 'Chq/Ref Number', 'Chq./Ref. No.', 'Ref No'],
      credit: ['Deposit Amt.', 'Deposit Amount', 'Deposit Amt'],
      debit: ['Withdrawal Amt.', 'Withdrawal Amount', 'Withdrawal Amt'],
    },
    required: ['date', 'narration', 'credit'],
  },
  {
    format: 'sbi',
    columns: {
      date: ['Txn Date', 'Transaction Date'],
      narration: ['Description', 'Narration'],
      reference: ['Ref No./Cheque No.', 'Ref No/Cheque No', 'Ref No.'],
      credit: ['Credit', 'Credit Amount'],
      debit: ['Debit', 'Debit Amount'],
    },
    required: ['date', 'narration', 'credit', 'debit'],
  },
  {
    format: 'phonepe',
    columns: {
      kind: ['PaymentType', 'Payment Type'],
      date: ['TransactionDate', 'Transaction Date'],
      narration: ['From'],
      reference: ['BankReferenceNo', 'Bank Reference No', 'Bank Reference Number', 'UTR'],
      credit: ['Amount'],
    },
    required: ['kind', 'reference', 'credit'],
    creditKind: /^payment$/i,
    referenceFirst: true,
  },
];

/** A heading compared without case, spaces or punctuation: "Deposit Amt." is "depositamt". */
function headingKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

// ---- bytes to text --------------------------------------------------------------------------------

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/**
 * The file as text. UTF-8 (with or without its mark), UTF-16 with its mark (Excel's "Unicode text"),
 * or, failing UTF-8, Windows-1252. A workbook, a PDF or anything with control bytes is refused.
 */
export function statementText(bytes: Uint8Array): string {
  if (bytes.byteLength === 0) throw new ValidationError(STATEMENT_MESSAGES.empty, 'file');
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0]))
    throw new ValidationError(STATEMENT_MESSAGES.workbook, 'file');
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) throw new ValidationError(STATEMENT_MESSAGES.pdf, 'file');
  let text: string;
  if (startsWith(bytes, [0xff, 0xfe])) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (startsWith(bytes, [0xfe, 0xff])) text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  // text has no control characters but tab, line breaks and form feed: a binary file has them at once
  // eslint-disable-next-line no-control-regex -- the control characters are what this looks for
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text))
    throw new ValidationError(STATEMENT_MESSAGES.notText, 'file');
  if (text.trim() === '') throw new ValidationError(STATEMENT_MESSAGES.empty, 'file');
  return text;
}

/** Comma, or tab when the file's first lines have more tabs (SBI's download, Excel's "text" export). */
function delimiterOf(text: string): string {
  const head = text.slice(0, 16_384);
  const tabs = head.split('\t').length;
  const commas = head.split(',').length;
  const semicolons = head.split(';').length;
  if (tabs > commas && tabs > semicolons) return '\t';
  if (semicolons > commas * 2) return ';';
  return ',';
}

interface Row {
  cells: string[];
  /** the line of the file this row ends on */
  line: number;
}

/** The rows of the file: at most maxRows (one more is refused), each at most maxRowCharacters. */
function rowsOf(text: string): Row[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      info: true,
      to: STATEMENT_LIMITS.maxRows + 1,
      max_record_size: STATEMENT_LIMITS.maxRowCharacters,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      throw new ValidationError(STATEMENT_MESSAGES.malformed(line), 'file');
    }
    throw error;
  }
  if (records.length > STATEMENT_LIMITS.maxRows) throw new ValidationError(STATEMENT_MESSAGES.tooManyRows, 'file');
  return records.map(({ record, info }) => ({ cells: record, line: info.lines }));
}

// ---- cells ------------------------------------------------------------------------------------

/**
 * Paise of an amount cell: "1,500.00", "₹1,50,000", "Rs. 499.5", "1500.00 Cr". Null for an empty cell,
 * text, a negative or debit amount ("-500", "(500.00)", "500.00 Dr") or zero: none is money received.
 */
export function paiseOf(cell: string): number | null {
  let text = cell.replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  if (/\bdr\.?$/i.test(text) || /^\(.*\)$/.test(text) || text.startsWith('-')) return null;
  text = text
    .replace(/\bcr\.?$/i, '')
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .replace(/^\+/, '')
    .replace(/,/g, '')
    .trim();
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return paise > 0 ? paise : null;
}

/** A UTR in a reference cell: 12 digits, or a longer number that is one padded with zeros (HDFC's 0000412345678901). */
export function utrOfReference(cell: string): string | null {
  const digits = cell.replace(/[\s']/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const unpadded = digits.length > 12 ? digits.replace(/^0+/, '').padStart(12, '0') : digits;
  return unpadded.length === 12 ? unpadded : null;
}

/** The first 12-digit number standing alone in a narration ("UPI/CR/412345678901/..."). */
export function utrOfNarration(cell: string): string | null {
  return /(?<!\d)(\d{12})(?!\d)/.exec(cell)?.[1] ?? null;
}

/** A cell kept as text within `max` characters, line breaks and runs of spaces made one space. */
function textCell(cell: string | undefined, max: number): string {
  return (cell ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
}

// ---- headings ---------------------------------------------------------------------------------

type ColumnIndexes = Partial<Record<Role, number>>;

/** The columns of `row` for each role (by any of its spellings), and the required roles it lacks. */
function columnsOf(row: Row, names: Partial<Record<Role, readonly string[]>>, required: readonly Role[]) {
  const keys = row.cells.map(headingKey);
  const indexes: ColumnIndexes = {};
  for (const [role, spellings] of Object.entries(names) as Array<[Role, readonly string[]]>) {
    const wanted = new Set(spellings.map(headingKey));
    const index = keys.findIndex((key) => key !== '' && wanted.has(key));
    if (index >= 0) indexes[role] = index;
  }
  const missing = required.filter((role) => indexes[role] === undefined);
  return { indexes, missing };
}

interface Heading {
  rowIndex: number;
  indexes: ColumnIndexes;
}

/** The first row (of the top ones) holding every required column; or the fewest missing, for the message. */
function findHeading(rows: readonly Row[], names: Partial<Record<Role, readonly string[]>>, required: readonly Role[]) {
  let fewestMissing: readonly Role[] = required;
  const searched = Math.min(rows.length, STATEMENT_LIMITS.headerSearchRows);
  for (let rowIndex = 0; rowIndex < searched; rowIndex += 1) {
    const { indexes, missing } = columnsOf(rows[rowIndex]!, names, required);
    if (missing.length === 0) return { heading: { rowIndex, indexes } as Heading, missing };
    if (missing.length < fewestMissing.length) fewestMissing = missing;
  }
  return { heading: null, missing: fewestMissing };
}

// ---- credits ----------------------------------------------------------------------------------

function creditsBelow(
  rows: readonly Row[],
  heading: Heading,
  creditKind: RegExp | undefined,
  referenceFirst: boolean,
): { lines: StatementLine[]; skippedRows: number } {
  const { indexes } = heading;
  const cell = (row: Row, role: Role) => (indexes[role] === undefined ? '' : (row.cells[indexes[role]] ?? ''));
  const lines: StatementLine[] = [];
  let skippedRows = 0;
  for (const row of rows.slice(heading.rowIndex + 1)) {
    const paise = paiseOf(cell(row, 'credit'));
    const debit = paiseOf(cell(row, 'debit'));
    const kindOk = creditKind === undefined || creditKind.test(cell(row, 'kind').trim());
    if (paise === null || debit !== null || !kindOk) {
      skippedRows += 1;
      continue;
    }
    const narration = cell(row, 'narration');
    const reference = cell(row, 'reference');
    // a UTR column first where there is one; a bank's narration before its (padded) reference number
    const utr = referenceFirst
      ? (utrOfReference(reference) ?? utrOfNarration(reference) ?? utrOfNarration(narration))
      : (utrOfNarration(narration) ?? utrOfReference(reference));
    lines.push({
      lineNumber: row.line,
      utr,
      amountPaise: paise,
      date: textCell(cell(row, 'date'), 40),
      details: textCell(narration, 300),
    });
  }
  return { lines, skippedRows };
}

/** Column names the admin typed, checked: the amount, and the UTR or a narration. */
function genericColumns(columns: StatementColumns | null | undefined) {
  const named = {
    utr: columns?.utr?.trim() || null,
    narration: columns?.narration?.trim() || null,
    amount: columns?.amount?.trim() || null,
    date: columns?.date?.trim() || null,
  };
  if (!named.amount || (!named.utr && !named.narration))
    throw new ValidationError(STATEMENT_MESSAGES.mappingRequired, 'columns');
  if (Object.values(named).some((name) => name !== null && name.length > STATEMENT_LIMITS.maxColumnName))
    throw new ValidationError(STATEMENT_MESSAGES.columnNameTooLong, 'columns');
  return named;
}

/**
 * The credits of a statement file. `format` 'auto' tries the known exports by their headings; a named
 * format must have its columns (the message names those missing); 'generic' reads the columns the admin
 * named. Throws ValidationError with the admin's message for anything it cannot read.
 */
export function parseStatement(
  bytes: Uint8Array,
  format: StatementFormatChoice,
  columns?: StatementColumns | null,
): ParsedStatement {
  const named = format === 'generic' ? genericColumns(columns) : null;
  const rows = rowsOf(statementText(bytes));

  let found: { format: StatementFormat; heading: Heading; creditKind?: RegExp; referenceFirst: boolean } | null = null;
  if (named) {
    const names: Partial<Record<Role, readonly string[]>> = { credit: [named.amount!] };
    const required: Role[] = ['credit'];
    for (const role of ['reference', 'narration', 'date'] as const) {
      const column = named[role === 'reference' ? 'utr' : role];
      if (column === null) continue;
      names[role] = [column];
      required.push(role);
    }
    const { heading, missing } = findHeading(rows, names, required);
    if (!heading)
      throw new ValidationError(
        STATEMENT_MESSAGES.missingNamedColumns(missing.map((role) => names[role]![0]!)),
        'columns',
      );
    found = { format: 'generic', heading, referenceFirst: named.utr !== null };
  } else {
    const candidates = format === 'auto' ? KNOWN_FORMATS : KNOWN_FORMATS.filter((known) => known.format === format);
    for (const known of candidates) {
      const { heading, missing } = findHeading(rows, known.columns, known.required);
      if (heading) {
        found = {
          format: known.format,
          heading,
          creditKind: known.creditKind,
          referenceFirst: known.referenceFirst ?? false,
        };
        break;
      }
      if (format !== 'auto')
        throw new ValidationError(
          STATEMENT_MESSAGES.missingColumns(
            STATEMENT_FORMAT_LABELS[known.format],
            missing.map((role) => known.columns[role]![0]!),
          ),
          'file',
        );
    }
    if (!found) throw new ValidationError(STATEMENT_MESSAGES.unknownColumns, 'file');
  }

  const { lines, skippedRows } = creditsBelow(rows, found.heading, found.creditKind, found.referenceFirst);
  if (lines.length === 0) throw new ValidationError(STATEMENT_MESSAGES.noCredits, 'file');
  return { format: found.format, lines, skippedRows };
}
