// The search of accounts (issue 31): the Users screen's search box reads as the desk's does
// (common/deskSearch.ts): an e-mail address or part of one, a phone number, an account's
// number, or words of its name or address. Names and addresses are read through trigram indexes
// (migration 20261127095742_desk_search), phones exactly.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { ValidationError } from '../../lib/errors.ts';
import { readDeskSearch } from '../../../common/deskSearch.ts';

/** The accounts a search finds, as a Prisma condition; {} without a search. A search the box cannot read is refused with its message. */
export function accountSearchWhere(raw: unknown): Prisma.UserWhereInput {
  const reading = readDeskSearch(raw);
  if (!reading.ok) throw new ValidationError(reading.message, 'search');
  const search = reading.search;
  switch (search.kind) {
    case 'none':
      return {};
    case 'id':
      return { id: search.id };
    case 'phone':
      return { contact: search.phone };
    case 'email':
      return { email: { contains: search.text, mode: 'insensitive' } };
    case 'text':
      return {
        OR: [
          { name: { contains: search.text, mode: 'insensitive' } },
          { email: { contains: search.text, mode: 'insensitive' } },
        ],
      };
  }
}
