// Which ads the public sees (docs/architecture.md section 7): dates containing today in India, an active
// owner, not taken down, not hidden by reports. The listing, ad details and categories' ads counts all use this rule.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { dateOnly, todayInIndia } from '../../lib/dates.ts';

export function publicAdWhere(today = todayInIndia()): Prisma.AdWhereInput {
  const day = dateOnly(today);
  return {
    startDate: { lte: day },
    endDate: { gte: day },
    takenDownAt: null,
    hiddenAt: null,
    user: { status: 'active' },
  };
}
