// The search stems migration (issue 33) writes every existing ad's search document again through
// its trigger: ads made before it are found by a plural, a prefix and folded Devanagari at once,
// and the GIN index is back as schema.prisma declares it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { createTestDatabase, migrateUpTo } from '../../test/database.ts';

const MIGRATION = '20261127163000_search_stems';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the search stems migration', () => {
  // the schema engine replays every migration: seconds alone, minutes on a busy machine
  it('rebuilds the search document of the ads made before it', { timeout: 300_000 }, async () => {
    await migrateUpTo(database, MIGRATION);
    const db = database.prisma;
    const [owner] = await db.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO users (name, email, contact, password_hash, role, status, updated_at) VALUES ('Riya', 'riya@example.in', '9876543210', 'x', 'user', 'active', now()) RETURNING id`,
    );
    const [state] = await db.$queryRawUnsafe<{ id: number }[]>(`INSERT INTO states (name) VALUES ('Goa') RETURNING id`);
    const [city] = await db.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO locations (name, slug, state_id) VALUES ('Panaji', 'panaji', ${state!.id}) RETURNING id`,
    );
    const [category] = await db.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO categories (name, slug) VALUES ('Elite', 'elite') RETURNING id`,
    );
    const [service] = await db.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO services (name) VALUES ('Candle dinners') RETURNING id`,
    );
    const [ad] = await db.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO ads (user_id, name, description, start_date, end_date, credits_used, category_id, location_id, updated_at)
       VALUES ($1, 'Kavyashree', 'ज़रूर मिलें, सुंदर लड़कियाँ', current_date, current_date + 3, 1, $2, $3, now()) RETURNING id`,
      owner!.id,
      category!.id,
      city!.id,
    );
    await db.$executeRawUnsafe(
      `INSERT INTO ad_services (ad_id, service_id, position) VALUES ($1, $2, 0)`,
      ad!.id,
      service!.id,
    );
    // what the document held before: the words as written, unfolded
    const matches = async (query: string) =>
      (
        await db.$queryRawUnsafe<{ found: boolean }[]>(
          `SELECT search_vector @@ (${query}) AS found FROM ads WHERE id = $1`,
          ad!.id,
        )
      )[0]!.found;
    expect(await matches(`to_tsquery('simple', 'dinners')`)).toBe(true);
    expect(await matches(`to_tsquery('simple', 'dinner')`)).toBe(false);

    expect(await applyMigrations(database)).toEqual(expect.arrayContaining([MIGRATION]));
    expect(await matches(`ad_search_term('dinner', false)`)).toBe(true);
    expect(await matches(`ad_search_term('kavya', true)`)).toBe(true);
    expect(await matches(`ad_search_term('जरूर', false)`)).toBe(true);
    expect(await matches(`ad_search_term('लड़की', false)`)).toBe(true);
    expect(await matches(`ad_search_term('dinnerware', true)`)).toBe(false);
    // a prefix names the catalogue's frequent words it begins (from ANALYZE's statistics), so that the
    // planner reads a common prefix in the listing's order rather than every match: the same matches
    await db.$executeRawUnsafe(
      `INSERT INTO ads (user_id, name, description, start_date, end_date, credits_used, category_id, location_id, updated_at)
       SELECT $1, 'Crowd ' || g, 'Friendly companion.', current_date, current_date + 3, 1, $2, $3, now() FROM generate_series(1, 50) g`,
      owner!.id,
      category!.id,
      city!.id,
    );
    await db.$executeRawUnsafe('ANALYZE ads');
    const [term] = await db.$queryRawUnsafe<{ prefix: string; word: string }[]>(
      `SELECT ad_search_prefix('compan')::text AS prefix, ad_search_term('compan', true)::text AS ranked, ad_search_term('compan', false)::text AS word`,
    );
    expect(term).toEqual({ prefix: `'compan':* | 'companion'`, ranked: `'compan':*`, word: `'compan'` });
    // the index as schema.prisma declares it
    const [index] = await db.$queryRawUnsafe<{ indexdef: string }[]>(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'ads_search_idx'`,
    );
    expect(index!.indexdef).toMatch(
      /USING gin \(search_vector\) WHERE \(\(taken_down_at IS NULL\) AND \(hidden_at IS NULL\) AND owner_active\)/,
    );
  });
});
