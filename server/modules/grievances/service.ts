// Grievance redressal (issue 7, part 5; India's IT Rules 2021): anyone may complain to the grievance
// officer named in the site settings and gets a tracking number; anyone holding the number can read
// the complaint's progress (never its details or contact); the staff (admins and moderators, issue 31)
// list complaints, acknowledge and resolve them. Complaints not acknowledged within 24 hours are overdue.
import { z } from 'zod';
import type { GrievanceStatus, Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { NotFoundError, WrongStateError } from '../../lib/errors.ts';
import { LIMITS, reserve } from '../../lib/rate-limits.ts';
import { referenceNumber, referencePattern } from '../../lib/reference-numbers.ts';
import { parseInput } from '../../lib/validation.ts';
import { databaseIdField } from '../../lib/ids.ts';
import { audited } from '../audit/service.ts';
import { requireStaff } from '../../lib/access.ts';
import { noticeGrievanceFiled, noticeGrievanceStatusChanged } from '../notifications/service.ts';
import { readSiteSettings, type GrievanceOfficer } from '../settings/service.ts';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_FIELD_LIMITS,
  GRIEVANCE_FIELD_MESSAGES,
  grievanceSchema,
} from '../../../common/forms/grievance.ts';

export { GRIEVANCE_CATEGORIES };

export const GRIEVANCE_STATUSES = [
  'received',
  'acknowledged',
  'resolved',
] as const satisfies readonly GrievanceStatus[];

export const GRIEVANCE_LIMITS = {
  perVisitorPerHour: LIMITS.grievancesPerAddress.points,
  perNetworkPerDay: LIMITS.grievancesPerNetwork.points,
  ...GRIEVANCE_FIELD_LIMITS,
} as const;

/** The IT Rules ask for an acknowledgement within 24 hours. */
export const ACKNOWLEDGE_WITHIN_HOURS = 24;

export const GRIEVANCE_MESSAGES = {
  ...GRIEVANCE_FIELD_MESSAGES,
  tooMany: 'You have sent several complaints in the last hour. Please try again later.',
  tooManyFromNetwork:
    'Many complaints have come from your network today. Please try again tomorrow, or write to the grievance officer.',
  notFound: 'No complaint has this tracking number. Please check it and try again.',
  grievanceNotFound: 'This complaint does not exist.',
  backwards: (status: GrievanceStatus) => `This complaint is already ${status}.`,
} as const;

/** The /grievance form's schema too (common/forms/grievance.ts). */
const complaintInput = grievanceSchema;

/** As a form sends it: any field may be missing, and is then refused with its message. */
export type GrievanceInput = Partial<z.input<typeof complaintInput>>;

/** The officer the site settings name (issue 18); the configuration's until an admin saves them. */
export async function grievanceOfficer(ctx: RequestContext): Promise<GrievanceOfficer> {
  return (await readSiteSettings(ctx)).grievanceOfficer;
}

/** Files a complaint and answers its tracking number. */
export async function submitGrievance(
  ctx: RequestContext,
  input: GrievanceInput,
  now = new Date(),
): Promise<{ trackingNumber: string }> {
  const data = parseInput(complaintInput, input);
  const reservation = await reserve(
    ctx.rateLimits,
    [
      ['grievancesPerAddress', ctx.visitorKey],
      ['grievancesPerNetwork', ctx.networkKey],
    ],
    (_seconds, limit) =>
      limit === 'grievancesPerNetwork' ? GRIEVANCE_MESSAGES.tooManyFromNetwork : GRIEVANCE_MESSAGES.tooMany,
  );
  let grievance;
  try {
    grievance = await ctx.db.grievance.create({
      data: {
        ...data,
        visitorKey: ctx.visitorKey,
        networkKey: ctx.networkKey,
        trackingNumber: referenceNumber('GRV'),
        createdAt: now,
      },
    });
  } catch (error) {
    await reservation.refund();
    throw error;
  }
  await noticeGrievanceFiled(ctx, grievance, ACKNOWLEDGE_WITHIN_HOURS);
  return { trackingNumber: grievance.trackingNumber };
}

