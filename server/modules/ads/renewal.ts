// Renewing an ad (issue 8, part 2): the advertiser extends one of their ads by N days at the current
// price, with the same rules as creating it (the scheme, the days the balance allows, the messages)
// and the same atomic spend: the new end date and its ledger entry stand or fall together.
import { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { addDays, dateOnly, isoDate, todayInIndia } from '../../lib/dates.ts';
import { requireAdvertiser } from '../../lib/access.ts';
import { NotFoundError, ValidationError, WrongStateError } from '../../lib/errors.ts';
import { AD_NOT_FOUND_MESSAGE } from '../../lib/messages.ts';
import { databaseIdField } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { changeBalance, CREDIT_SCHEME_ID, InsufficientCreditsError, lockAccount } from '../credits/service.ts';
import { AD_CARD_INCLUDE, AD_MESSAGES } from './service.ts';
import { creditsPerAd, maxDaysPerLocation } from '../../../common/creditMath.ts';
import { RENEWAL_DAYS_MESSAGE, renewalDaysSchema } from '../../../common/forms/ads.ts';

export const RENEWAL_MESSAGES = {
  // the renew dialog's words too (common/forms/ads.ts)
  days: RENEWAL_DAYS_MESSAGE,
  adNotFound: AD_NOT_FOUND_MESSAGE,
  takenDown: 'This ad was taken down by moderation and cannot be renewed.',
} as const;

const renewalInput = z.object({
  adId: databaseIdField(RENEWAL_MESSAGES.adNotFound),
  days: renewalDaysSchema,
});

/**
 * The run after renewing: a running or future ad ends `days` later; an ad that has ended runs again
 * from today for `days` days (days in the past would be paid for and never shown).
 */
export function renewedRun(
  startDate: string,
  endDate: string,
  days: number,
  today = todayInIndia(),
): { startDate: string; endDate: string } {
  if (endDate < today) return { startDate: today, endDate: addDays(today, days - 1) };
  return { startDate, endDate: addDays(endDate, days) };
}

export async function renewAd(ctx: RequestContext, input: { adId: unknown; days: unknown }) {
  const ownerId = requireAdvertiser(ctx, AD_MESSAGES.advertisersOnly).id;
  const { adId, days } = parseInput(renewalInput, input);

  return ctx.db.$transaction(async (tx) => {
    // the account before the ad, as a change of its status takes them (credits/ledger.ts lockAccount)
    await lockAccount(tx, ownerId);
    // the ad row is locked: two renewals of one ad cannot both extend from the same end date
    const [locked] = await tx.$queryRaw<
      { id: number }[]
    >`SELECT id FROM ads WHERE id = ${adId} AND user_id = ${ownerId} FOR UPDATE`;
    if (!locked) throw new NotFoundError(RENEWAL_MESSAGES.adNotFound);
    const ad = await tx.ad.findUniqueOrThrow({ where: { id: adId } });
    if (ad.takenDownAt) throw new WrongStateError(RENEWAL_MESSAGES.takenDown);

    const scheme = await tx.creditScheme.findUnique({ where: { id: CREDIT_SCHEME_ID } });
    if (!scheme || scheme.timePerCredit.lte(0)) throw new WrongStateError(AD_MESSAGES.noScheme);
    const { credits } = await tx.user.findUniqueOrThrow({ where: { id: ownerId }, select: { credits: true } });
    const cost = creditsPerAd(days, scheme.timePerCredit);
    const maxDays = maxDaysPerLocation(credits, scheme.timePerCredit, 1);
    if (maxDays < 1) throw new InsufficientCreditsError(cost, credits);
    if (days > maxDays) throw new ValidationError(AD_MESSAGES.maxDays(maxDays), 'days');

    const run = renewedRun(isoDate(ad.startDate), isoDate(ad.endDate), days);
    const renewed = await tx.ad.update({
      where: { id: adId },
      data: { startDate: dateOnly(run.startDate), endDate: dateOnly(run.endDate), creditsUsed: { increment: cost } },
      include: AD_CARD_INCLUDE,
    });
    const balance = await changeBalance(tx, {
      userId: ownerId,
      amount: -cost,
      kind: 'spend',
      adId,
      reason: `Renewed for ${days} ${days === 1 ? 'day' : 'days'}`,
    });
    return { ad: renewed, creditsSpent: cost, balance };
  });
}
