// Statement reconciliation (issue 34, docs/decisions/0114): the statements an admin may upload, their
// limits, the names of the result groups and the messages both the upload form and the server give.

/** The exports whose columns the server knows, and 'generic' for a file whose columns the admin names. */
export const STATEMENT_FORMATS = ['hdfc', 'sbi', 'phonepe', 'generic'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** What the admin may choose: a format, or 'auto' (the server recognises the known exports by their columns). */
export type StatementFormatChoice = StatementFormat | 'auto';

export const STATEMENT_FORMAT_LABELS: Record<StatementFormat, string> = {
  hdfc: 'HDFC Bank account statement',
  sbi: 'SBI account statement',
  phonepe: 'PhonePe Business settlement report',
  generic: 'Other: I name the columns',
};

export const STATEMENT_LIMITS = {
  /** bytes of one statement file: months of an operator's payments fit many times over */
  maxBytes: 2 * 1024 * 1024,
  /** rows of one file (header lines, credits, debits, totals) */
  maxRows: 5_000,
  /** characters of one row (an unclosed quote stops here rather than reading the whole file as one cell) */
  maxRowCharacters: 8_192,
  /** rows searched from the top for the column headings (banks put account details above them) */
  headerSearchRows: 60,
  /** characters of a column name the admin types */
  maxColumnName: 100,
} as const;

/** The groups a credit line falls into when matched to the pending credit requests by UTR and amount. */
export const STATEMENT_GROUPS = ['matched', 'mismatched', 'unmatched', 'decided'] as const;
export type StatementGroup = (typeof STATEMENT_GROUPS)[number];

export const STATEMENT_GROUP_LABELS: Record<StatementGroup, string> = {
  matched: 'Matched',
  mismatched: 'Amount differs',
  unmatched: 'Not matched',
  decided: 'Already decided',
};

/** The column names of the generic mapping: the amount, and the UTR or a narration holding it. */
export interface StatementColumns {
  utr?: string | null;
  narration?: string | null;
  amount?: string | null;
  date?: string | null;
}

const FORMAT_LIST = 'HDFC Bank, SBI or PhonePe Business';

export const STATEMENT_MESSAGES = {
  fileRequired: 'Please choose the statement file (CSV).',
  empty: 'This file is empty.',
  tooLarge: `This file is too large: a statement may be at most 2 MB. Please export a shorter period.`,
  notText: 'This file is not a CSV text file. Please upload the statement exported as CSV.',
  workbook:
    'This is an Excel workbook, not a CSV file. Please download the statement as CSV, or save it from Excel as "CSV (comma delimited)".',
  pdf: 'This is a PDF, not a CSV file. Please download the statement as CSV.',
  tooManyRows: `This file has more than ${STATEMENT_LIMITS.maxRows.toLocaleString('en-IN')} lines. Please export a shorter period.`,
  malformed: (line: number) =>
    `This file could not be read as CSV near line ${line} (a quote may not be closed, or a line may be too long).`,
  unknownColumns: `The columns of this file are not those of a known statement (${FORMAT_LIST}). Choose "${STATEMENT_FORMAT_LABELS.generic}" and name the columns that hold the UTR and the amount.`,
  missingColumns: (label: string, missing: readonly string[]) =>
    `This is not ${/^([AEIOUH]|SBI)/.test(label) ? 'an' : 'a'} ${label}: no line of it has the column${missing.length > 1 ? 's' : ''} ${missing.map((name) => `"${name}"`).join(', ')}.`,
  missingNamedColumns: (missing: readonly string[]) =>
    `No line of this file has the column${missing.length > 1 ? 's' : ''} you named: ${missing.map((name) => `"${name}"`).join(', ')}.`,
  mappingRequired:
    'Please name the column with the amount received, and the column with the UTR or a narration that holds it.',
  columnNameTooLong: `A column name has at most ${STATEMENT_LIMITS.maxColumnName} characters.`,
  noCredits: 'This statement has no credits (money received) to match.',
  formatInvalid: `Please choose the statement's format: ${FORMAT_LIST}, or name the columns.`,
  statementNotFound: 'This statement does not exist.',
} as const;

/**
 * A cell made safe to open in a spreadsheet: text that a spreadsheet would read as a formula (starting
 * with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so it is shown, never evaluated.
 */
export function spreadsheetSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Rupees of paise as people write them: 1,50,000.50 (Indian grouping, paise only when there are some). */
export function rupeesOfPaise(paise: number): string {
  const rupees = Math.trunc(paise / 100);
  const rest = Math.abs(paise % 100);
  const whole = rupees.toLocaleString('en-IN');
  return rest === 0 ? `₹${whole}` : `₹${whole}.${String(rest).padStart(2, '0')}`;
}
