// The signed-in account's own details (issue 18): name, contact and address, with the rules of
// sign-up (the e-mail address is the sign-in name and stays as registered); a copy of everything
// kept about the account, and its deletion.
import type { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { requireViewer } from '../../lib/access.ts';
import { isoDate } from '../../lib/dates.ts';
import { NotAllowedError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { mediaUrl } from '../../lib/media/storage.ts';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../lib/messages.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { parseInput } from '../../lib/validation.ts';
// the account page's forms check with the same schemas
import { DELETE_ACCOUNT_MESSAGES, deleteAccountSchema, profileSchema } from '../../../common/forms/account.ts';
import { changeBalance } from '../credits/service.ts';
import { blockRegistration } from '../auth/service.ts';
import { eraseAdContents, eraseAuditEntriesOf, removeUnusedFiles } from './erasure.ts';
import { eraseVerificationsOf, removeVerificationFiles } from '../verification/service.ts';
import { stateMyDateOfBirth } from '../adulthood/service.ts';

export type ProfileInput = z.input<typeof profileSchema>;

/**
 * Saves the signed-in account's name, contact and address; ads without their own contact show the new
 * one. An account made before dates of birth were asked may state its own here, once; a refused date
 * saves nothing.
 */
export async function updateMyProfile<Query extends { select?: unknown; include?: unknown }>(
  ctx: RequestContext,
  input: ProfileInput,
  query: Query = {} as Query,
) {
  const viewer = requireViewer(ctx);
  const { dateOfBirth, language, ...details } = parseInput(profileSchema, input);
  // a form that does not send the mails' language leaves it as it is
  const data = language ? { ...details, language } : details;
  await ctx.db.$transaction(async (tx) => {
    const updated = await tx.user.updateMany({ where: { id: viewer.id }, data });
    if (updated.count === 0) throw new NotFoundError(ACCOUNT_NOT_FOUND_MESSAGE);
    if (dateOfBirth !== undefined && dateOfBirth !== null && dateOfBirth !== '')
      await stateMyDateOfBirth(tx, viewer.id, dateOfBirth);
  });
  // an ad without its own contact shows its owner's: visitors see the new number at once
  await ctx.publicCache?.forgetAll();
  return ctx.db.user.findUniqueOrThrow({ ...(query as object), where: { id: viewer.id } });
}

// ---- my data: a copy, and erasure (issue 18; India's Digital Personal Data Protection Act, 2023) ----

export const ACCOUNT_DELETION_MESSAGES = {
  ...DELETE_ACCOUNT_MESSAGES,
  adminsOnly: 'Admin accounts cannot be deleted here.',
} as const;

export { ERASED, erasePersonalFields } from './erasure.ts';

/**
 * Everything the product keeps about the signed-in account, as one JSON document: the account,
 * its ads with their contents, its credit history and its credit requests.
 */
export async function exportMyData(ctx: RequestContext, now = new Date()) {
  const viewer = requireViewer(ctx);
  const account = await ctx.db.user.findUnique({
    where: { id: viewer.id },
    select: {
      id: true,
      name: true,
      email: true,
      contact: true,
      address: true,
      role: true,
      status: true,
      credits: true,
      dateOfBirth: true,
      accountKind: true,
      language: true,
      createdAt: true,
      updatedAt: true,
    },
  });
  if (!account) throw new NotFoundError(ACCOUNT_NOT_FOUND_MESSAGE);
  const [ads, ledger, requests, optOuts, verifications] = await Promise.all([
    ctx.db.ad.findMany({
      where: { userId: viewer.id },
      orderBy: { id: 'asc' },
      include: {
        category: { select: { name: true } },
        location: { select: { name: true, state: { select: { name: true } } } },
        images: { orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { path: true } },
        services: { orderBy: { position: 'asc' }, select: { service: { select: { name: true } } } },
        quickSummaries: { orderBy: { position: 'asc' }, select: { name: true, value: true } },
        customSections: { orderBy: { position: 'asc' }, select: { title: true, description: true } },
      },
    }),
    ctx.db.creditLedgerEntry.findMany({ where: { userId: viewer.id }, orderBy: { id: 'asc' } }),
    ctx.db.creditRequest.findMany({ where: { userId: viewer.id }, orderBy: { id: 'asc' } }),
    ctx.db.mailOptOut.findMany({
      where: { userId: viewer.id },
      orderBy: { mail: 'asc' },
      select: { mail: true, createdAt: true },
    }),
    ctx.db.verificationRequest.findMany({ where: { userId: viewer.id }, orderBy: { id: 'asc' } }),
  ]);
  return {
    exportedAt: now.toISOString(),
    // the date of birth as stated (issue 31), a calendar date
    account: { ...account, dateOfBirth: account.dateOfBirth && isoDate(account.dateOfBirth) },
    ads: ads.map((ad) => ({
      id: ad.id,
      name: ad.name,
      description: ad.description,
      contact: ad.contact,
      startDate: isoDate(ad.startDate),
      endDate: isoDate(ad.endDate),
      creditsUsed: ad.creditsUsed,
      category: ad.category.name,
      city: ad.location.name,
      state: ad.location.state.name,
      services: ad.services.map((entry) => entry.service.name),
      quickSummaries: ad.quickSummaries,
      customSections: ad.customSections,
      photos: ad.images.map((image) => mediaUrl(ctx.origin, image.path)),
      takenDown: ad.takenDownAt !== null,
      takedownReason: ad.takedownReason,
      // an agency's latest declaration that it holds proof the person is 18 or over (issue 31)
      adultDeclaredAt: ad.adultDeclaredAt?.toISOString() ?? null,
      createdAt: ad.createdAt.toISOString(),
    })),
    creditHistory: ledger.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      reason: entry.reason,
      adId: entry.adId,
      creditRequestId: entry.creditRequestId,
      createdAt: entry.createdAt.toISOString(),
    })),
    creditRequests: requests.map((request) => ({
      id: request.id,
      amountRupees: request.amount,
      status: request.status,
      creditsAdded: request.creditsAdded,
      createdAt: request.createdAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
    })),
    // the optional mails turned off in My ads (notifications)
    mailsTurnedOff: optOuts.map((optOut) => ({ mail: optOut.mail, since: optOut.createdAt.toISOString() })),
    // identity and photo verification (issue 31): the requests and decisions; the files themselves are never exported
    verificationRequests: verifications.map((request) => ({
      id: request.id,
      code: request.code,
      status: request.status,
      reason: request.reason,
      createdAt: request.createdAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
      markRemovedAt: request.revokedAt?.toISOString() ?? null,
      markRemovedReason: request.revokeReason,
      filesDeletedAt: request.filesDeletedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Deletes the signed-in advertiser's account once their password checks out. In one transaction:
 * every ad ends. An ad moderation still has to decide (an open report, or waiting in the queue) is
 * kept whole but for its own contact, off the site, until an admin decides (then
 * ../moderation/service.ts erases it); an ad with decided reports or a takedown is kept as a record
 * without its contents (./erasure.ts eraseAdContents); every other ad is deleted with its photos,
 * texts and statistics. The remaining credits are forfeited through a ledger entry (the balance stays
 * the sum of the ledger); the account row stays, for the ledger and the audit log, with its name,
 * e-mail, contact, address and password erased and status 'deleted' (every session ends); the e-mail
 * and phone may not register again for a while (../auth/registration-blocks.ts); the audit entries
 * about the account, its ads, their images and its credit requests keep what happened and lose the
 * personal values; visits forget who made them. Then the photo and screenshot files no other record
 * uses are removed.
 */
export async function deleteMyAccount(ctx: RequestContext, input: { password?: unknown }, now = new Date()) {
  const viewer = requireViewer(ctx);
  const { password } = parseInput(deleteAccountSchema, input);
  const account = await ctx.db.user.findUnique({
    where: { id: viewer.id },
    select: { id: true, role: true, passwordHash: true },
  });
  if (!account) throw new NotFoundError(ACCOUNT_NOT_FOUND_MESSAGE);
  if (account.role !== 'user') throw new NotAllowedError(ACCOUNT_DELETION_MESSAGES.adminsOnly);
  if (!(await verifyPassword(account.passwordHash, password)))
    throw new ValidationError(ACCOUNT_DELETION_MESSAGES.passwordWrong, 'password');

  const files = await ctx.db.$transaction(
    async (tx) => {
      // the row is locked: a spend, a renewal or a second deletion waits for this one
      const [locked] = await tx.$queryRaw<
        { id: number; credits: number; email: string; contact: string }[]
      >`SELECT id, credits, email, contact FROM users WHERE id = ${account.id} AND status <> 'deleted' FOR UPDATE`;
      if (!locked) throw new NotFoundError(ACCOUNT_NOT_FOUND_MESSAGE);
      // the ads too: a report or a moderator's decision on one of them waits for the deletion
      await tx.$queryRaw`SELECT id FROM ads WHERE user_id = ${account.id} ORDER BY id FOR UPDATE`;
      const ads = await tx.ad.findMany({
        where: { userId: account.id },
        select: {
          id: true,
          takenDownAt: true,
          hiddenAt: true,
          moderationQueuedAt: true,
          images: { select: { path: true } },
          reports: { select: { status: true } },
          _count: { select: { takenDownPhotos: true } },
        },
      });
      const requests = await tx.creditRequest.findMany({
        where: { userId: account.id },
        select: { id: true, paymentScreenshot: true },
      });
      // identity documents and verification photos go now, pending or decided (the decisions stay)
      const verificationFiles = await eraseVerificationsOf(tx, account.id, now);
      const adIds = ads.map((ad) => ad.id);
      // moderation still has to decide: kept whole until it does
      const awaitingDecision = ads.filter(
        (ad) => ad.moderationQueuedAt !== null || ad.reports.some((report) => report.status === 'open'),
      );
      // decided against or reported: kept as a record of what moderation did, without the contents
      const records = ads.filter(
        (ad) => !awaitingDecision.includes(ad) && (ad.takenDownAt !== null || ad.reports.length > 0),
      );
      const kept = new Set([...awaitingDecision, ...records].map((ad) => ad.id));
      const moderated = kept.size > 0 || ads.some((ad) => ad.hiddenAt !== null || ad._count.takenDownPhotos > 0);

      await eraseAuditEntriesOf(tx, {
        userId: account.id,
        adIds,
        creditRequestIds: requests.map((request) => request.id),
      });

      // the ad's own contact is the account's; its texts and photos stay for the moderator who decides
      await tx.ad.updateMany({ where: { id: { in: awaitingDecision.map((ad) => ad.id) } }, data: { contact: null } });
      await tx.adDailyStat.deleteMany({ where: { adId: { in: awaitingDecision.map((ad) => ad.id) } } });
      await eraseAdContents(
        tx,
        records.map((ad) => ad.id),
      );
      // every other ad ends: deleted with its photos, lists and statistics (the ledger keeps its entries, without the ad)
      await tx.ad.deleteMany({ where: { userId: account.id, id: { notIn: [...kept] } } });
      if (locked.credits > 0) {
        await changeBalance(tx, {
          userId: account.id,
          amount: -locked.credits,
          kind: 'adjustment',
          reason: 'Account deleted: remaining credits forfeited',
        });
      }
      await blockRegistration(
        tx,
        ctx.config.jwtSecret,
        locked,
        moderated ? 'account_deleted_under_moderation' : 'account_deleted',
        now,
      );
      await tx.visitLog.updateMany({ where: { userId: account.id }, data: { userId: null } });
      await tx.mailOptOut.deleteMany({ where: { userId: account.id } });
      await tx.otpCode.deleteMany({ where: { email: locked.email } });
      await tx.user.update({
        where: { id: account.id },
        data: {
          name: 'Deleted account',
          email: `deleted-${account.id}@deleted.invalid`,
          contact: '0000000000',
          address: '',
          // no password verifies against an empty hash
          passwordHash: '',
          suspensionReason: null,
          verifiedAt: null,
          dateOfBirth: null,
          status: 'deleted',
          tokenVersion: { increment: 1 },
        },
      });
      return {
        photos: ads.flatMap((ad) => ad.images.map((image) => image.path)),
        screenshots: requests.flatMap((request) =>
          request.paymentScreenshot === null ? [] : [request.paymentScreenshot],
        ),
        verificationFiles,
      };
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
  await ctx.publicCache?.forgetAll();
  await removeUnusedFiles(ctx, files);
  await removeVerificationFiles(ctx, files.verificationFiles);
  return { deleted: true };
}
