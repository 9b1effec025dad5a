// Staff management [admin] (issue 31): the accounts that run the site, admins and moderators. An
// admin lists them, makes a new one, changes one's role, and suspends or reinstates one. Advertisers'
// accounts are never touched here (./service.ts), and staff accounts never there.
//
// The rules: the site always keeps one active admin, and nobody changes their own role or status
// (another admin must). Every change takes the locks of the active admins first (in id order), so
// two admins demoting or suspending each other at the same moment cannot both succeed: the second
// finds it is no longer an active admin. A change of role or a suspension ends the account's sessions
// (token version bump): its holder signs in again and gets the menu of the new role, or cannot.
//
// A new account gets no password anybody knows: its holder chooses one with a code e-mailed to the
// address (Forgot password), told how by mail, so no password travels and the address is proven.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { requireAdmin } from '../../lib/access.ts';
import { ConflictError, isUniqueViolation, NotAllowedError, NotFoundError, WrongStateError } from '../../lib/errors.ts';
import { databaseIdField } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { parseInput } from '../../lib/validation.ts';
import {
  STAFF_NAME_MAX,
  STAFF_ROLE_MESSAGE,
  STAFF_ROLES,
  staffAccountSchema,
  staffRoleSchema,
  type StaffRole,
} from '../../../common/forms/staff.ts';
import { audited } from '../audit/service.ts';
import { noticeStaffAccountCreated } from '../notifications/service.ts';

// the roles the GraphQL enum lists (./graphql.ts)
export { STAFF_ROLES };

export const STAFF_LIMITS = { name: STAFF_NAME_MAX, reason: 500 } as const;

export const STAFF_MESSAGES = {
  notFound: 'This staff account does not exist.',
  role: STAFF_ROLE_MESSAGE,
  status: 'Please choose active or suspended.',
  emailTaken: 'An account with this e-mail address already exists.',
  ownRole: 'You cannot change your own role. Ask another admin.',
  ownStatus: 'You cannot suspend your own account. Ask another admin.',
  lastAdmin: 'The site must keep at least one active admin. Make another admin first.',
  noLongerAdmin: 'Your account is no longer an active admin.',
  reason: 'Please give the reason for the suspension.',
  reasonTooLong: `Reason must be at most ${STAFF_LIMITS.reason} characters`,
  sameRole: (role: StaffRole) => `This account is already ${role === 'admin' ? 'an admin' : 'a moderator'}.`,
  sameStatus: (status: 'active' | 'suspended') => `This account is already ${status}.`,
} as const;

const idSchema = databaseIdField(STAFF_MESSAGES.notFound);

/** The Add Staff dialog's schema too. */
const createInput = staffAccountSchema;

const roleInput = z.object({ id: idSchema, role: staffRoleSchema });

const statusInput = z
  .object({
    id: idSchema,
    status: z.enum(['active', 'suspended'], { error: STAFF_MESSAGES.status }),
    reason: z
      .string({ error: STAFF_MESSAGES.reason })
      .trim()
      .max(STAFF_LIMITS.reason, STAFF_MESSAGES.reasonTooLong)
      .nullish()
      .transform((value) => value || null),
  })
  .refine((input) => input.status !== 'suspended' || input.reason !== null, {
    message: STAFF_MESSAGES.reason,
    path: ['reason'],
  });

/** As a form sends it: any field may be missing or of the wrong kind, and is then refused with its message. */
export type CreateStaffInput = { name?: unknown; email?: unknown; contact?: unknown; role?: unknown };
export type ChangeStaffRoleInput = { id: unknown; role: unknown };
export type ChangeStaffStatusInput = { id: unknown; status: unknown; reason?: unknown };

const STAFF_WHERE = { role: { in: [...STAFF_ROLES] } } satisfies Prisma.UserWhereInput;

/** What the audit log keeps of a staff account (never its password hash or token version). */
const AUDITED_STAFF = {
  id: true,
  name: true,
  email: true,
  contact: true,
  role: true,
  status: true,
  suspensionReason: true,
} as const satisfies Prisma.UserSelect;
type AuditedStaff = Prisma.UserGetPayload<{ select: typeof AUDITED_STAFF }>;

type Transaction = Prisma.TransactionClient;

/** The staff accounts, oldest first. `query` carries the page (take/skip/cursor) and the caller's selection. */
export function listStaff<Query extends Omit<Prisma.UserFindManyArgs, 'where' | 'orderBy'>>(
  ctx: RequestContext,
  query: Query,
) {
  requireAdmin(ctx);
  return ctx.db.user.findMany({ ...query, where: STAFF_WHERE, orderBy: { id: 'asc' } });
}

export function countStaff(ctx: RequestContext): Promise<number> {
  requireAdmin(ctx);
  return ctx.db.user.count({ where: STAFF_WHERE });
}

