// Sign-up refused for a while to the e-mail address and phone number of a deleted or suspended
// account (issue 30), so deleting an account, or being banned, and registering again at once cannot
// shed its reports, takedowns and history. Only a keyed hash of the normalised value is kept (DPDP
// Act 2023: the address itself is erased), with its expiry; past it the row is inert, and the
// periodic purge deletes it (docs/decisions/0076-what-a-deletion-keeps.md).
import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { ValidationError } from '../../lib/errors.ts';
// one mailbox, one number: the forms the desk's blocklist compares too (issue 31)
import { normalisedContact, normalisedEmail } from '../../lib/contacts.ts';
import { readableDate } from '../../lib/dates.ts';

// the periods, shared with the account page that states them before a deletion
import { REGISTRATION_BLOCK_DAYS, type RegistrationBlockReason } from '../../../common/registrationBlocks.ts';

export { REGISTRATION_BLOCK_DAYS, type RegistrationBlockReason };

export const REGISTRATION_BLOCK_MESSAGES = {
  email: (until: Date) =>
    `This e-mail address belonged to an account that was deleted. It can be used to register again from ${readableDate(until)}.`,
  contact:
    'This contact number cannot be used to register at the moment. Please use another number, or write to us from the Contact page.',
} as const;

type Client = Db | Prisma.TransactionClient;

export interface Registrant {
  email: string;
  contact: string;
}

function blockHash(secret: Uint8Array, kind: 'email' | 'contact', value: string): string {
  return createHmac('sha256', secret).update(`registration-block:${kind}:${value}`).digest('hex');
}

function hashesOf(secret: Uint8Array, registrant: Registrant) {
  return {
    email: blockHash(secret, 'email', normalisedEmail(registrant.email)),
    contact: blockHash(secret, 'contact', normalisedContact(registrant.contact)),
  };
}

/**
 * Keeps the e-mail address and phone number from registering again for the reason's period (inside
 * the deletion's or suspension's transaction). A value already blocked keeps the later expiry.
 * Answers the expiry.
 */
export async function blockRegistration(
  db: Client,
  secret: Uint8Array,
  registrant: Registrant,
  reason: RegistrationBlockReason,
  now = new Date(),
): Promise<Date> {
  const until = new Date(now.getTime() + REGISTRATION_BLOCK_DAYS[reason] * 24 * 60 * 60 * 1000);
  for (const hash of Object.values(hashesOf(secret, registrant))) {
    await db.$executeRaw`
      INSERT INTO registration_blocks (hash, reason, until) VALUES (${hash}, ${reason}, ${until})
      ON CONFLICT (hash) DO UPDATE SET
        reason = CASE WHEN EXCLUDED.until > registration_blocks.until THEN EXCLUDED.reason ELSE registration_blocks.reason END,
        until = GREATEST(registration_blocks.until, EXCLUDED.until)`;
  }
  return until;
}

/** A reinstated account's e-mail and phone may register again (only a suspension's blocks are lifted). */
export async function liftSuspensionBlocks(db: Client, secret: Uint8Array, registrant: Registrant): Promise<void> {
  await db.registrationBlock.deleteMany({
    where: { hash: { in: Object.values(hashesOf(secret, registrant)) }, reason: 'account_suspended' },
  });
}

/** Until when the e-mail address may not register (null: it may). */
export async function emailBlockedUntil(
  db: Client,
  secret: Uint8Array,
  email: string,
  now = new Date(),
): Promise<Date | null> {
  const block = await db.registrationBlock.findFirst({
    where: { hash: blockHash(secret, 'email', normalisedEmail(email)), until: { gt: now } },
    select: { until: true },
  });
  return block?.until ?? null;
}

/**
 * Why this person may not register now, or null: the e-mail address or phone number of an account
 * deleted or suspended within its period. The phone's refusal does not say why (numbers change
 * hands: its former holder's story is not the caller's to read).
 */
export async function registrationRefusal(
  db: Client,
  secret: Uint8Array,
  registrant: Registrant,
  now = new Date(),
): Promise<ValidationError | null> {
  const hashes = hashesOf(secret, registrant);
  const blocks = await db.registrationBlock.findMany({
    where: { hash: { in: [hashes.email, hashes.contact] }, until: { gt: now } },
    select: { hash: true, until: true },
  });
  const email = blocks.find((block) => block.hash === hashes.email);
  if (email) return new ValidationError(REGISTRATION_BLOCK_MESSAGES.email(email.until), 'email');
  if (blocks.some((block) => block.hash === hashes.contact))
    return new ValidationError(REGISTRATION_BLOCK_MESSAGES.contact, 'contact');
  return null;
}

/** Forgets the blocks whose period has passed (a periodic job). */
export async function purgeExpiredRegistrationBlocks(db: Client, now = new Date()): Promise<number> {
  const { count } = await db.registrationBlock.deleteMany({ where: { until: { lte: now } } });
  return count;
}
