// The data the catalogue benchmarks share (bench:listing, bench:sitemaps): the server's environment,
// a scratch PostgreSQL database, and ads bulk-inserted with set-based SQL (generate_series).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { startServer } from '../server/main.ts';
import { withDatabase } from '../server/test/global-setup.ts';

export type BenchDb = Awaited<ReturnType<typeof startServer>>['database']['prisma'];

/** A production-like environment over an empty data directory, the demo data off. */
export function benchEnv(): Record<string, string> {
  return {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'directory-bench-')),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'bench-password',
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'http://127.0.0.1',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
  };
}

const SCRATCH_DATABASE = 'directory_bench';

function benchServerUrl(): string {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('--db postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL) naming a PostgreSQL server');
  return serverUrl;
}

/**
 * The URL of a fresh scratch database `directory_bench` on the server BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) names; any earlier one is dropped.
 */
export async function scratchPostgresUrl(): Promise<string> {
  return (await reusablePostgresUrl(null)).url;
}

/**
 * The scratch database `directory_bench`, kept as it is when an earlier run seeded it with the same
 * data (`seeding`, recorded by markSeeded as the database's comment), else dropped and made afresh.
 */
export async function reusablePostgresUrl(seeding: string | null): Promise<{ url: string; reused: boolean }> {
  const serverUrl = benchServerUrl();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ comment: string | null }>(
      'SELECT shobj_description(oid, $$pg_database$$) AS comment FROM pg_database WHERE datname = $1',
      [SCRATCH_DATABASE],
    );
    const reused = seeding !== null && rows[0]?.comment === seeding;
    if (!reused) {
      await admin.query(`DROP DATABASE IF EXISTS ${SCRATCH_DATABASE} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${SCRATCH_DATABASE}`);
    }
    return { url: withDatabase(serverUrl, SCRATCH_DATABASE), reused };
  } finally {
    await admin.end();
  }
}

/** Records what the scratch database now holds, so a later run with the same data keeps it. */
export async function markSeeded(db: BenchDb, seeding: string) {
  await db.$executeRawUnsafe(`COMMENT ON DATABASE ${SCRATCH_DATABASE} IS '${seeding.replace(/'/g, "''")}'`);
}

/**
 * `adCount` ads running today (started 0-29 days ago, 45 days long) over the first `cityCount`
 * cities and every category, 50 active advertisers, one image each; then ANALYZE.
 */
export async function seedAds(db: BenchDb, adCount: number, cityCount: number) {
  await db.$executeRawUnsafe(`
    INSERT INTO users (name, email, contact, password_hash, role, status, updated_at)
    SELECT 'Bench advertiser ' || g, 'bench' || g || '@example.com', '9876543210', 'x', 'user', 'active', now()
    FROM generate_series(1, 50) g`);
  await db.$executeRawUnsafe(`
    INSERT INTO ads (user_id, name, description, contact, start_date, end_date, credits_used, category_id, location_id, updated_at)
    SELECT u.ids[1 + (g % 50)], 'Bench listing ' || g, 'Demo listing for the benchmark. Friendly companion for social events.',
           CASE WHEN g % 3 = 0 THEN '9123456789' END,
           current_date - (g % 30), current_date - (g % 30) + 45, 2,
           c.ids[1 + (g % c.n)], l.ids[1 + (g % ${cityCount})], now()
    FROM generate_series(1, ${adCount}) g,
         (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE email LIKE 'bench%') u,
         (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM categories) c,
         (SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM locations ORDER BY id LIMIT ${cityCount}) x) l`);
  await db.$executeRawUnsafe(`
    INSERT INTO ad_images (ad_id, path, width, height, position)
    SELECT id, 'ab/cd/' || md5(id::text) || md5(id::text) || '.webp', 640, 800, 0 FROM ads`);
  await db.$executeRawUnsafe('ANALYZE');
}

/** The rule of server/modules/ads/visibility.ts written in SQL, to check the app's answer independently. */
export const VISIBLE = `a.start_date <= $1::date AND a.end_date >= $1::date AND a.taken_down_at IS NULL AND a.hidden_at IS NULL
  AND EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id AND u.status = 'active')`;

/**
 * Every eleventh ad (by id), `hiddenCount` of them, made invisible in five ways, so that they sit
 * among the visible ones in every id range.
 */
export async function hideSome(db: BenchDb, today: string, hiddenCount: number) {
  await db.$executeRawUnsafe(`
    INSERT INTO users (name, email, contact, password_hash, role, status, updated_at)
    VALUES ('Suspended bench advertiser', 'bench-suspended@example.com', '9876543210', 'x', 'user', 'suspended', now())`);
  await db.$executeRawUnsafe(
    `WITH numbered AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM ads),
          picked AS (SELECT id, (rn / 11) % 5 AS kind FROM numbered WHERE rn % 11 = 0 AND rn <= 11 * $2::int)
     UPDATE ads SET
       start_date = CASE picked.kind WHEN 0 THEN $1::date - 20 WHEN 1 THEN $1::date + 1 ELSE ads.start_date END,
       end_date = CASE picked.kind WHEN 0 THEN $1::date - 1 WHEN 1 THEN $1::date + 10 ELSE ads.end_date END,
       taken_down_at = CASE WHEN picked.kind = 2 THEN now() END,
       hidden_at = CASE WHEN picked.kind = 3 THEN now() END,
       user_id = CASE WHEN picked.kind = 4 THEN (SELECT id FROM users WHERE email = 'bench-suspended@example.com') ELSE ads.user_id END
     FROM picked WHERE ads.id = picked.id`,
    today,
    hiddenCount,
  );
  await db.$executeRawUnsafe('ANALYZE');
}

/**
 * Paid placements among the visible ads (issue 34): `featuredPerCity` ads of each city featured today
 * (a purchase and a featured_days row each, more than the block shows, so it rotates), and every
 * twentieth visible ad bumped at a moment of the last 20 hours (its listed_at, what the listing reads;
 * never later than now nor lower than it was).
 */
export async function placeSome(db: BenchDb, today: string, featuredPerCity: number) {
  await db.$executeRawUnsafe(
    `WITH picked AS (
       SELECT id, user_id, location_id, category_id FROM (
         SELECT a.id, a.user_id, a.location_id, a.category_id,
                row_number() OVER (PARTITION BY a.location_id ORDER BY a.id) AS n
         FROM ads a WHERE ${VISIBLE}) ranked
       WHERE n <= $2::int),
     bought AS (
       INSERT INTO placement_purchases (ad_id, user_id, kind, credits, first_day, last_day)
       SELECT id, user_id, 'featured', 5, $1::date, $1::date FROM picked RETURNING id, ad_id)
     INSERT INTO featured_days (ad_id, day, location_id, category_id, purchase_id)
     SELECT p.id, $1::date, p.location_id, p.category_id, b.id FROM picked p JOIN bought b ON b.ad_id = p.id`,
    today,
    featuredPerCity,
  );
  await db.$executeRawUnsafe(
    `UPDATE ads a SET listed_at = GREATEST(a.listed_at, (now() AT TIME ZONE 'UTC') - (a.id % 1200) * interval '1 minute')
     WHERE a.id % 20 = 7 AND ${VISIBLE}`,
    today,
  );
  await db.$executeRawUnsafe('ANALYZE');
}
