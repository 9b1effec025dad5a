// The desk's blocklist (issue 31) [staff: admins and moderators]: phone numbers, e-mail addresses
// and e-mail domains that may not register or advertise, each with the reason it was blocked (the
// photos moderation blocked are moderation's: moderation/blocked-photos.ts). Sign-up and its code consult it here
// (signUpBlocklistRefusal); ad creation and editing through ./lookup.ts. Suspending an advertiser adds
// their phone and e-mail by default (users/service.ts calls blockContactsOfSuspended); reinstating
// them takes those two off again. Every change is written to the audit log with its actor.
import { z } from 'zod';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { requireStaff } from '../../lib/access.ts';
import { ConflictError, isUniqueViolation, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { databaseIdField } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { hasControlCharacters } from '../../../common/formPatterns.ts';
import {
  BLOCKLIST_FIELD_LIMITS,
  BLOCKLIST_FIELD_MESSAGES,
  BLOCKLIST_KINDS as KINDS,
  blocklistEntrySchema,
  blocklistKindSchema,
} from '../../../common/forms/blocklist.ts';
import { recordAudit, type AuditRecord } from '../audit/service.ts';
import { readableDate } from '../../lib/dates.ts';
import { findBlockedContacts, normalisedBlocklistValue, type BlocklistKind } from './lookup.ts';
import { asciiDigits } from '../../../common/digits.ts';
import { CONTACT_PATTERN, EMAIL_PATTERN } from '../../../common/formPatterns.ts';

export { findBlockedContacts, normalisedBlocklistValue, type BlocklistHit, type BlocklistKind } from './lookup.ts';

export const BLOCKLIST_KINDS: readonly BlocklistKind[] = KINDS;

export const BLOCKLIST_LIMITS = {
  ...BLOCKLIST_FIELD_LIMITS,
  search: 100,
} as const;

/**
 * Domains of public mail providers that millions of people use: blocking one would refuse nearly
 * everyone. The desk blocks the address instead.
 */
export const SHARED_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'yahoo.in',
  'ymail.com',
  'rocketmail.com',
  'outlook.com',
  'outlook.in',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'rediffmail.com',
  'protonmail.com',
  'proton.me',
  'zoho.com',
  'zohomail.in',
  'gmx.com',
  'mail.com',
  'yandex.com',
]);

const KIND_WORDS: Record<BlocklistKind, string> = {
  phone: 'phone number',
  email: 'e-mail address',
  domain: 'e-mail domain',
};

export const BLOCKLIST_MESSAGES = {
  ...BLOCKLIST_FIELD_MESSAGES,
  phone: 'Please enter a 10-digit Indian mobile number (a leading +91 or 0 is fine).',
  email: 'Please enter a whole e-mail address, such as name@example.com.',
  domain: 'Please enter a domain such as example.com, without the @ and the name before it.',
  topLevelDomain:
    'Please enter a whole domain such as example.com: a domain ending alone (.com, .in) would block nearly everyone.',
  sharedDomain: (domain: string) =>
    `${domain} is a public mail service that very many people use. Block the person’s address instead.`,
  duplicate: (kind: BlocklistKind, since: Date) =>
    `This ${KIND_WORDS[kind]} is already on the blocklist (since ${readableDate(since)}).`,
  search: `Search must be text of at most ${BLOCKLIST_LIMITS.search} characters`,
  entryNotFound: 'This blocklist entry does not exist (it may have been removed already).',
  /** sign-up and its code: which field, and nothing of why or since when */
  signUpPhone:
    'This phone number cannot be used to register. If you think this is a mistake, please write to us from the Contact page.',
  signUpEmail:
    'This e-mail address cannot be used to register. If you think this is a mistake, please write to us from the Contact page.',
} as const;

/** The reason an entry added by a suspension carries (the suspension's own reason follows). */
export const SUSPENSION_REASON_PREFIX = 'Account suspended';

type Transaction = Prisma.TransactionClient;

// ---- values ----------------------------------------------------------------------------------

const PHONE_TYPED = /^[\d\s()+.-]+$/;
const EMAIL_SHAPE = EMAIL_PATTERN;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/** What was typed, with look-alikes folded: full-width letters and digits, and digits of any script (Devanagari ०-९). */
function readable(typed: string): string {
  return asciiDigits(typed.normalize('NFKC')).trim();
}

