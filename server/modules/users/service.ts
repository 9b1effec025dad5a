// User management [admin]: the lists of accounts and account requests, and status changes along
// the transitions of SPEC section 4. Staff accounts are never changed here (./staff.ts, issue 31).
import { audited } from '../audit/service.ts';
import { z } from 'zod';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { UserStatus } from '../../db/generated/prisma/enums.ts';
import type { RequestContext } from '../../context.ts';
import { canManage, isStaff, requireAdmin, requireViewer, type Caller } from '../../lib/access.ts';
import { NotAllowedError, NotFoundError, WrongStateError } from '../../lib/errors.ts';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../lib/messages.ts';
import { databaseIdField } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { noticeAccountStatusChanged } from '../notifications/service.ts';
import { accountSearchWhere } from './account-search.ts';
import { blockRegistration, liftSuspensionBlocks } from '../auth/service.ts';
import { blockContactsOfSuspended, unblockContactsOfReinstated } from '../blocklist/service.ts';

// what moderation's decision on an ad a deleted account left for review erases (./erasure.ts)

/**
 * Who may read an account: its holder and admins; moderators an advertiser's (the ads, reports and
 * verifications they review name it), never another staff account.
 */
export function canReadAccount(viewer: Caller | null, account: { id: number; role: string }): boolean {
  return canManage(viewer, account.id) || (account.role === 'user' && isStaff(viewer));
}

export { eraseAdContents, erasePersonalFields, removeUnusedFiles } from './erasure.ts';

// 'deleted' is the holder's own doing (users/account.ts): an admin neither lists nor sets it
const STATUS_VALUES = Object.values(UserStatus).filter((status) => status !== 'deleted') as [
  UserStatus,
  ...UserStatus[],
];
const statusSchema = z.enum(STATUS_VALUES, { error: `Status must be one of ${STATUS_VALUES.join(', ')}` });

/** The screens ask for active+suspended (Users) or requested+rejected (Account requests); none asked, none shown. */
export const statusesInput = z
  .array(statusSchema, { error: 'Please choose the statuses to list' })
  .max(STATUS_VALUES.length * 2);

/** Where each status may go (SPEC section 4, User status). */
export const USER_STATUS_TRANSITIONS: Record<UserStatus, readonly UserStatus[]> = {
  requested: ['active', 'rejected'],
  rejected: ['active'],
  active: ['suspended'],
  suspended: ['active'],
  // the holder deleted it (users/account.ts): nothing is left to activate
  deleted: [],
};

const REASON_MAX = 500;

/** A moderator's account is suspended or reinstated on the Staff page (./staff.ts), not as an advertiser's. */
export const STAFF_ACCOUNT_ELSEWHERE_MESSAGE = 'Moderator accounts are changed on the Staff page.';

export const changeUserStatusInput = z.object({
  id: databaseIdField(ACCOUNT_NOT_FOUND_MESSAGE),
  status: statusSchema,
  reason: z
    .string({ error: 'Reason must be text' })
    .trim()
    .max(REASON_MAX, `Reason must be at most ${REASON_MAX} characters`)
    .nullish()
    .transform((value) => value || null),
  /** a suspension adds the account's phone and e-mail to the desk's blocklist unless this is false (issue 31) */
  addToBlocklist: z
    .boolean({ error: 'Add to blocklist must be true or false' })
    .nullish()
    .transform((value) => value ?? true),
});

export type ChangeUserStatusInput = z.input<typeof changeUserStatusInput>;

function whereStatuses(statuses: unknown): Prisma.UserWhereInput {
  return { status: { in: [...new Set(parseInput(statusesInput, statuses))] } };
}

/**
 * Newest first. `query` carries the page (take/skip/cursor) and the selection of the caller; `search`,
 * the desk's search box (issue 31: an e-mail address, a phone, an account's number, words of its name).
 */
export function listUsers<Query extends Omit<Prisma.UserFindManyArgs, 'where' | 'orderBy'>>(
  ctx: RequestContext,
  statuses: readonly UserStatus[],
  query: Query,
  search: unknown = null,
) {
  requireAdmin(ctx);
  return ctx.db.user.findMany({
    ...query,
    where: { AND: [whereStatuses(statuses), accountSearchWhere(search)] },
    orderBy: { id: 'desc' },
  });
}

export function countUsers(ctx: RequestContext, statuses: readonly UserStatus[], search: unknown = null) {
  requireAdmin(ctx);
  return ctx.db.user.count({ where: { AND: [whereStatuses(statuses), accountSearchWhere(search)] } });
}

