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

/**
 * The URL of a fresh scratch database `directory_bench` on the server BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) names; any earlier one is dropped.
 */
export async function scratchPostgresUrl(): Promise<string> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('--db postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL) naming a PostgreSQL server');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS directory_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE directory_bench');
  await admin.end();
  return withDatabase(serverUrl, 'directory_bench');
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
