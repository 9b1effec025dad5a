import { CreditRequestStatus, LedgerKind } from '../../db/generated/prisma/enums.ts';
import { builder, modelType } from '../../graphql/builder.ts';
import { INPUT_ERRORS, UPLOAD_ERRORS } from '../../graphql/errors.ts';
import { connectionComplexity } from '../../graphql/limits.ts';
import { canManage } from '../../lib/access.ts';
import { RateLimitedError } from '../../lib/errors.ts';
import {
  adjustCredits,
  countCreditLedger,
  countCreditRequests,
  countMyCreditRequests,
  createCreditRequest,
  decideCreditRequest,
  getCreditScheme,
  listCreditLedger,
  listCreditRequests,
  listMyCreditRequests,
  paymentScreenshotUrl,
  updateCreditScheme,
} from './service.ts';
import { hasReceipt, receiptUrl } from './receipts.ts';
import { receiptNumber } from '../../../common/gst.ts';

const CreditRequestStatusEnum = builder.enumType(CreditRequestStatus, { name: 'CreditRequestStatus' });
const CreditRequestDecisionEnum = builder.enumType('CreditRequestDecision', {
  description: 'What an admin decides about a pending credit request.',
  values: ['approved', 'rejected'] as const,
});
const LedgerKindEnum = builder.enumType(LedgerKind, { name: 'LedgerKind' });

