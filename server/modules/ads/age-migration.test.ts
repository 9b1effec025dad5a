// The ad ages migration (issue 31) gives ads made before the age was asked the age their quick
// summaries state, in the forms the SQL reads; an ad whose summaries state under 18, disagree, or
// state no age it can read keeps a NULL age, the desk's mark. The shared rule (common/age.ts)
// agrees with every age the migration sets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { createTestDatabase, migrateUpTo } from '../../test/database.ts';
import { ageOfSummaries, summariesAgeProblem } from '../../../common/age.ts';

const MIGRATION = '20261127094911_ad_ages';

type Summaries = [name: string, value: string][];

/** Each ad's quick summaries and the age the migration gives it (null: left for the desk). */
const CASES: { summaries: Summaries; age: number | null }[] = [
  { summaries: [['Age', '25']], age: 25 },
  {
    summaries: [
      ['age', '25 yrs'],
      ['Height', '5 ft 4'],
    ],
    age: 25,
  },
  {
    summaries: [
      ['Height', '5 ft 4'],
      ['AGE', '31 years'],
    ],
    age: 31,
  },
  { summaries: [['Umar', '२४ साल']], age: 24 },
  { summaries: [['Umr', '22']], age: 22 },
  { summaries: [['उम्र', '३०']], age: 30 },
  { summaries: [['Age', '２２']], age: 22 },
  { summaries: [['Aayu', '19 saal']], age: 19 },
  { summaries: [['My age', '45']], age: 45 },
  {
    summaries: [
      ['Experience', '5 years'],
      ['Age', '28'],
    ],
    age: 28,
  },
  {
    summaries: [
      ['Age', '26'],
      ['About', '26 year old model'],
    ],
    age: 26,
  },
  // under 18, anywhere
  { summaries: [['Umar', '16 saal']], age: null },
  { summaries: [['Age', '17']], age: null },
  { summaries: [['उम्र', '१६ साल']], age: null },
  {
    summaries: [
      ['Age', '25'],
      ['About', '16 year old schoolgirl look'],
    ],
    age: null,
  },
  {
    summaries: [
      ['Age', '25'],
      ['Details', 'Age 17'],
    ],
    age: null,
  },
  {
    summaries: [
      ['Age', '25'],
      ['Note', '16 saal ki'],
    ],
    age: null,
  },
  {
    summaries: [
      ['Age', '25'],
      ['Looks', '17yo'],
    ],
    age: null,
  },
  // disagreeing, impossible, or no age to read
  {
    summaries: [
      ['Age', '25'],
      ['Umar', '26'],
    ],
    age: null,
  },
  { summaries: [['Age', '150']], age: null },
  { summaries: [['Age', '1990']], age: null },
  { summaries: [['Age', 'ask me']], age: null },
  {
    summaries: [
      ['Height', '5 ft 4'],
      ['Weight', '55 kg'],
    ],
    age: null,
  },
  { summaries: [], age: null },
];

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the ad ages migration', () => {
  // the schema engine replays every migration: seconds alone, minutes on a busy machine
  it(
    'gives old ads the age their quick summaries state, and leaves NULL those the desk must see',
    { timeout: 300_000 },
    async () => {
      // the migrations before this one, on an empty database
      await migrateUpTo(database, MIGRATION);

      const db = database.prisma;
      const [owner] = await db.$queryRawUnsafe<{ id: number }[]>(
        `INSERT INTO users (name, email, contact, password_hash, role, status, updated_at) VALUES ('Riya', 'riya@example.in', '9876543210', 'x', 'user', 'active', now()) RETURNING id`,
      );
      const [state] = await db.$queryRawUnsafe<{ id: number }[]>(
        `INSERT INTO states (name) VALUES ('Goa') RETURNING id`,
      );
      const [city] = await db.$queryRawUnsafe<{ id: number }[]>(
        `INSERT INTO locations (name, slug, state_id) VALUES ('Panaji', 'panaji', ${state!.id}) RETURNING id`,
      );
      const [category] = await db.$queryRawUnsafe<{ id: number }[]>(
        `INSERT INTO categories (name, slug) VALUES ('Elite', 'elite') RETURNING id`,
      );
      const newAd = async (name: string, summaries: Summaries, age: number | null = null) => {
        const [ad] = await db.$queryRawUnsafe<{ id: number }[]>(
          `INSERT INTO ads (user_id, name, description, start_date, end_date, credits_used, category_id, location_id, age, updated_at)
         VALUES ($1, $2, 'Warm and friendly.', current_date, current_date + 3, 1, $3, $4, $5, now()) RETURNING id`,
          owner!.id,
          name,
          category!.id,
          city!.id,
          age,
        );
        for (const [position, [summaryName, value]] of summaries.entries()) {
          await db.$executeRawUnsafe(
            `INSERT INTO ad_quick_summaries (ad_id, name, value, position) VALUES ($1, $2, $3, $4)`,
            ad!.id,
            summaryName,
            value,
            position,
          );
        }
        return ad!.id;
      };
      const ids = [];
      for (const [index, { summaries }] of CASES.entries()) ids.push(await newAd(`Ad ${index}`, summaries));
      // an age already given stays
      const given = await newAd('Given', [['Age', '25']], 40);

      expect(await applyMigrations(database)).toEqual(expect.arrayContaining([MIGRATION]));
      const rows = await db.$queryRawUnsafe<{ id: number; age: number | null }[]>(`SELECT id, age FROM ads`);
      const ages = new Map(rows.map((row) => [row.id, row.age]));
      for (const [index, { summaries, age }] of CASES.entries()) {
        expect(ages.get(ids[index]!), JSON.stringify(summaries)).toBe(age);
        // the shared rule gives every age the migration sets (it reads more forms still: words, spaced digits)
        const items = summaries.map(([name, value]) => ({ name, value }));
        if (age !== null) {
          expect(ageOfSummaries(items)).toBe(age);
          expect(summariesAgeProblem(age, items)).toBeNull();
        }
      }
      expect(ages.get(given)).toBe(40);
      // the listing's indexes are back, with the age and the verified mark
      const indexes = await db.$queryRawUnsafe<{ indexdef: string }[]>(
        `SELECT indexdef FROM pg_indexes WHERE tablename = 'ads' AND indexname LIKE 'ads_listing%' ORDER BY indexname`,
      );
      expect(indexes).toHaveLength(4);
      for (const { indexdef } of indexes)
        expect(indexdef).toMatch(/end_date, (start_date, )?age, owner_verified\) WHERE/);
    },
  );
});
