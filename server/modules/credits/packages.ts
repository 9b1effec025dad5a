// Credit packages (issue 34, docs/decisions/0113-packages-and-coupons.md): an admin's offers of "pay ₹X,
// get Y credits (and Z bonus credits)", listed on the credit form in the admin's order. Every change is
// audited. A package that credit requests name keeps its price and credits (what those requests bought)
// and is deactivated rather than deleted.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { isAdmin, requireSignedInAdmin, requireViewer } from '../../lib/access.ts';
import { NotFoundError, ValidationError, WrongStateError } from '../../lib/errors.ts';
import { requireDatabaseId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { audited } from '../audit/service.ts';
import { creditPackageSchema, MAX_PACKAGES } from '../../../common/forms/packages.ts';

export const PACKAGE_SERVICE_MESSAGES = {
  notFound: 'This package does not exist.',
  notOffered: 'This package is no longer offered. Please choose another one.',
  tooMany: `There can be at most ${MAX_PACKAGES} packages. Please delete or reuse one.`,
  termsFixed:
    'This package has been bought, so its price and credits stay as they were. Deactivate it and add a new package instead.',
} as const;

/** Plain inputs, as GraphQL sends them; creditPackageSchema decides what is acceptable. */
export type CreditPackageInput = {
  name?: unknown;
  priceRupees?: unknown;
  credits?: unknown;
  bonusCredits?: unknown;
  position?: unknown;
  active?: unknown;
};

type CreditPackage = Prisma.CreditPackageGetPayload<object>;

const ORDER: Prisma.CreditPackageOrderByWithRelationInput[] = [{ position: 'asc' }, { id: 'asc' }];

/**
 * The packages the caller may see, in the form's order: an admin every package, an advertiser the
 * active ones (what the credit form offers).
 */
export function listCreditPackages<Query extends Omit<Prisma.CreditPackageFindManyArgs, 'where' | 'orderBy' | 'take'>>(
  ctx: RequestContext,
  query: Query = {} as Query,
) {
  const viewer = requireViewer(ctx);
  return ctx.db.creditPackage.findMany({
    ...query,
    where: isAdmin(viewer) ? {} : { active: true },
    orderBy: ORDER,
    take: MAX_PACKAGES,
  });
}

/** How many credit requests name the package (it is deleted only while none does). */
export function creditPackageRequestCount(ctx: RequestContext, packageId: number): Promise<number> {
  requireSignedInAdmin(ctx);
  return ctx.db.creditRequest.count({ where: { packageId } });
}

export async function createCreditPackage(ctx: RequestContext, input: CreditPackageInput) {
  requireSignedInAdmin(ctx);
  const data = parseInput(creditPackageSchema, input);
  return audited(ctx, async (tx) => {
    // counted in the transaction: two admins adding the 50th at once may both pass, which is harmless
    if ((await tx.creditPackage.count()) >= MAX_PACKAGES) throw new WrongStateError(PACKAGE_SERVICE_MESSAGES.tooMany);
    const created = await tx.creditPackage.create({ data });
    return {
      audit: { action: 'creditPackage.create', subjectType: 'CreditPackage', subjectId: created.id, after: created },
      result: created,
    };
  });
}

/**
 * Changes a package. Once a credit request names it, its price, credits and bonus stay (pending requests
 * are approved for what they asked, and the ledger shows what was bought); its name, order and whether the
 * form offers it may still change.
 */
export async function updateCreditPackage(ctx: RequestContext, id: unknown, input: CreditPackageInput) {
  requireSignedInAdmin(ctx);
  const packageId = requireDatabaseId(id, PACKAGE_SERVICE_MESSAGES.notFound);
  const data = parseInput(creditPackageSchema, input);
  return audited(ctx, async (tx) => {
    // locked: a request naming the package waits for this change, and this change sees that request
    await tx.$queryRaw`SELECT id FROM credit_packages WHERE id = ${packageId} FOR UPDATE`;
    const before = await tx.creditPackage.findUnique({ where: { id: packageId } });
    if (!before) throw new NotFoundError(PACKAGE_SERVICE_MESSAGES.notFound);
    const termsChange =
      before.priceRupees !== data.priceRupees ||
      before.credits !== data.credits ||
      before.bonusCredits !== data.bonusCredits;
    if (termsChange && (await tx.creditRequest.count({ where: { packageId } })) > 0) {
      throw new ValidationError(PACKAGE_SERVICE_MESSAGES.termsFixed, 'priceRupees');
    }
    const after = await tx.creditPackage.update({ where: { id: packageId }, data });
    return {
      audit: { action: 'creditPackage.update', subjectType: 'CreditPackage', subjectId: packageId, before, after },
      result: after,
    };
  });
}

/**
 * Removes a package: deleted while no credit request names it, else deactivated (the requests and the
 * ledger keep naming it). Answers whether it was deleted, and the package as it now is.
 */
export async function removeCreditPackage(ctx: RequestContext, id: unknown) {
  requireSignedInAdmin(ctx);
  const packageId = requireDatabaseId(id, PACKAGE_SERVICE_MESSAGES.notFound);
  return audited<{ deleted: boolean; creditPackage: CreditPackage }>(ctx, async (tx) => {
    await tx.$queryRaw`SELECT id FROM credit_packages WHERE id = ${packageId} FOR UPDATE`;
    const before = await tx.creditPackage.findUnique({ where: { id: packageId } });
    if (!before) throw new NotFoundError(PACKAGE_SERVICE_MESSAGES.notFound);
    if ((await tx.creditRequest.count({ where: { packageId } })) === 0) {
      await tx.creditPackage.delete({ where: { id: packageId } });
      return {
        audit: { action: 'creditPackage.delete', subjectType: 'CreditPackage', subjectId: packageId, before },
        result: { deleted: true, creditPackage: before },
      };
    }
    const after = await tx.creditPackage.update({ where: { id: packageId }, data: { active: false } });
    return {
      audit: { action: 'creditPackage.update', subjectType: 'CreditPackage', subjectId: packageId, before, after },
      result: { deleted: false, creditPackage: after },
    };
  });
}

/**
 * The package a credit request names, read in the request's transaction and locked against a change of its
 * terms until the request is written: it must exist and be offered. Answers its terms.
 */
export async function packageForRequest(tx: Prisma.TransactionClient, id: unknown) {
  const packageId = requireDatabaseId(id, PACKAGE_SERVICE_MESSAGES.notOffered);
  await tx.$queryRaw`SELECT id FROM credit_packages WHERE id = ${packageId} FOR SHARE`;
  const found = await tx.creditPackage.findUnique({ where: { id: packageId } });
  if (!found || !found.active) throw new ValidationError(PACKAGE_SERVICE_MESSAGES.notOffered, 'packageId');
  return found;
}
