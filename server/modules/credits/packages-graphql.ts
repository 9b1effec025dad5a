// GraphQL of credit packages and coupons (issue 34): the admin's editing, the credit form's offers and
// coupon check, and the package and coupon a credit request used (on CreditRequest).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { CouponKind } from '../../db/generated/prisma/enums.ts';
import { builder } from '../../graphql/builder.ts';
import { INPUT_ERRORS } from '../../graphql/errors.ts';
import { connectionComplexity } from '../../graphql/limits.ts';
import { RateLimitedError, ValidationError } from '../../lib/errors.ts';
import {
  checkCoupon,
  countCoupons,
  createCoupon,
  lastDayOfExpiry,
  listCoupons,
  removeCoupon,
  updateCoupon,
} from './coupons.ts';
import {
  createCreditPackage,
  creditPackageRequestCount,
  listCreditPackages,
  removeCreditPackage,
  updateCreditPackage,
} from './packages.ts';
import { MAX_PACKAGES } from '../../../common/forms/packages.ts';

const CouponKindEnum = builder.enumType(CouponKind, {
  name: 'CouponKind',
  description: 'A coupon gives a percentage of the credits bought, or a fixed number of credits.',
});

// a package's terms are no secret: any signed-in account may read one (an advertiser's old request names it)
const CreditPackageType = builder.prismaNode('CreditPackage', {
  id: { field: 'id' },
  authScopes: { authenticated: true },
  description: 'A credit package: pay its price, get its credits and bonus credits.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    priceRupees: t.exposeInt('priceRupees', { description: 'Whole rupees.' }),
    credits: t.exposeInt('credits'),
    bonusCredits: t.exposeInt('bonusCredits'),
    active: t.exposeBoolean('active', { description: 'Offered on the credit form.' }),
    position: t.exposeInt('position', { description: 'The order on the credit form (lowest first).' }),
    requestCount: t.int({
      authScopes: { admin: true },
      description:
        'Credit requests that name this package (admin only): a package with any is deactivated, not deleted.',
      resolve: (pack, _args, ctx) => creditPackageRequestCount(ctx, pack.id),
    }),
  }),
});

