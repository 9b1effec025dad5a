// Statement reconciliation (issue 34, docs/decisions/0114): an admin uploads the bank's or UPI app's
// statement; its credits are kept (the file by its SHA-256, so the same file is one statement) and
// matched by UTR and amount to the credit requests: matched, mismatched (amount differs), unmatched,
// or already decided. The admin approves the matched ones in one action, each through the one approval
// path (approveCreditRequest: audited, mailed); approval is per pending request, so a second pass, or
// the same file again, approves nothing twice.
import { createHash } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { recordAudit } from '../audit/service.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { requireSignedInAdmin } from '../../lib/access.ts';
import { isUniqueViolation, NotFoundError, TooLargeError, ValidationError, WrongStateError } from '../../lib/errors.ts';
import { requireDatabaseId } from '../../lib/ids.ts';
import { isUpload } from '../../lib/uploads.ts';
import { parseStatement } from './statement-formats.ts';
import { approveCreditRequest } from './service.ts';
import {
  rupeesOfPaise,
  spreadsheetSafe,
  STATEMENT_FORMATS,
  STATEMENT_GROUP_LABELS,
  STATEMENT_LIMITS,
  STATEMENT_MESSAGES,
  type StatementColumns,
  type StatementFormatChoice,
  type StatementGroup,
} from '../../../common/statements.ts';

export type StatementUploadInput = { file?: unknown; format?: unknown; columns?: StatementColumns | null };

function formatChoice(format: unknown): StatementFormatChoice {
  if (format === undefined || format === null || format === 'auto') return 'auto';
  if (typeof format === 'string' && (STATEMENT_FORMATS as readonly string[]).includes(format))
    return format as StatementFormatChoice;
  throw new ValidationError(STATEMENT_MESSAGES.formatInvalid, 'format');
}

/** The file's bytes, refused by its size before one is read (the multipart reader spooled it to disk). */
async function statementBytes(file: unknown): Promise<Uint8Array> {
  if (!isUpload(file)) throw new ValidationError(STATEMENT_MESSAGES.fileRequired, 'file');
  const size = file instanceof Uint8Array ? file.byteLength : file.size;
  if (size > STATEMENT_LIMITS.maxBytes) throw new TooLargeError(STATEMENT_MESSAGES.tooLarge);
  if (size === 0) throw new ValidationError(STATEMENT_MESSAGES.empty, 'file');
  const bytes = file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());
  // a file that grew between its size and its reading is still held to the limit
  if (bytes.byteLength > STATEMENT_LIMITS.maxBytes) throw new TooLargeError(STATEMENT_MESSAGES.tooLarge);
  return bytes;
}

function fileNameOf(file: unknown): string {
  const name = typeof (file as { name?: unknown }).name === 'string' ? (file as { name: string }).name : '';
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'statement.csv').slice(0, 200);
}

/**
 * Reads and keeps an uploaded statement. The same file (by SHA-256) again answers the statement kept
 * the first time, `repeated`: nothing is stored or approved twice. Anything unreadable is refused with
 * the admin's message and stores nothing. Uploading approves nothing.
 */
export async function uploadCreditStatement(ctx: RequestContext, input: StatementUploadInput) {
  const admin = requireSignedInAdmin(ctx);
  const format = formatChoice(input.format);
  const bytes = await statementBytes(input.file);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const known = await ctx.db.creditStatement.findUnique({ where: { sha256 } });
  if (known) return { statement: known, repeated: true };

  const parsed = parseStatement(bytes, format, input.columns);
  try {
    const statement = await ctx.db.$transaction(async (tx) => {
      const statement = await tx.creditStatement.create({
        data: {
          sha256,
          fileName: fileNameOf(input.file),
          format: parsed.format,
          skippedRows: parsed.skippedRows,
          uploadedById: admin.id,
        },
      });
      await tx.creditStatementLine.createMany({
        data: parsed.lines.map((line) => ({
          statementId: statement.id,
          lineNumber: line.lineNumber,
          utr: line.utr,
          amountPaise: BigInt(line.amountPaise),
          date: line.date,
          details: line.details,
        })),
      });
      await recordAudit(tx, ctx, {
        action: 'creditStatement.upload',
        subjectType: 'CreditStatement',
        subjectId: statement.id,
        before: null,
        after: { ...statement, credits: parsed.lines.length },
      });
      return statement;
    });
    return { statement, repeated: false };
  } catch (error) {
    // the same file uploaded twice at once: the second is the first's statement
    if (!isUniqueViolation(error)) throw error;
    return { statement: await ctx.db.creditStatement.findUniqueOrThrow({ where: { sha256 } }), repeated: true };
  }
}

/** The statements uploaded, newest first (the admin's list to come back to). */
export function listCreditStatements<Query extends Omit<Prisma.CreditStatementFindManyArgs, 'where' | 'orderBy'>>(
  ctx: RequestContext,
  query: Query,
) {
  requireSignedInAdmin(ctx);
  return ctx.db.creditStatement.findMany({ ...query, orderBy: { id: 'desc' } });
}

export function countCreditStatements(ctx: RequestContext) {
  requireSignedInAdmin(ctx);
  return ctx.db.creditStatement.count();
}

/** One statement, or null when there is none. */
export function getCreditStatement<Query extends Omit<Prisma.CreditStatementFindUniqueArgs, 'where'>>(
  ctx: RequestContext,
  id: unknown,
  query: Query = {} as Query,
) {
  requireSignedInAdmin(ctx);
  const statementId = requireDatabaseId(id, STATEMENT_MESSAGES.statementNotFound);
  return ctx.db.creditStatement.findUnique({ ...query, where: { id: statementId } });
}

