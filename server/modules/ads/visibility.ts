// Which ads the public sees (docs/architecture.md section 7): dates containing today in India, an active
// owner, not taken down, not hidden by reports. The listing, ad details and categories' ads counts all use this rule.
// The owner's status is read from the ad's own `ownerActive`, which triggers keep equal to it (migration
// 20261126040000_ad_owner_active), so the listing's indexes can hold it.
import { Prisma } from '../../db/generated/prisma/client.ts';
import { dateOnly, todayInIndia } from '../../lib/dates.ts';

export function publicAdWhere(today = todayInIndia()): Prisma.AdWhereInput {
  const day = dateOnly(today);
  return {
    startDate: { lte: day },
    endDate: { gte: day },
    takenDownAt: null,
    hiddenAt: null,
    ownerActive: true,
  };
}

/**
 * The same rule in SQL, for an ad aliased `a`: for the listing's page after a cursor, a seek
 * Prisma cannot write (ads/service.ts). Checked against publicAdWhere by ads/listing-count.test.ts.
 */
export function publicAdSql(today = todayInIndia()): Prisma.Sql {
  // built once per day: every listing request asks it
  if (latestRule?.today !== today) {
    latestRule = {
      today,
      sql: Prisma.sql`a.start_date <= ${today}::date AND a.end_date >= ${today}::date AND a.taken_down_at IS NULL AND a.hidden_at IS NULL AND a.owner_active`,
    };
  }
  return latestRule.sql;
}

let latestRule: { today: string; sql: Prisma.Sql } | undefined;