/**
 * Makes an active admin or moderator account. Its password is random and never shown: the holder is
 * mailed how to choose one (Forgot password). An address that already has an account is refused.
 */
export async function createStaffAccount(ctx: RequestContext, input: CreateStaffInput) {
  const admin = requireAdmin(ctx);
  const data = parseInput(createInput, input);
  // nobody knows it; the holder sets their own through the e-mailed code
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  let created;
  try {
    created = await audited(ctx, async (tx) => {
      await lockedActiveAdmins(tx, admin.id);
      const user = await tx.user.create({ data: { ...data, address: '', passwordHash, status: 'active' } });
      const after = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: AUDITED_STAFF });
      return {
        audit: { action: 'staff.create', subjectType: 'User', subjectId: user.id, before: null, after },
        result: user,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(STAFF_MESSAGES.emailTaken, 'email');
    throw error;
  }
  await noticeStaffAccountCreated(ctx, created, admin.name);
  return created;
}

/** Makes an admin a moderator or a moderator an admin; the account's sessions end. */
export async function changeStaffRole(ctx: RequestContext, input: ChangeStaffRoleInput) {
  const admin = requireAdmin(ctx);
  const { id, role } = parseInput(roleInput, input);
  return audited(ctx, async (tx) => {
    const activeAdmins = await lockedActiveAdmins(tx, admin.id);
    const before = await lockedStaff(tx, id);
    if (before.role === role) throw new WrongStateError(STAFF_MESSAGES.sameRole(role));
    if (before.role === 'admin' && before.status === 'active') keepsAnAdmin(activeAdmins, id);
    if (id === admin.id) throw new NotAllowedError(STAFF_MESSAGES.ownRole);
    await tx.user.update({ where: { id }, data: { role, tokenVersion: { increment: 1 } } });
    const after = await tx.user.findUniqueOrThrow({ where: { id }, select: AUDITED_STAFF });
    return {
      audit: { action: 'staff.role', subjectType: 'User', subjectId: id, before, after },
      result: await tx.user.findUniqueOrThrow({ where: { id } }),
    };
  });
}

/**
 * Suspends a staff account (with the reason its holder reads when signing in; its sessions end at
 * once) or reinstates a suspended one.
 */
export async function changeStaffStatus(ctx: RequestContext, input: ChangeStaffStatusInput) {
  const admin = requireAdmin(ctx);
  const { id, status, reason } = parseInput(statusInput, input);
  return audited(ctx, async (tx) => {
    const activeAdmins = await lockedActiveAdmins(tx, admin.id);
    const before = await lockedStaff(tx, id);
    if (before.status === status) throw new WrongStateError(STAFF_MESSAGES.sameStatus(status));
    // a staff account is active or suspended: it never asked to join, and cannot delete itself
    if (before.status !== 'active' && before.status !== 'suspended')
      throw new WrongStateError(`A ${before.status} account cannot be changed.`);
    if (status === 'suspended' && before.role === 'admin') keepsAnAdmin(activeAdmins, id);
    if (id === admin.id) throw new NotAllowedError(STAFF_MESSAGES.ownStatus);
    await tx.user.update({
      where: { id },
      data:
        status === 'suspended'
          ? { status, suspensionReason: reason, tokenVersion: { increment: 1 } }
          : { status, suspensionReason: null },
    });
    const after = await tx.user.findUniqueOrThrow({ where: { id }, select: AUDITED_STAFF });
    return {
      audit: { action: 'staff.status', subjectType: 'User', subjectId: id, before, after },
      result: await tx.user.findUniqueOrThrow({ where: { id } }),
    };
  });
}

/**
 * Locks the active admins' rows (in id order, so two changes wait for each other rather than
 * deadlock) and answers their ids; refuses the actor when it is no longer one of them (another admin
 * demoted or suspended it since its request began).
 */
async function lockedActiveAdmins(tx: Transaction, actorId: number): Promise<number[]> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM users WHERE role = 'admin' AND status = 'active' ORDER BY id FOR UPDATE`;
  const ids = rows.map((row) => Number(row.id));
  if (!ids.includes(actorId)) throw new NotAllowedError(STAFF_MESSAGES.noLongerAdmin);
  return ids;
}

/** The staff account, locked until the transaction ends; an advertiser's or a missing one is not found. */
async function lockedStaff(tx: Transaction, id: number): Promise<AuditedStaff> {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM users WHERE id = ${id} FOR UPDATE`;
  const account = row ? await tx.user.findFirst({ where: { id, ...STAFF_WHERE }, select: AUDITED_STAFF }) : null;
  if (!account) throw new NotFoundError(STAFF_MESSAGES.notFound);
  return account;
}

/** Refuses a change that would leave no active admin once `leaving` stops being one. */
function keepsAnAdmin(activeAdmins: readonly number[], leaving: number): void {
  if (activeAdmins.filter((id) => id !== leaving).length === 0) throw new WrongStateError(STAFF_MESSAGES.lastAdmin);
}
