// The Hindi names migration (issue 35, decision 0122): an existing catalogue gets the seed's Hindi names where
// a place still has its seeded name (a city: its seeded state and name); a place an admin added or renamed
// gets none, and a Hindi name is refused by the database unless it has Devanagari.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { createTestDatabase, migrateUpTo } from '../../test/database.ts';

const MIGRATION = '20261128084405_hindi_names';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the Hindi names migration', () => {
  // the schema engine replays every migration: seconds alone, minutes on a busy machine
  it('names the seeded places of an existing catalogue, and only those', { timeout: 300_000 }, async () => {
    await migrateUpTo(database, MIGRATION);
    const db = database.prisma;
    const insert = async (sql: string) => (await db.$queryRawUnsafe<{ id: number }[]>(`${sql} RETURNING id`))[0]!.id;
    const maharashtra = await insert(`INSERT INTO states (name) VALUES ('Maharashtra')`);
    const goa = await insert(`INSERT INTO states (name) VALUES ('Goa')`);
    const mumbai = await insert(
      `INSERT INTO locations (name, slug, state_id) VALUES ('Mumbai', 'mumbai', ${maharashtra})`,
    );
    // an admin's own city, and a seeded name under another state than the seed's
    const bombay = await insert(
      `INSERT INTO locations (name, slug, state_id) VALUES ('Bombay', 'bombay', ${maharashtra})`,
    );
    const misplaced = await insert(`INSERT INTO locations (name, slug, state_id) VALUES ('Pune', 'pune-goa', ${goa})`);
    const elite = await insert(`INSERT INTO categories (name, slug) VALUES ('Elite', 'elite')`);
    const own = await insert(`INSERT INTO categories (name, slug) VALUES ('Poolside', 'poolside')`);

    expect(await applyMigrations(database)).toEqual(expect.arrayContaining([MIGRATION]));
    const hindiOf = async (table: string, id: number) =>
      (await db.$queryRawUnsafe<{ name_hi: string | null }[]>(`SELECT name_hi FROM ${table} WHERE id = $1`, id))[0]!
        .name_hi;
    expect(await hindiOf('states', maharashtra)).toBe('महाराष्ट्र');
    expect(await hindiOf('states', goa)).toBe('गोवा');
    expect(await hindiOf('locations', mumbai)).toBe('मुंबई');
    expect(await hindiOf('locations', bombay)).toBeNull();
    expect(await hindiOf('locations', misplaced)).toBeNull();
    expect(await hindiOf('categories', elite)).toBe('एलीट');
    expect(await hindiOf('categories', own)).toBeNull();
    await expect(
      db.$executeRawUnsafe(`UPDATE categories SET name_hi = 'Poolside' WHERE id = $1`, own),
    ).rejects.toThrow();
    await expect(db.$executeRawUnsafe(`UPDATE categories SET name_hi = '' WHERE id = $1`, own)).rejects.toThrow();
    await db.$executeRawUnsafe(`UPDATE categories SET name_hi = 'पूलसाइड' WHERE id = $1`, own);
    expect(await hindiOf('categories', own)).toBe('पूलसाइड');
  });
});