/** The ten digits of an Indian mobile number as people write it (+91 98765 43210, 098765-43210), or null. */
function phoneDigits(typed: string): string | null {
  if (!PHONE_TYPED.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  const national =
    digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return CONTACT_PATTERN.test(national) ? national : null;
}

/** The normalised value to store for what the desk typed; refuses what cannot be one. */
export function blocklistValueOf(kind: BlocklistKind, typed: string): string {
  const value = readable(typed);
  if (kind === 'phone') {
    const digits = phoneDigits(value);
    if (!digits) throw new ValidationError(BLOCKLIST_MESSAGES.phone, 'value');
    return normalisedBlocklistValue('phone', digits);
  }
  if (kind === 'email') {
    if (!EMAIL_SHAPE.test(value) || hasControlCharacters(value))
      throw new ValidationError(BLOCKLIST_MESSAGES.email, 'value');
    return normalisedBlocklistValue('email', value);
  }
  // '*.example.com' and '.example.com' mean the domain with its subdomains, which every entry covers
  const domain = normalisedBlocklistValue('domain', value.replace(/^\*?\./, ''));
  if (domain.includes('@')) throw new ValidationError(BLOCKLIST_MESSAGES.domain, 'value');
  const labels = domain.split('.');
  if (domain.length > 253 || !labels.every((label) => DOMAIN_LABEL.test(label)))
    throw new ValidationError(BLOCKLIST_MESSAGES.domain, 'value');
  if (labels.length < 2 || /^\d+$/.test(labels.at(-1)!))
    throw new ValidationError(BLOCKLIST_MESSAGES.topLevelDomain, 'value');
  if (SHARED_MAIL_DOMAINS.has(domain)) throw new ValidationError(BLOCKLIST_MESSAGES.sharedDomain(domain), 'value');
  return domain;
}

export type AddToBlocklistInput = z.input<typeof blocklistEntrySchema>;

const listFilter = z.object({
  search: z
    .string({ error: BLOCKLIST_MESSAGES.search })
    .max(BLOCKLIST_LIMITS.search, BLOCKLIST_MESSAGES.search)
    .nullish(),
  kind: z.nullish(blocklistKindSchema),
});

export type BlocklistFilter = z.input<typeof listFilter>;

const entryIdSchema = databaseIdField(BLOCKLIST_MESSAGES.entryNotFound);

// ---- the audit log ---------------------------------------------------------------------------

/** Runs a staff member's change in a transaction with its audit entries (the actor: whoever of the staff acted). */
async function auditedByStaff<T>(
  ctx: RequestContext,
  change: (tx: Transaction) => Promise<{ audits: AuditRecord[]; result: T }>,
): Promise<T> {
  requireStaff(ctx);
  return ctx.db.$transaction(async (tx) => {
    const { audits, result } = await change(tx);
    for (const audit of audits) await recordAudit(tx, ctx, audit);
    return result;
  });
}

const AUDITED_ENTRY = {
  id: true,
  kind: true,
  value: true,
  reason: true,
  createdById: true,
  createdAt: true,
} satisfies Prisma.BlocklistEntrySelect;
type AuditedEntry = Prisma.BlocklistEntryGetPayload<{ select: typeof AUDITED_ENTRY }>;

function addedAudit(entry: AuditedEntry): AuditRecord {
  return { action: 'blocklist.add', subjectType: 'BlocklistEntry', subjectId: entry.id, after: entry };
}

function removedAudit(entry: AuditedEntry, why?: string): AuditRecord {
  return {
    action: 'blocklist.remove',
    subjectType: 'BlocklistEntry',
    subjectId: entry.id,
    before: entry,
    after: why ? { removed: true, why } : null,
  };
}

// ---- the list --------------------------------------------------------------------------------

function whereOf(filter: BlocklistFilter): Prisma.BlocklistEntryWhereInput {
  const { search, kind } = parseInput(listFilter, filter);
  const words = readable(search ?? '').toLowerCase();
  // a number is searched by its digits, however it was typed (+91 98765-43210)
  const needle =
    words && PHONE_TYPED.test(words) && /\d/.test(words)
      ? words.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '')
      : words;
  return { ...(kind ? { kind } : {}), ...(needle ? { value: { contains: needle } } : {}) };
}

/** The entries, newest first, optionally of one kind and holding `search` in their value. `query` carries the page and selection. */
export function listBlocklist<Query extends Omit<Prisma.BlocklistEntryFindManyArgs, 'where' | 'orderBy'>>(
  ctx: RequestContext,
  filter: BlocklistFilter,
  query: Query,
) {
  requireStaff(ctx);
  return ctx.db.blocklistEntry.findMany({ ...query, where: whereOf(filter), orderBy: { id: 'desc' } });
}

export function countBlocklist(ctx: RequestContext, filter: BlocklistFilter): Promise<number> {
  requireStaff(ctx);
  return ctx.db.blocklistEntry.count({ where: whereOf(filter) });
}

// ---- changes ---------------------------------------------------------------------------------

async function refuseDuplicate(
  db: Transaction | RequestContext['db'],
  kind: BlocklistKind,
  value: string,
): Promise<void> {
  const existing = await db.blocklistEntry.findUnique({
    where: { kind_value: { kind, value } },
    select: { createdAt: true },
  });
  if (existing) throw new ConflictError(BLOCKLIST_MESSAGES.duplicate(kind, existing.createdAt), 'value');
}

/** Adds a phone number, e-mail address or domain, normalised, with its reason; one already there is refused saying since when. */
export async function addToBlocklist(ctx: RequestContext, input: AddToBlocklistInput) {
  const actorId = requireStaff(ctx).id;
  const { kind, value: typed, reason } = parseInput(blocklistEntrySchema, input);
  const value = blocklistValueOf(kind, typed);
  await refuseDuplicate(ctx.db, kind, value);
  try {
    return await auditedByStaff(ctx, async (tx) => {
      const entry = await tx.blocklistEntry.create({
        data: { kind, value, reason, createdById: actorId },
        select: AUDITED_ENTRY,
      });
      return { audits: [addedAudit(entry)], result: entry };
    });
  } catch (error) {
    // another desk member added it at the same moment
    if (isUniqueViolation(error)) await refuseDuplicate(ctx.db, kind, value);
    throw error;
  }
}

