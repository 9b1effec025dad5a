// The audit log (issue 7): every staff action (an admin's or, since issue 31, a moderator's),
// recorded in the same transaction as the change it describes, with who, when, what, and the
// record's values before and after. Entries are only ever
// added and read here; the database refuses to update or delete them (a trigger in the migration).
import { z } from 'zod';
import { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { requireAdmin, requireStaff } from '../../lib/access.ts';
import { parseDatabaseId } from '../../lib/ids.ts';

export const AUDIT_ACTIONS = [
  'user.status',
  'user.adjustCredits',
  'creditRequest.decide',
  'creditScheme.update',
  'paymentSettings.update',
  'siteSettings.update',
  'location.add',
  'location.update',
  // a state's Hindi name (issue 35)
  'state.update',
  'category.add',
  'category.rename',
  'seoPage.add',
  'seoPage.update',
  'blog.create',
  'blog.update',
  'blog.delete',
  'blog.addImages',
  'blog.deleteImage',
  'contactMessage.delete',
  'ad.takeDown',
  'ad.restore',
  'ad.dismissReports',
  'adImage.takeDown',
  'grievance.status',
  // an admin corrects an advertiser's date of birth or account kind (issue 31)
  'user.dateOfBirth',
  // staff management (issue 31): an admin creates a staff account, changes its role or status
  'staff.create',
  'staff.role',
  'staff.status',
  // the desk's blocklist (issue 31): an admin or a moderator adds or removes an entry, or unblocks a photo
  'blocklist.add',
  'blocklist.remove',
  'blockedImage.remove',
  // identity and photo verification (issue 31): the desk's decisions and removed marks
  'verification.approve',
  'verification.refuse',
  'verification.revoke',
  // the desk's review of ads the screening held (issue 31): published, or refused with a reason
  'ad.publishHeld',
  'ad.refuseHeld',
  // advertisers' own changes (issue 18): the actor is the advertiser
  'ad.edit',
  'ad.stop',
  // credit packages and coupons (issue 34): an admin adds, changes or deletes one
  'creditPackage.create',
  'creditPackage.update',
  'creditPackage.delete',
  'coupon.create',
  'coupon.update',
  'coupon.delete',
  // placements (issue 34): an admin sets their prices; an advertiser buys one for an ad (the actor is the advertiser)
  'placementScheme.update',
  'placement.buy',
  // an advertiser cancels a daily bump: its runs not yet done are given back
  'placement.cancel',
  // statement reconciliation (issue 34): an admin uploads a bank or UPI app statement
  'creditStatement.upload',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditRecord {
  action: AuditAction;
  subjectType: string;
  subjectId: number;
  before?: unknown;
  after?: unknown;
}

type Transaction = Prisma.TransactionClient;

/** Values as JSON: dates as ISO strings, decimals as their exact text; nothing as SQL NULL. */
function asJson(value: unknown): Prisma.InputJsonValue | typeof Prisma.DbNull {
  if (value === undefined || value === null) return Prisma.DbNull;
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
}

/**
 * Adds the entry inside the caller's transaction, so the change and its record stand or fall together.
 * The actor is the signed-in admin or moderator; each service has checked what its caller may do.
 */
export async function recordAudit(tx: Transaction, ctx: RequestContext, record: AuditRecord): Promise<void> {
  await writeEntry(tx, requireStaff(ctx).id, record);
}

/**
 * The entry of an advertiser's change to what they own (an ad's edit, an early stop), inside the
 * caller's transaction: moderators read what an ad said before and after, whoever changed it. The
 * caller's service has checked that `actorId` owns the subject.
 */
export async function recordOwnerAudit(tx: Transaction, actorId: number, record: AuditRecord): Promise<void> {
  await writeEntry(tx, actorId, record);
}

async function writeEntry(tx: Transaction, actorId: number, record: AuditRecord): Promise<void> {
  await tx.auditEntry.create({
    data: {
      actorId,
      action: record.action,
      subjectType: record.subjectType,
      subjectId: record.subjectId,
      before: asJson(record.before),
      after: asJson(record.after),
    },
  });
}

/** Runs a staff member's change in a transaction with its audit entry; `change` answers the entry and the result. */
export async function audited<T>(
  ctx: RequestContext,
  change: (tx: Transaction) => Promise<{ audit: AuditRecord; result: T }>,
): Promise<T> {
  requireStaff(ctx);
  return ctx.db.$transaction(async (tx) => {
    const { audit, result } = await change(tx);
    await recordAudit(tx, ctx, audit);
    return result;
  });
}

// an admin id that cannot name an account finds nothing (no row has id 0)
const NO_ACCOUNT = 0;

const auditFilter = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorId: z
    .unknown()
    .optional()
    .transform((value) => (value === undefined ? undefined : (parseDatabaseId(value) ?? NO_ACCOUNT))),
  subjectType: z.string().trim().min(1).max(50).optional(),
  subjectId: z.number().int().optional(),
});

export type AuditFilter = z.input<typeof auditFilter>;

function whereOf(filter: AuditFilter): Prisma.AuditEntryWhereInput {
  const { action, actorId, subjectType, subjectId } = auditFilter.parse(filter);
  return { action, actorId, subjectType, subjectId };
}

/** Newest first; admins only. `query` carries the page and the caller's selection. */
export function listAuditEntries<Query extends Omit<Prisma.AuditEntryFindManyArgs, 'where' | 'orderBy'>>(
  ctx: RequestContext,
  filter: AuditFilter,
  query: Query,
) {
  requireAdmin(ctx);
  return ctx.db.auditEntry.findMany({ ...query, where: whereOf(filter), orderBy: { id: 'desc' } });
}

export function countAuditEntries(ctx: RequestContext, filter: AuditFilter) {
  requireAdmin(ctx);
  return ctx.db.auditEntry.count({ where: whereOf(filter) });
}