const CouponType = builder.prismaNode('Coupon', {
  id: { field: 'id' },
  authScopes: { admin: true },
  description: 'A coupon code for bonus credits (admin only).',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    code: t.exposeString('code'),
    kind: t.expose('kind', { type: CouponKindEnum }),
    value: t.exposeInt('value', { description: 'The percentage (1 to 100), or the fixed bonus credits.' }),
    maxUses: t.exposeInt('maxUses', { nullable: true, description: 'At most this many uses in all; null: no limit.' }),
    usedCount: t.exposeInt('usedCount'),
    lastDay: t.string({
      nullable: true,
      description: 'The last day (in India, YYYY-MM-DD) the coupon can be used; null: no expiry.',
      resolve: (coupon) => lastDayOfExpiry(coupon.expiresAt),
    }),
    active: t.exposeBoolean('active'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CouponOfferType = builder.objectRef<{ code: string; kind: CouponKind; value: number }>('CouponOffer').implement({
  description: "A coupon's terms as the credit form previews them.",
  fields: (t) => ({
    code: t.exposeString('code'),
    kind: t.field({ type: CouponKindEnum, resolve: (coupon) => coupon.kind }),
    value: t.exposeInt('value'),
  }),
});

const CreditPackageRemovalType = builder
  .objectRef<{ deleted: boolean; creditPackage: { id: number } }>('CreditPackageRemoval')
  .implement({
    description: 'A removed package: deleted, or (when credit requests name it) deactivated.',
    fields: (t) => ({
      deletedId: t.id({
        nullable: true,
        description: 'The global id of the deleted package.',
        resolve: ({ deleted, creditPackage }) =>
          deleted ? encodeGlobalID('CreditPackage', String(creditPackage.id)) : null,
      }),
      creditPackage: t.prismaField({
        type: 'CreditPackage',
        nullable: true,
        description: 'The deactivated package (null when deleted).',
        resolve: (query, { deleted, creditPackage }, _args, ctx) =>
          deleted ? null : ctx.db.creditPackage.findUnique({ ...query, where: { id: creditPackage.id } }),
      }),
    }),
  });

const CouponRemovalType = builder.objectRef<{ deleted: boolean; coupon: { id: number } }>('CouponRemoval').implement({
  description: 'A removed coupon: deleted, or (when credit requests name it) deactivated.',
  fields: (t) => ({
    deletedId: t.id({
      nullable: true,
      description: 'The global id of the deleted coupon.',
      resolve: ({ deleted, coupon }) => (deleted ? encodeGlobalID('Coupon', String(coupon.id)) : null),
    }),
    coupon: t.prismaField({
      type: 'Coupon',
      nullable: true,
      description: 'The deactivated coupon (null when deleted).',
      resolve: (query, { deleted, coupon }, _args, ctx) =>
        deleted ? null : ctx.db.coupon.findUnique({ ...query, where: { id: coupon.id } }),
    }),
  }),
});

// what a credit request bought: its package, its coupon's code, the bonus fixed when it was sent
builder.prismaObjectFields('CreditRequest', (t) => ({
  package: t.relation('package', { nullable: true, description: 'The package bought, if any.' }),
  couponCode: t.string({
    nullable: true,
    description: 'The code of the coupon used, if any.',
    select: { coupon: { select: { code: true } } },
    resolve: (request) => request.coupon?.code ?? null,
  }),
  bonusCredits: t.exposeInt('bonusCredits', {
    description: "Bonus credits fixed when the request was sent: the package's and the coupon's.",
  }),
}));

builder.queryField('creditPackages', (t) =>
  t.prismaField({
    type: [CreditPackageType],
    authScopes: { authenticated: true },
    complexity: { multiplier: MAX_PACKAGES },
    description:
      "Credit packages in the credit form's order: an admin every one, anyone else the active ones (at most 50).",
    resolve: (query, _root, _args, ctx) => listCreditPackages(ctx, query),
  }),
);

builder.queryField('coupons', (t) =>
  t.prismaConnection({
    complexity: connectionComplexity,
    type: CouponType,
    cursor: 'id',
    authScopes: { admin: true },
    description: 'Every coupon, newest first (admin only).',
    totalCount: (_parent, _args, ctx) => countCoupons(ctx),
    resolve: (query, _parent, _args, ctx) => listCoupons(ctx, query),
  }),
);

builder.queryField('checkCoupon', (t) =>
  t.field({
    type: CouponOfferType,
    authScopes: { user: true },
    description:
      'Whether the advertiser can use a coupon code now, with its terms; else why not (unknown, inactive, expired, used up, used by them). Counted per account.',
    errors: { types: [ValidationError, RateLimitedError], dataField: { name: 'coupon' } },
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, { code }, ctx) => checkCoupon(ctx, code),
  }),
);

builder.mutationField('createCreditPackage', (t) =>
  t.field({
    type: CreditPackageType,
    authScopes: { admin: true },
    description: 'Adds a credit package (audited).',
    errors: { types: INPUT_ERRORS, dataField: { name: 'creditPackage' } },
    args: {
      name: t.arg.string({ required: true }),
      priceRupees: t.arg.int({ required: true }),
      credits: t.arg.int({ required: true }),
      bonusCredits: t.arg.int({ required: false }),
      position: t.arg.int({ required: false }),
      active: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) => createCreditPackage(ctx, args),
  }),
);

builder.mutationField('updateCreditPackage', (t) =>
  t.field({
    type: CreditPackageType,
    authScopes: { admin: true },
    description: "Changes a credit package (audited); a bought package's price and credits stay.",
    errors: { types: INPUT_ERRORS, dataField: { name: 'creditPackage' } },
    args: {
      id: t.arg.globalID({ required: true, for: CreditPackageType }),
      name: t.arg.string({ required: true }),
      priceRupees: t.arg.int({ required: true }),
      credits: t.arg.int({ required: true }),
      bonusCredits: t.arg.int({ required: false }),
      position: t.arg.int({ required: false }),
      active: t.arg.boolean({ required: true }),
    },
    resolve: (_root, { id, ...args }, ctx) => updateCreditPackage(ctx, id.id, args),
  }),
);

builder.mutationField('removeCreditPackage', (t) =>
  t.field({
    type: CreditPackageRemovalType,
    authScopes: { admin: true },
    description: 'Deletes a credit package no request names, or deactivates one that requests name (audited).',
    errors: { types: INPUT_ERRORS, dataField: { name: 'removal' } },
    args: { id: t.arg.globalID({ required: true, for: CreditPackageType }) },
    resolve: (_root, { id }, ctx) => removeCreditPackage(ctx, id.id),
  }),
);

builder.mutationField('createCoupon', (t) =>
  t.field({
    type: CouponType,
    authScopes: { admin: true },
    description: 'Adds a coupon code, kept upper-cased (audited).',
    errors: { types: INPUT_ERRORS, dataField: { name: 'coupon' } },
    args: {
      code: t.arg.string({ required: true }),
      kind: t.arg({ type: CouponKindEnum, required: true }),
      value: t.arg.int({ required: true }),
      maxUses: t.arg.int({ required: false, description: 'At most this many uses in all; null: no limit.' }),
      lastDay: t.arg.string({ required: false, description: 'The last day (in India, YYYY-MM-DD); null: no expiry.' }),
      active: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) => createCoupon(ctx, args),
  }),
);

builder.mutationField('updateCoupon', (t) =>
  t.field({
    type: CouponType,
    authScopes: { admin: true },
    description: "Changes a coupon's terms; its code stays (audited).",
    errors: { types: INPUT_ERRORS, dataField: { name: 'coupon' } },
    args: {
      id: t.arg.globalID({ required: true, for: CouponType }),
      kind: t.arg({ type: CouponKindEnum, required: true }),
      value: t.arg.int({ required: true }),
      maxUses: t.arg.int({ required: false }),
      lastDay: t.arg.string({ required: false }),
      active: t.arg.boolean({ required: true }),
    },
    resolve: (_root, { id, ...args }, ctx) => updateCoupon(ctx, id.id, args),
  }),
);

builder.mutationField('removeCoupon', (t) =>
  t.field({
    type: CouponRemovalType,
    authScopes: { admin: true },
    description: 'Deletes a coupon no request names, or deactivates one that requests name (audited).',
    errors: { types: INPUT_ERRORS, dataField: { name: 'removal' } },
    args: { id: t.arg.globalID({ required: true, for: CouponType }) },
    resolve: (_root, { id }, ctx) => removeCoupon(ctx, id.id),
  }),
);