const CreditSchemeType = builder.prismaObject('CreditScheme', {
  description: 'What a payment buys: the single credit scheme.',
  authScopes: { authenticated: true },
  fields: (t) => ({
    creditRate: t.float({ description: 'Credits per rupee.', resolve: (scheme) => scheme.creditRate.toNumber() }),
    timePerCredit: t.float({
      description: 'Days of publication per credit.',
      resolve: (scheme) => scheme.timePerCredit.toNumber(),
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const PaymentScreenshotType = builder.objectRef<{ url: string; srcSet: string }>('PaymentScreenshot').implement({
  description:
    'The payment screenshot of a credit request: a signed absolute URL that works for one to two hours (srcSet is empty).',
  fields: (t) => ({
    url: t.exposeString('url'),
    srcSet: t.exposeString('srcSet'),
  }),
});

// A credit request: readable by the advertiser who made it, or by an admin.
const CreditRequestType = builder.prismaNode('CreditRequest', {
  id: { field: 'id' },
  authScopes: (request, context) =>
    canManage(context.viewer, request.userId) ? { authenticated: true } : { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    amount: t.exposeInt('amount', { description: 'Whole rupees paid.' }),
    status: t.expose('status', { type: CreditRequestStatusEnum }),
    creditsAdded: t.exposeInt('creditsAdded', { description: 'Credits granted on approval (0 otherwise).' }),
    utr: t.exposeString('utr', {
      nullable: true,
      description:
        'The UPI transaction reference of the payment: 12 digits (null on requests made before it was asked).',
    }),
    approvedAmount: t.exposeInt('approvedAmount', {
      nullable: true,
      description: 'The whole rupees the admin found paid, when they approved a different amount than asked.',
    }),
    amountChangeReason: t.exposeString('amountChangeReason', {
      nullable: true,
      description: 'Why the admin approved a different amount than asked.',
    }),
    paymentScreenshot: t.field({
      type: PaymentScreenshotType,
      nullable: true,
      description: 'The payment screenshot, optional proof since the UTR.',
      resolve: (request, _args, context) => {
        const url = paymentScreenshotUrl(context, request);
        return url === null ? null : { url, srcSet: '' };
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    user: t.relation('user'),
  }),
});

// A change of a balance: readable by the account it belongs to, or by an admin.
const CreditLedgerEntryType = builder.prismaNode('CreditLedgerEntry', {
  id: { field: 'id' },
  authScopes: (entry, context) => (canManage(context.viewer, entry.userId) ? { authenticated: true } : { admin: true }),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    kind: t.expose('kind', { type: LedgerKindEnum }),
    amount: t.exposeInt('amount', { description: 'Signed change of the balance: positive grants, negative spends.' }),
    balanceAfter: t.exposeInt('balanceAfter', { description: 'The balance right after this change.' }),
    reason: t.exposeString('reason', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    creditRequest: t.relation('creditRequest', { nullable: true }),
    adId: t.exposeInt('adId', { nullable: true, description: 'Database id of the ad a spend paid for.' }),
    ad: t.relation('ad', { nullable: true, description: 'The ad a spend paid for, while it exists.' }),
    receiptNumber: t.string({
      nullable: true,
      description: "The receipt's number of an approved purchase's grant (R-000123); null for other entries.",
      resolve: (entry) => (hasReceipt(entry) ? receiptNumber(entry.id) : null),
    }),
    receiptUrl: t.string({
      nullable: true,
      description:
        "The PDF receipt of an approved purchase's grant: a signed absolute URL that works for one to two hours; null for other entries.",
      resolve: (entry, _args, context) => receiptUrl(context, entry),
    }),
  }),
});

builder.queryField('creditScheme', (t) =>
  t.prismaField({
    type: CreditSchemeType,
    nullable: true,
    authScopes: { authenticated: true },
    description: 'The credit scheme, or null while none has been set.',
    resolve: (query, _root, _args, ctx) => getCreditScheme(ctx, query),
  }),
);

builder.queryField('myCreditRequests', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: CreditRequestType,
    cursor: 'id',
    authScopes: { user: true },
    description: "The advertiser's own credit requests, newest first.",
    totalCount: (_parent, _args, ctx) => countMyCreditRequests(ctx),
    resolve: (query, _parent, _args, ctx) => listMyCreditRequests(ctx, query),
  }),
);

builder.queryField('creditRequests', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: CreditRequestType,
    cursor: 'id',
    authScopes: { admin: true },
    description:
      "Every advertiser's credit requests, optionally of one status: pending first, then approved, then rejected, each newest first.",
    args: { status: t.arg({ type: CreditRequestStatusEnum, required: false }) },
    totalCount: (_parent, { status }, ctx) => countCreditRequests(ctx, { status }),
    resolve: (query, _parent, { status }, ctx) => listCreditRequests(ctx, { status }, query),
  }),
);

builder.queryField('creditLedger', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: CreditLedgerEntryType,
    cursor: 'id',
    authScopes: { authenticated: true },
    description: "Changes of a credit balance, newest first: the caller's own, or (admin only) those of `userId`.",
    args: {
      userId: t.arg.globalID({
        required: false,
        for: modelType('User'),
        description: 'Global id of a User (admin only).',
      }),
    },
    totalCount: (_parent, { userId }, ctx) => countCreditLedger(ctx, { userId: userId?.id }),
    resolve: (query, _parent, { userId }, ctx) => listCreditLedger(ctx, { userId: userId?.id }, query),
  }),
);

builder.mutationField('updateCreditScheme', (t) =>
  t.field({
    type: CreditSchemeType,
    authScopes: { admin: true },
    errors: { types: INPUT_ERRORS, dataField: { name: 'creditScheme' } },
    args: {
      creditRate: t.arg.float({ required: true, description: 'Credits per rupee (up to 4 decimals).' }),
      timePerCredit: t.arg.float({ required: true, description: 'Days of publication per credit (up to 4 decimals).' }),
    },
    resolve: (_root, args, ctx) => updateCreditScheme(ctx, args),
  }),
);

builder.mutationField('createCreditRequest', (t) =>
  t.field({
    type: CreditRequestType,
    authScopes: { user: true },
    errors: { types: [...UPLOAD_ERRORS, RateLimitedError], dataField: { name: 'creditRequest' } },
    args: {
      amount: t.arg.int({ required: true, description: 'Whole rupees paid.' }),
      // nullable, so a missing UTR is answered with our message rather than a schema error
      utr: t.arg.string({
        required: false,
        description: 'The UPI transaction reference: 12 digits (spaces are removed); never used on another request.',
      }),
      paymentScreenshot: t.arg({ type: 'File', required: false, description: 'Optional proof of the payment.' }),
      packageId: t.arg.globalID({
        required: false,
        description: 'A credit package (issue 34): its price becomes the amount.',
      }),
      couponCode: t.arg.string({ required: false, description: 'A coupon code for bonus credits (issue 34).' }),
    },
    resolve: (_root, { packageId, ...args }, ctx) => createCreditRequest(ctx, { ...args, packageId: packageId?.id }),
  }),
);

builder.mutationField('decideCreditRequest', (t) =>
  t.field({
    type: CreditRequestType,
    authScopes: { admin: true },
    errors: { types: INPUT_ERRORS, dataField: { name: 'creditRequest' } },
    description:
      'Approves or rejects a pending credit request. An approval may give the whole rupees found paid (`amount`), with the `reason` when they differ from the amount asked; the credits are computed from them.',
    args: {
      id: t.arg.globalID({ required: true, for: CreditRequestType }),
      status: t.arg({ type: CreditRequestDecisionEnum, required: true }),
      amount: t.arg.int({ required: false, description: 'Whole rupees found paid (approval only).' }),
      reason: t.arg.string({ required: false, description: 'Why the amount differs from the one asked.' }),
    },
    resolve: (_root, { id, status, amount, reason }, ctx) =>
      decideCreditRequest(ctx, { id: id.id, status, amount, reason }),
  }),
);

builder.mutationField('adjustCredits', (t) =>
  t.field({
    type: modelType('User'),
    authScopes: { admin: true },
    description:
      "Adds credits to an advertiser's balance (a negative amount removes them), with a reason kept in the ledger and the audit log.",
    errors: { types: INPUT_ERRORS, dataField: { name: 'user' } },
    args: {
      userId: t.arg.globalID({ required: true, for: modelType('User') }),
      amount: t.arg.int({
        required: true,
        description: 'Credits to add; negative to remove (at most 100,000 either way).',
      }),
      reason: t.arg.string({
        required: true,
        description: 'Why (up to 500 characters); the advertiser sees it in their credit history.',
      }),
    },
    resolve: (_root, { userId, amount, reason }, ctx) => adjustCredits(ctx, { userId: userId.id, amount, reason }),
  }),
);