const TRACKED = {
  trackingNumber: true,
  category: true,
  status: true,
  createdAt: true,
  acknowledgedAt: true,
  resolvedAt: true,
} satisfies Prisma.GrievanceSelect;
export type TrackedGrievance = Prisma.GrievanceGetPayload<{ select: typeof TRACKED }>;

/** A complaint's progress for whoever holds its number: never its details or contact. */
export async function trackGrievance(ctx: RequestContext, trackingNumberInput: unknown): Promise<TrackedGrievance> {
  const trackingNumber = typeof trackingNumberInput === 'string' ? trackingNumberInput.trim().toUpperCase() : '';
  if (!referencePattern('GRV').test(trackingNumber)) throw new NotFoundError(GRIEVANCE_MESSAGES.notFound);
  const grievance = await ctx.db.grievance.findUnique({ where: { trackingNumber }, select: TRACKED });
  if (!grievance) throw new NotFoundError(GRIEVANCE_MESSAGES.notFound);
  return grievance;
}

const listFilter = z.object({ status: z.enum(GRIEVANCE_STATUSES).optional() });
export type GrievanceFilter = z.input<typeof listFilter>;

/** Newest first; staff only. */
export async function listGrievances<Query extends Omit<Prisma.GrievanceFindManyArgs, 'where' | 'orderBy'>>(
  ctx: RequestContext,
  filter: GrievanceFilter,
  query: Query,
) {
  requireStaff(ctx);
  return ctx.db.grievance.findMany({ ...query, where: listFilter.parse(filter), orderBy: { id: 'desc' } });
}

export async function countGrievances(ctx: RequestContext, filter: GrievanceFilter): Promise<number> {
  requireStaff(ctx);
  return ctx.db.grievance.count({ where: listFilter.parse(filter) });
}

/** Whether a complaint still waits for its acknowledgement past the 24 hours the rules allow. */
export function isOverdue(grievance: { status: GrievanceStatus; createdAt: Date }, now = new Date()): boolean {
  return (
    grievance.status === 'received' &&
    now.getTime() - grievance.createdAt.getTime() > ACKNOWLEDGE_WITHIN_HOURS * 60 * 60 * 1000
  );
}

const STATUS_ORDER: Record<GrievanceStatus, number> = { received: 0, acknowledged: 1, resolved: 2 };

const changeInput = z.object({
  id: databaseIdField(GRIEVANCE_MESSAGES.grievanceNotFound),
  status: z.enum(['acknowledged', 'resolved'], { error: 'Status must be acknowledged or resolved' }),
});

/** Moves a complaint forward (received -> acknowledged -> resolved; resolving acknowledges too). */
export async function changeGrievanceStatus(
  ctx: RequestContext,
  input: { id: unknown; status: unknown },
  now = new Date(),
) {
  requireStaff(ctx);
  const { id, status } = parseInput(changeInput, input);
  const changed = await audited(ctx, async (tx) => {
    const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM grievances WHERE id = ${id} FOR UPDATE`;
    if (!row) throw new NotFoundError(GRIEVANCE_MESSAGES.grievanceNotFound);
    const before = await tx.grievance.findUniqueOrThrow({ where: { id } });
    if (STATUS_ORDER[status] <= STATUS_ORDER[before.status])
      throw new WrongStateError(GRIEVANCE_MESSAGES.backwards(before.status));
    const after = await tx.grievance.update({
      where: { id },
      data: {
        status,
        acknowledgedAt: before.acknowledgedAt ?? now,
        ...(status === 'resolved' ? { resolvedAt: now } : {}),
      },
    });
    const audit = (grievance: typeof before) => ({
      status: grievance.status,
      acknowledgedAt: grievance.acknowledgedAt,
      resolvedAt: grievance.resolvedAt,
    });
    return {
      audit: {
        action: 'grievance.status',
        subjectType: 'Grievance',
        subjectId: id,
        before: audit(before),
        after: audit(after),
      },
      result: after,
    };
  });
  await noticeGrievanceStatusChanged(ctx, changed);
  return changed;
}
