// Receipts of purchases (issue 34, docs/decisions/0115-receipts.md): every grant of an approved
// credit request in the ledger has one, numbered by its ledger entry (R-000123), drawn when asked
// (receipt-pdf.ts) from the entry, its request and the operator's details in the site settings, so
// nothing is stored and a receipt always reads as the ledger does. Only the account it belongs to and
// admins may read one: through a session, or through a signed address that works for one to two hours
// and names one entry (the credit history's download link; sessions never travel in cookies).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppServices, RequestContext } from '../../context.ts';
import { canManage, requireViewer } from '../../lib/access.ts';
import { readableDate } from '../../lib/dates.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { MailAttachment } from '../../lib/mailer.ts';
import { parseDatabaseId } from '../../lib/ids.ts';
import { reserve, waitText } from '../../lib/rate-limits.ts';
import { readSiteSettings } from '../settings/service.ts';
import { drawReceipt, type ReceiptFacts } from './receipt-pdf.ts';
import { receiptNumber } from '../../../common/gst.ts';

export const RECEIPT_MESSAGES = {
  notFound: 'This receipt does not exist.',
  tooMany: (seconds: number) =>
    `Many receipts were downloaded from your network. Please try again in ${waitText(seconds)}.`,
} as const;

/** Each download draws a PDF: counted per network before drawing. */
async function countDownload(ctx: RequestContext): Promise<void> {
  await reserve(ctx.rateLimits, [['receiptDownloadsPerNetwork', ctx.networkKey]], RECEIPT_MESSAGES.tooMany);
}

type ReceiptServices = Pick<AppServices, 'db' | 'config'>;

/** A receipt: its number, file name and PDF. */
export interface Receipt {
  number: string;
  fileName: string;
  pdf: Buffer;
}

/** What a receipt reads of its ledger entry: a grant for an approved credit request. */
const RECEIPT_ENTRY = {
  id: true,
  userId: true,
  kind: true,
  amount: true,
  createdAt: true,
  user: { select: { name: true, email: true } },
  creditRequest: {
    select: {
      status: true,
      amount: true,
      approvedAmount: true,
      creditsAdded: true,
      bonusCredits: true,
      utr: true,
      package: { select: { name: true } },
      coupon: { select: { code: true } },
    },
  },
} as const;

/** Whether a ledger entry has a receipt: the grant of an approved credit request. */
export function hasReceipt(entry: { kind: string; creditRequestId: number | null }): boolean {
  return entry.kind === 'grant' && entry.creditRequestId !== null;
}

/** The receipt of ledger entry `entryId`, with no access check (the caller made it); null when the entry has none. */
async function receiptOfEntry(services: ReceiptServices, entryId: number): Promise<Receipt | null> {
  const [entry, settings] = await Promise.all([
    services.db.creditLedgerEntry.findUnique({ where: { id: entryId }, select: RECEIPT_ENTRY }),
    readSiteSettings(services),
  ]);
  const request = entry?.creditRequest;
  if (!entry || entry.kind !== 'grant' || !request || request.status !== 'approved') return null;
  const { receipt } = settings;
  const facts: ReceiptFacts = {
    number: receiptNumber(entry.id),
    date: readableDate(entry.createdAt),
    advertiser: { name: entry.user.name, email: entry.user.email },
    amountPaid: request.approvedAmount ?? request.amount,
    credits: entry.amount,
    bonusCredits: Math.min(request.bonusCredits, entry.amount),
    packageName: request.package?.name ?? null,
    couponCode: request.coupon?.code ?? null,
    utr: request.utr,
    operator: {
      legalName: receipt.operatorLegalName || settings.siteName,
      siteName: settings.siteName,
      address: receipt.operatorAddress,
      stateCode: receipt.operatorStateCode,
      gstin: receipt.gstin || null,
      gstRatePercent: receipt.gstRatePercent,
      contactEmail: settings.contactEmail,
    },
  };
  const number = receiptNumber(entry.id);
  return { number, fileName: `${number}.pdf`, pdf: await drawReceipt(facts) };
}

/**
 * The receipt of a ledger entry for its account or an admin. Anything else (no such entry, not a
 * grant, another account's) answers "does not exist", so nobody learns which numbers are in use.
 */