const VERB: Record<UserStatus, string> = {
  requested: 'moved back to requested',
  active: 'activated',
  rejected: 'rejected',
  suspended: 'suspended',
  deleted: 'deleted',
};

/** Why `from` cannot go to `to`, or null when it can. */
export function transitionRefusal(from: UserStatus, to: UserStatus): WrongStateError | null {
  if (USER_STATUS_TRANSITIONS[from].includes(to)) return null;
  if (from === to) return new WrongStateError(`This account is already ${from}.`);
  const article = from === 'active' ? 'An' : 'A';
  return new WrongStateError(`${article} ${from} account cannot be ${VERB[to]}.`);
}

/**
 * Moves an advertiser's account to `status`. A suspension or rejection may carry a reason, shown
 * at login; activation clears it. Suspension bumps the token version, so the account's sessions
 * end at once. The update is conditional on the status read, so of two admins acting at the same
 * time only one applies a change. A suspension keeps the account's e-mail and phone from registering
 * again for a while (auth/registration-blocks.ts); reinstating lifts it. A change into or out of active shows or hides the account's ads,
 * so the visitors' cached answers are forgotten.
 */
export async function changeUserStatus(ctx: RequestContext, input: ChangeUserStatusInput) {
  requireAdmin(ctx);
  const { id, status, reason, addToBlocklist } = parseInput(changeUserStatusInput, input);
  const account = await ctx.db.user.findUnique({ where: { id }, select: AUDITED_USER_FIELDS });
  if (!account) throw new NotFoundError(ACCOUNT_NOT_FOUND_MESSAGE);
  if (account.role === 'admin') throw new NotAllowedError('Admin accounts cannot be changed.');
  if (account.role !== 'user') throw new NotAllowedError(STAFF_ACCOUNT_ELSEWHERE_MESSAGE);
  const refusal = transitionRefusal(account.status, status);
  if (refusal) throw refusal;

  const user = await audited(ctx, async (tx) => {
    const updated = await tx.user.updateMany({
      where: { id, role: 'user', status: account.status },
      data: {
        status,
        suspensionReason: status === 'suspended' || status === 'rejected' ? reason : null,
        ...(status === 'suspended' ? { tokenVersion: { increment: 1 } } : {}),
      },
    });
    if (updated.count === 0) {
      // another admin changed it between our read and our update
      const now = await tx.user.findUnique({ where: { id }, select: { status: true } });
      if (!now) throw new NotFoundError(ACCOUNT_NOT_FOUND_MESSAGE);
      throw (
        transitionRefusal(now.status, status) ??
        new WrongStateError('This account was just changed by someone else. Please reload and try again.')
      );
    }
    const user = await tx.user.findUniqueOrThrow({ where: { id } });
    // a banned person cannot come back at once under another address with the same phone (issue 30)
    if (status === 'suspended') await blockRegistration(tx, ctx.config.jwtSecret, user, 'account_suspended');
    if (account.status === 'suspended') await liftSuspensionBlocks(tx, ctx.config.jwtSecret, user);
    // issue 31: a banned advertiser's phone and e-mail join the desk's blocklist unless the admin said not to;
    // reinstating takes them off again (blocklist/service.ts), each change with its own audit entry
    if (status === 'suspended' && addToBlocklist) await blockContactsOfSuspended(tx, ctx, user, reason);
    if (account.status === 'suspended') await unblockContactsOfReinstated(tx, ctx, user);
    const after = await tx.user.findUniqueOrThrow({ where: { id }, select: AUDITED_USER_FIELDS });
    return {
      audit: { action: 'user.status', subjectType: 'User', subjectId: id, before: account, after },
      result: user,
    };
  });
  // the public sees the ads of active advertisers only (ads/visibility.ts): suspending hides them, reinstating shows them
  if (account.status === 'active' || status === 'active') await ctx.publicCache?.forgetAll();
  await noticeAccountStatusChanged(ctx, user, account.status, status);
  return user;
}

/** What the audit log keeps of an account (never its password hash or token version). */
const AUDITED_USER_FIELDS = {
  id: true,
  name: true,
  email: true,
  role: true,
  status: true,
  suspensionReason: true,
  credits: true,
} as const;

/**
 * The signed-in account's credits balance (SPEC section 7, GET /users/credits; the graph reads it
 * as `viewer.credits`). A visitor is asked to log in; an account that is gone is not found.
 */
export async function getOwnCredits(ctx: RequestContext): Promise<number> {
  const viewer = requireViewer(ctx);
  const account = await ctx.db.user.findUnique({ where: { id: viewer.id }, select: { credits: true } });
  if (!account) throw new NotFoundError(ACCOUNT_NOT_FOUND_MESSAGE);
  return account.credits;
}