// ---- matching ---------------------------------------------------------------------------------

type StoredLine = Prisma.CreditStatementLineGetPayload<object>;
type MatchedRequest = Prisma.CreditRequestGetPayload<object>;

/** A credit line and what it matches now. */
export interface MatchedLine {
  line: StoredLine;
  amountPaise: number;
  group: StatementGroup;
  /** the request with the line's UTR, when there is one */
  request: MatchedRequest | null;
  /** why the line is in its group, in the admin's words */
  note: string;
}

function noteOf(group: StatementGroup, line: StoredLine, request: MatchedRequest | null, repeatOf: number | null) {
  if (line.utr === null) return 'No UTR on this line.';
  if (repeatOf !== null) return `The same UTR is on line ${repeatOf} of this statement.`;
  if (!request) return 'No credit request has this UTR.';
  if (group === 'decided')
    return line.approvedRequestId === request.id
      ? 'Approved from this statement.'
      : `The request was already ${request.status}.`;
  if (group === 'mismatched')
    return `Received ${rupeesOfPaise(Number(line.amountPaise))}; the request asks for ${rupeesOfPaise(request.amount * 100)}.`;
  return line.approvalError ?? 'UTR and amount match a pending request.';
}

/**
 * The statement's credit lines (in file order) matched to the requests as they stand now: a line whose
 * UTR a pending request has, for the same amount, is matched; for another amount, mismatched; a line
 * without a UTR, with one no request has, or repeating an earlier line's, unmatched; a line whose
 * request is no longer pending, already decided.
 */
export async function matchStatementLines(ctx: RequestContext, statementId: number): Promise<MatchedLine[]> {
  requireSignedInAdmin(ctx);
  const lines = await ctx.db.creditStatementLine.findMany({
    where: { statementId },
    orderBy: { lineNumber: 'asc' },
  });
  const utrs = [...new Set(lines.flatMap((line) => (line.utr === null ? [] : [line.utr])))];
  const requests = utrs.length === 0 ? [] : await ctx.db.creditRequest.findMany({ where: { utr: { in: utrs } } });
  const byUtr = new Map(requests.map((request) => [request.utr!, request]));
  const firstLineOf = new Map<string, number>();
  return lines.map((line) => {
    const amountPaise = Number(line.amountPaise);
    const repeatOf = line.utr !== null ? (firstLineOf.get(line.utr) ?? null) : null;
    if (line.utr !== null && repeatOf === null) firstLineOf.set(line.utr, line.lineNumber);
    const request = line.utr !== null && repeatOf === null ? (byUtr.get(line.utr) ?? null) : null;
    const group: StatementGroup = !request
      ? 'unmatched'
      : request.status !== 'pending'
        ? 'decided'
        : request.amount * 100 === amountPaise
          ? 'matched'
          : 'mismatched';
    return { line, amountPaise, group, request, note: noteOf(group, line, request, repeatOf) };
  });
}

/**
 * Approves every matched line's request, one by one through approveCreditRequest (each in its own
 * transaction, audited and mailed), and records on the line which request it approved. A request that
 * another admin (or an earlier pass) decided meanwhile is refused by that path and left as it is; a
 * mismatched amount is never approved here (the admin approves it on the requests screen, with a reason).
 */
export async function approveMatchedStatementLines(ctx: RequestContext, id: unknown) {
  requireSignedInAdmin(ctx);
  const statement = await getCreditStatement(ctx, id);
  if (!statement) throw new NotFoundError(STATEMENT_MESSAGES.statementNotFound);
  const matched = (await matchStatementLines(ctx, statement.id)).filter((entry) => entry.group === 'matched');
  let approved = 0;
  let refused = 0;
  for (const { line, request } of matched) {
    try {
      await approveCreditRequest(ctx, { id: request!.id });
      await ctx.db.creditStatementLine.update({
        where: { id: line.id },
        data: { approvedRequestId: request!.id, approvedAt: new Date(), approvalError: null },
      });
      approved += 1;
    } catch (error) {
      if (!(error instanceof ValidationError || error instanceof WrongStateError || error instanceof NotFoundError))
        throw error;
      refused += 1;
      await ctx.db.creditStatementLine.updateMany({
        where: { id: line.id, approvedAt: null },
        data: { approvalError: error.message.slice(0, 300) },
      });
    }
  }
  return { statement, approved, refused };
}

// ---- export -----------------------------------------------------------------------------------

/**
 * The statement's lines and what they matched, as CSV for a spreadsheet. Every cell that a spreadsheet
 * would take for a formula (=, +, -, @) starts with an apostrophe: the file's own text is never run.
 */
export async function statementCsv(ctx: RequestContext, statementId: number): Promise<string> {
  const rows = (await matchStatementLines(ctx, statementId)).map(({ line, amountPaise, group, request, note }) =>
    [
      String(line.lineNumber),
      line.date,
      line.utr ?? '',
      (amountPaise / 100).toFixed(2),
      line.details,
      STATEMENT_GROUP_LABELS[group],
      request ? String(request.id) : '',
      request ? String(request.amount) : '',
      note,
    ].map(spreadsheetSafe),
  );
  return stringify(rows, {
    header: true,
    columns: ['Line', 'Date', 'UTR', 'Amount (₹)', 'Details', 'Result', 'Request', 'Requested (₹)', 'Note'],
    quoted: true,
  });
}