export async function getReceipt(ctx: RequestContext, entryId: unknown): Promise<Receipt> {
  const viewer = requireViewer(ctx);
  const id = parseDatabaseId(entryId);
  const owner =
    id === null ? null : await ctx.db.creditLedgerEntry.findUnique({ where: { id }, select: { userId: true } });
  if (id === null || !owner || !canManage(viewer, owner.userId)) throw new NotFoundError(RECEIPT_MESSAGES.notFound);
  await countDownload(ctx);
  const receipt = await receiptOfEntry(ctx, id);
  if (!receipt) throw new NotFoundError(RECEIPT_MESSAGES.notFound);
  return receipt;
}

// ---- signed addresses ----------------------------------------------------------------------------

/** A signed address works for one to two hours (rounded to the hour, so a page's links stay the same a while). */
const SIGNED_STEP_SECONDS = 3600;

function signatureOf(secret: Uint8Array, entryId: number, expires: number): string {
  return createHmac('sha256', secret).update(`receipt:${entryId}:${expires}`).digest('base64url');
}

/** The path of a receipt's download, under /api. */
export function receiptPath(entryId: number): string {
  return `/api/receipts/${entryId}`;
}

/**
 * The signed address of an entry's receipt for its account or an admin (null for an entry without a
 * receipt); anyone else is refused.
 */
export function receiptUrl(
  ctx: RequestContext,
  entry: { id: number; userId: number; kind: string; creditRequestId: number | null },
  now = new Date(),
): string | null {
  if (!canManage(requireViewer(ctx), entry.userId)) throw new NotFoundError(RECEIPT_MESSAGES.notFound);
  if (!hasReceipt(entry)) return null;
  const expires = (Math.floor(now.getTime() / 1000 / SIGNED_STEP_SECONDS) + 2) * SIGNED_STEP_SECONDS;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signatureOf(ctx.config.jwtSecret, entry.id, expires),
  });
  return `${ctx.origin}${receiptPath(entry.id)}?${query}`;
}

/**
 * The receipt a signed address names, if its signature is ours and has not expired; else "does not
 * exist". The signature is checked before the database is read, so a guess costs one HMAC; a valid
 * one counts against the network's downloads before the PDF is drawn.
 */
export async function getSignedReceipt(
  ctx: RequestContext,
  entryId: unknown,
  params: { expires?: string; signature?: string },
  now = new Date(),
): Promise<Receipt> {
  const id = parseDatabaseId(entryId, { exact: true });
  const { expires, signature } = params;
  const valid =
    id !== null &&
    expires !== undefined &&
    signature !== undefined &&
    /^\d{1,12}$/.test(expires) &&
    Number(expires) > Math.floor(now.getTime() / 1000) &&
    sameText(signature, signatureOf(ctx.config.jwtSecret, id, Number(expires)));
  if (valid) await countDownload(ctx);
  const receipt = valid ? await receiptOfEntry(ctx, id) : null;
  if (!receipt) throw new NotFoundError(RECEIPT_MESSAGES.notFound);
  return receipt;
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// ---- the approval mail ---------------------------------------------------------------------------

/**
 * The receipt of an approved request, as the approval mail's attachment: drawn once the approval
 * committed and carried in the queued mail (decision 0115); null when the request granted nothing or
 * the receipt could not be drawn (logged: the mail goes without it, the download still works).
 */
export async function approvalReceipt(
  services: ReceiptServices & { logger: Pick<AppServices['logger'], 'error'> },
  request: { id: number; status: string },
): Promise<{ number: string; file: MailAttachment } | null> {
  if (request.status !== 'approved') return null;
  try {
    const grant = await services.db.creditLedgerEntry.findFirst({
      where: { creditRequestId: request.id, kind: 'grant' },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    const receipt = grant && (await receiptOfEntry(services, grant.id));
    if (!receipt) return null;
    return {
      number: receipt.number,
      file: {
        filename: receipt.fileName,
        contentType: 'application/pdf',
        contentBase64: receipt.pdf.toString('base64'),
      },
    };
  } catch (error) {
    services.logger.error({ err: error, creditRequestId: request.id }, 'receipt not drawn for the approval mail');
    return null;
  }
}
