// Who is an adult (issue 31): the date of birth an account states and its kind (its holder's own ads,
// or an agency listing others), and the one rule every ad meets when created or edited. The date's
// own rules are shared with the forms (common/dateOfBirth.ts); this file applies them to
// what is stored and to the ads.
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { requireAdmin } from '../../lib/access.ts';
import { dateOnly, isoDate, todayInIndia } from '../../lib/dates.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../../lib/messages.ts';
import { databaseIdField } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { CORRECTION_REASON_MESSAGE, dateOfBirthCorrectionSchema } from '../../../common/forms/adulthood.ts';
import { ADULT_DECLARATION_MESSAGE, ageOn, checkDateOfBirth } from '../../../common/dateOfBirth.ts';
import { ACCOUNT_KIND_MESSAGE } from '../../../common/forms/account.ts';
import { recordAudit } from '../audit/service.ts';

export { ADULT_DECLARATION_MESSAGE, DATE_OF_BIRTH_MESSAGES } from '../../../common/dateOfBirth.ts';

export const ADULTHOOD_MESSAGES = {
  accountKind: ACCOUNT_KIND_MESSAGE,
  dateOfBirthFixed:
    'Your date of birth is already on your account and cannot be changed here. If it is wrong, please write to us from the Contact page.',
  /** an independent account's ad whose age is not its holder's (one age, or two when a birthday falls in the ad's dates) */
  ageNotOwn: (ages: readonly number[]) =>
    `This account advertises its holder: the age in the ad must be your age by the date of birth on your account, ${ages.join(' or ')}. ` +
    'To list other people, an agency account is needed.',
  correctionReason: CORRECTION_REASON_MESSAGE,
  notAdvertiser: 'Only an advertiser account has a date of birth to correct.',
} as const;

/** The stated date of birth as stored (a DATE column), or the shared rule's message on the field. */
export function parseDateOfBirth(value: unknown, today: string, field = 'dateOfBirth'): Date {
  const checked = checkDateOfBirth(value, today);
  if (!checked.ok) throw new ValidationError(checked.message, field);
  return dateOnly(checked.dateOfBirth);
}

/** What the rule reads of an ad: its person's age (null only for an ad made before ages were asked) and its run. */
export interface AdPerson {
  age: number | null;
  /** the agency's declaration that it holds proof the person is 18 or over (true to declare) */
  adultDeclaration?: unknown;
  startDate: string;
  endDate: string;
}

/**
 * The ages an account holder has on some day from the earlier of today and the ad's first day to the
 * later of today and its last day (India's dates): the age today, or the next one when a birthday
 * falls in the ad's run. Usually one or two ages; a run over a year spans more.
 */
export function holderAges(dateOfBirth: string, run: { startDate: string; endDate: string }, today: string): number[] {
  const from = ageOn(dateOfBirth, run.startDate < today ? run.startDate : today);
  const to = ageOn(dateOfBirth, run.endDate > today ? run.endDate : today);
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The rule of issue 31 for every ad an advertiser creates or edits, before anything is stored. An
 * independent account advertises its holder: with a date of birth on the account, the ad's age must be
 * one its holder has during the ad's run (holderAges). An agency lists other people: each ad carries
 * its declaration that the agency holds proof the person is 18 or over. Answers what the ad keeps of
 * it: when the agency declared (null for an independent account's ad).
 */
export async function checkAdPerson(
  db: Db | Prisma.TransactionClient,
  ownerId: number,
  ad: AdPerson,
  now = new Date(),
): Promise<{ adultDeclaredAt: Date | null }> {
  const owner = await db.user.findUnique({ where: { id: ownerId }, select: { dateOfBirth: true, accountKind: true } });
  if (!owner) throw new NotFoundError(ACCOUNT_NOT_FOUND_MESSAGE);
  if (owner.accountKind === 'agency') {
    if (ad.adultDeclaration !== true) throw new ValidationError(ADULT_DECLARATION_MESSAGE, 'adultDeclaration');
    return { adultDeclaredAt: now };
  }
  if (owner.dateOfBirth && ad.age !== null) {
    const ages = holderAges(isoDate(owner.dateOfBirth), ad, todayInIndia(now));
    if (!ages.includes(ad.age)) throw new ValidationError(ADULTHOOD_MESSAGES.ageNotOwn(ages), 'age');
  }
  return { adultDeclaredAt: null };
}

/**
 * An account made before dates of birth were asked states its own, once (the account page). A date
 * already on the account stays: sending the same one again changes nothing, another is refused (an
 * admin corrects a wrong one, correctDateOfBirth). Conditional on the column being empty, so two
 * forms at once cannot both set it.
 */
export async function stateMyDateOfBirth(
  db: Db | Prisma.TransactionClient,
  userId: number,
  value: unknown,
  now = new Date(),
): Promise<void> {
  const dateOfBirth = parseDateOfBirth(value, todayInIndia(now));
  const stated = await db.user.updateMany({ where: { id: userId, dateOfBirth: null }, data: { dateOfBirth } });
  if (stated.count === 1) return;
  const account = await db.user.findUnique({ where: { id: userId }, select: { dateOfBirth: true } });
  if (!account) throw new NotFoundError(ACCOUNT_NOT_FOUND_MESSAGE);
  if (account.dateOfBirth?.getTime() !== dateOfBirth.getTime())
    throw new ValidationError(ADULTHOOD_MESSAGES.dateOfBirthFixed, 'dateOfBirth');
}

const correctionInput = z.object({
  userId: databaseIdField(ACCOUNT_NOT_FOUND_MESSAGE),
  dateOfBirth: z.unknown().optional(),
  // the kind and reason as the Correct Date of Birth dialog checks them (common/forms/adulthood.ts)
  ...dateOfBirthCorrectionSchema.shape,
});

/** What a caller sends; the service checks each value. */
export interface CorrectionInput {
  userId?: unknown;
  dateOfBirth?: unknown;
  accountKind?: unknown;
  reason?: unknown;
}

/**
 * An admin corrects an advertiser's date of birth (seen on an identity document, say) and, when given,
 * the account's kind, with a reason; the audit log keeps the values before and after. The new date
 * meets the sign-up rules (an adult, not in the future, within 100 years); ads already made stay as
 * they are, and meet the rule again at their next edit.
 */
export async function correctDateOfBirth(ctx: RequestContext, input: CorrectionInput, now = new Date()) {
  requireAdmin(ctx);
  const data = parseInput(correctionInput, input);
  const dateOfBirth = parseDateOfBirth(data.dateOfBirth, todayInIndia(now));
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.user.findUnique({
      where: { id: data.userId },
      select: { id: true, role: true, dateOfBirth: true, accountKind: true },
    });
    if (!before) throw new NotFoundError(ACCOUNT_NOT_FOUND_MESSAGE);
    if (before.role !== 'user') throw new ValidationError(ADULTHOOD_MESSAGES.notAdvertiser, 'userId');
    const after = await tx.user.update({
      where: { id: data.userId },
      data: { dateOfBirth, ...(data.accountKind ? { accountKind: data.accountKind } : {}) },
      select: { id: true, dateOfBirth: true, accountKind: true },
    });
    await recordAudit(tx, ctx, {
      action: 'user.dateOfBirth',
      subjectType: 'User',
      subjectId: data.userId,
      before: { dateOfBirth: before.dateOfBirth && isoDate(before.dateOfBirth), accountKind: before.accountKind },
      after: { dateOfBirth: isoDate(dateOfBirth), accountKind: after.accountKind, reason: data.reason },
    });
    return after.id;
  });
}