/** Takes an entry off the blocklist; answers the removed entry. */
export async function removeFromBlocklist(ctx: RequestContext, idInput: unknown) {
  requireStaff(ctx);
  const id = parseInput(entryIdSchema, idInput);
  return auditedByStaff(ctx, async (tx) => {
    const [entry] = await tx.blocklistEntry.findMany({ where: { id }, select: AUDITED_ENTRY });
    // deleted only if still there: of two removals at once, one is told it is gone
    const { count } = await tx.blocklistEntry.deleteMany({ where: { id } });
    if (!entry || count === 0) throw new NotFoundError(BLOCKLIST_MESSAGES.entryNotFound);
    return { audits: [removedAudit(entry)], result: entry };
  });
}

// ---- sign-up ---------------------------------------------------------------------------------

/**
 * Why this phone number or e-mail address may not register, or null. The refusal names the field
 * and nothing more: not the entry (the address or its domain), its reason, nor since when.
 */
export async function signUpBlocklistRefusal(
  db: RequestContext['db'],
  registrant: { contact: string; email: string },
): Promise<ValidationError | null> {
  const hits = await findBlockedContacts(db, { phones: [registrant.contact], emails: [registrant.email] });
  if (hits.some((hit) => hit.kind === 'phone')) return new ValidationError(BLOCKLIST_MESSAGES.signUpPhone, 'contact');
  if (hits.length > 0) return new ValidationError(BLOCKLIST_MESSAGES.signUpEmail, 'email');
  return null;
}

// ---- suspension --------------------------------------------------------------------------------

function contactEntries(account: { contact: string; email: string }): { kind: BlocklistKind; value: string }[] {
  const phone = normalisedBlocklistValue('phone', account.contact);
  return [
    ...(CONTACT_PATTERN.test(phone) ? [{ kind: 'phone' as const, value: phone }] : []),
    { kind: 'email' as const, value: normalisedBlocklistValue('email', account.email) },
  ];
}

/** How an entry added by an account's suspension begins its reason: reinstating that account finds it by this. */
function suspensionReasonOf(accountId: number): string {
  return `${SUSPENSION_REASON_PREFIX} (account ${accountId})`;
}

/**
 * Inside a suspension's transaction (users/service.ts): the account's phone and e-mail join the
 * blocklist, with the suspension's reason, each with its audit entry; a value already there keeps
 * its entry. Answers the values added.
 */
export async function blockContactsOfSuspended(
  tx: Transaction,
  ctx: RequestContext,
  account: { id: number; contact: string; email: string },
  suspensionReason: string | null,
): Promise<{ kind: BlocklistKind; value: string }[]> {
  const actorId = requireStaff(ctx).id;
  const reason = `${suspensionReasonOf(account.id)}${suspensionReason ? `: ${suspensionReason}` : ''}`.slice(
    0,
    BLOCKLIST_LIMITS.reason,
  );
  const added: { kind: BlocklistKind; value: string }[] = [];
  for (const { kind, value } of contactEntries(account)) {
    const [row] = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO blocklist_entries (kind, value, reason, created_by_id) VALUES (${kind}, ${value}, ${reason}, ${actorId})
      ON CONFLICT (kind, value) DO NOTHING
      RETURNING id`;
    if (!row) continue;
    await recordAudit(
      tx,
      ctx,
      addedAudit(await tx.blocklistEntry.findUniqueOrThrow({ where: { id: Number(row.id) }, select: AUDITED_ENTRY })),
    );
    added.push({ kind, value });
  }
  return added;
}

/**
 * Inside a reinstatement's transaction: the entries this account's suspension added leave the
 * blocklist, each with its audit entry (the desk decided this person may advertise again; their ads
 * would otherwise be held). Entries the desk added by hand, and domains, stay: they were decided on
 * their own. Answers the values removed.
 */
export async function unblockContactsOfReinstated(
  tx: Transaction,
  ctx: RequestContext,
  account: { id: number; contact: string; email: string },
): Promise<{ kind: BlocklistKind; value: string }[]> {
  requireStaff(ctx);
  const removed: { kind: BlocklistKind; value: string }[] = [];
  for (const { kind, value } of contactEntries(account)) {
    const entries = await tx.blocklistEntry.findMany({
      where: { kind, value, reason: { startsWith: suspensionReasonOf(account.id) } },
      select: AUDITED_ENTRY,
    });
    if (entries.length === 0) continue;
    await tx.blocklistEntry.deleteMany({ where: { id: { in: entries.map((entry) => entry.id) } } });
    for (const entry of entries) await recordAudit(tx, ctx, removedAudit(entry, `account ${account.id} reinstated`));
    removed.push({ kind, value });
  }
  return removed;
}
