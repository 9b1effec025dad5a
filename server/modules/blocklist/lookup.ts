// Whether contacts are on the desk's blocklist (issue 31): the one lookup that sign-up, the sign-up
// code, and ad creation and editing consult. Values are compared in their normalised form, the one
// the entries are stored in (blocklist/service.ts adds them).
import type { Prisma, PrismaClient } from '../../db/generated/prisma/client.ts';
import { normalisedContact, normalisedEmail } from '../../lib/contacts.ts';

type Db = PrismaClient | Prisma.TransactionClient;

export type BlocklistKind = 'phone' | 'email' | 'domain';

export interface BlocklistHit {
  kind: BlocklistKind;
  value: string;
}

/** The normalised value an entry of `kind` stores for what a person typed. */
export function normalisedBlocklistValue(kind: BlocklistKind, value: string): string {
  if (kind === 'phone') return normalisedContact(value);
  if (kind === 'email') return normalisedEmail(value);
  return value.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');
}

/** The domain of an address and each domain above it (mail.example.co.in, example.co.in, co.in, in). */
function domainsOf(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at < 0) return [];
  const labels = email
    .slice(at + 1)
    .split('.')
    .filter(Boolean);
  return labels.map((_, index) => labels.slice(index).join('.'));
}

/** The blocklist entries matching any of these phone numbers or e-mail addresses (an address also by its domains). */
export async function findBlockedContacts(
  db: Db,
  contacts: { phones?: readonly string[]; emails?: readonly string[] },
): Promise<BlocklistHit[]> {
  const phones = [
    ...new Set(
      (contacts.phones ?? [])
        .map((phone) => normalisedBlocklistValue('phone', phone))
        .filter((phone) => phone.length === 10),
    ),
  ];
  const emails = [...new Set((contacts.emails ?? []).map((email) => normalisedBlocklistValue('email', email)))];
  const domains = [...new Set(emails.flatMap(domainsOf))];
  const wanted = [
    ...(phones.length ? [{ kind: 'phone', value: { in: phones } }] : []),
    ...(emails.length ? [{ kind: 'email', value: { in: emails } }] : []),
    ...(domains.length ? [{ kind: 'domain', value: { in: domains } }] : []),
  ];
  if (wanted.length === 0) return [];
  const rows = await db.blocklistEntry.findMany({
    where: { OR: wanted },
    select: { kind: true, value: true },
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => ({ kind: row.kind as BlocklistKind, value: row.value }));
}
