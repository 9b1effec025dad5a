// Credits over REST (SPEC section 7): the credit scheme and credit requests. A thin adapter over
// ./service.ts, where the rules and authorisation live; this file checks the role and shapes answers.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import {
  contextOf,
  formBody,
  formFiles,
  formText,
  HttpError,
  idParam,
  jsonBody,
  pageOf,
  requireSession,
  type RestApp,
} from '../../rest/app.ts';
import {
  createCreditRequest,
  CREDIT_MESSAGES,
  creditRequestsOfCaller,
  decideCreditRequest,
  getCreditRequest,
  getCreditScheme,
  paymentScreenshotUrl,
  updateCreditScheme,
} from './service.ts';
import { getReceipt, getSignedReceipt, type Receipt } from './receipts.ts';

/** SPEC section 8: what the client shows when there is no scheme yet. */
export const NO_CREDIT_SCHEME = 'No Credit Scheme found';

/** SPEC section 9: the user's credit requests page size. */
const DEFAULT_PAGE_SIZE = 10;

type SchemeRow = { id: number; creditRate: Prisma.Decimal; timePerCredit: Prisma.Decimal };

function schemeAnswer(scheme: SchemeRow) {
  return {
    id: scheme.id,
    credit_rate: scheme.creditRate.toNumber(),
    time_per_credit: scheme.timePerCredit.toNumber(),
  };
}

// the owner's public details only: never a password hash, token version or OTP
const REQUEST_INCLUDE = {
  user: { select: { name: true, email: true, contact: true } },
} satisfies Prisma.CreditRequestInclude;

// the services take the selection as a generic query whose result type Prisma does not carry
// through the spread; the rows do hold what REQUEST_INCLUDE asks for
type RequestRow = Prisma.CreditRequestGetPayload<{ include: typeof REQUEST_INCLUDE }>;

function requestAnswer(ctx: RequestContext, request: RequestRow) {
  return {
    id: request.id,
    amount: request.amount,
    status: request.status,
    credits_added: request.creditsAdded,
    // issue 34: the payment's reference; the screenshot is optional proof (null without one)
    utr: request.utr,
    bonus_credits: request.bonusCredits,
    approved_amount: request.approvedAmount,
    amount_change_reason: request.amountChangeReason,
    payment_screenshot: paymentScreenshotUrl(ctx, request),
    createdAt: request.createdAt.toISOString(),
    user: { name: request.user.name, email: request.user.email, contact: request.user.contact },
  };
}

/** The request just created or decided, as the caller may read it. */
async function readRequest(ctx: RequestContext, id: number) {
  const request = (await getCreditRequest(ctx, id, { include: REQUEST_INCLUDE })) as RequestRow | null;
  if (!request) throw new HttpError(404, CREDIT_MESSAGES.requestNotFound);
  return requestAnswer(ctx, request);
}

/** The optional screenshot: a file; an empty field is none; text in its place goes on, for the service to refuse. */
function screenshotOf(form: FormData): File | string | undefined {
  return formFiles(form, 'payment_screenshot')[0] ?? (formText(form, 'payment_screenshot') || undefined);
}

/** A receipt's PDF, as a download that no cache or other site keeps. */
function receiptAnswer(receipt: Receipt): Response {
  return new Response(new Uint8Array(receipt.pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${receipt.fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}

export function registerCreditRoutes(app: RestApp) {
  // GET /receipts/{ledger entry id} (issue 34): the PDF receipt of an approved purchase, for its
  // account or an admin: with a session, or through the signed address the credit history links to
  // (?expires=&signature=); anything else answers 404
  app.get('/receipts/:id', async (c) => {
    const { expires, signature } = c.req.query();
    if (expires !== undefined || signature !== undefined)
      return receiptAnswer(await getSignedReceipt(contextOf(c), c.req.param('id'), { expires, signature }));
    return receiptAnswer(await getReceipt(requireSession(c), c.req.param('id')));
  });

  // GET /credit-scheme (any signed-in account)
  app.get('/credit-scheme', async (c) => {
    const ctx = requireSession(c);
    const scheme = await getCreditScheme(ctx);
    if (!scheme) throw new HttpError(404, NO_CREDIT_SCHEME);
    return c.json(schemeAnswer(scheme));
  });

  // PUT /credit-scheme (admin): { credit_rate, time_per_credit }
  app.put('/credit-scheme', async (c) => {
    const ctx = requireSession(c, 'admin');
    const body = await jsonBody(c);
    const scheme = await updateCreditScheme(ctx, { creditRate: body.credit_rate, timePerCredit: body.time_per_credit });
    return c.json(schemeAnswer(scheme));
  });

  // GET /credit-requests?page=&pageSize= (admin: everyone's, optionally ?status=; user: their own)
  app.get('/credit-requests', async (c) => {
    const ctx = requireSession(c);
    const { skip, take } = pageOf(c, DEFAULT_PAGE_SIZE);
    const filter = { status: c.req.query('status') || undefined };
    const { rows, total } = await creditRequestsOfCaller(ctx, filter, { skip, take, include: REQUEST_INCLUDE });
    return c.json({
      creditRequests: (rows as RequestRow[]).map((row) => requestAnswer(ctx, row)),
      totalCreditRequests: total,
    });
  });

  // POST /credit-requests (user), multipart: amount, utr, payment_screenshot (optional since issue 34), and
  // optionally package_id (its price becomes the amount) and coupon_code (issue 34)
  app.post('/credit-requests', async (c) => {
    const ctx = requireSession(c, 'user');
    const form = await formBody(c);
    const created = await createCreditRequest(ctx, {
      amount: formText(form, 'amount'),
      utr: formText(form, 'utr'),
      paymentScreenshot: screenshotOf(form),
      packageId: formText(form, 'package_id'),
      couponCode: formText(form, 'coupon_code'),
    });
    return c.json(await readRequest(ctx, created.id), 201);
  });

  // PUT /credit-requests/{id} (admin): { status: 'approved' | 'rejected', amount?, reason? } (an
  // approval's changed amount and its reason since issue 34)
  app.put('/credit-requests/:id', async (c) => {
    const ctx = requireSession(c, 'admin');
    const id = idParam(c, 'id');
    const body = await jsonBody(c);
    const decided = await decideCreditRequest(ctx, {
      id,
      status: body.status,
      amount: body.amount,
      reason: body.reason,
    });
    return c.json(await readRequest(ctx, decided.id));
  });
}
