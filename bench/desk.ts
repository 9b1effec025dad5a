// The desk's list of every ad at catalogue size (issue 31, "The desk finds anything"): seeds --ads ads
// (default 1,000,000) over 300 cities, 10 categories and 20,000 advertisers, with names and
// descriptions of mixed words, and the rarer states (taken down, held, hidden by reports, without an
// age, verified) spread by id; then for each search form and filter of server/modules/desk/service.ts
// prints the plan's top lines and the database time of the first page and of its bounded count: the
// median of --runs runs of EXPLAIN (ANALYZE, BUFFERS) of the service's own statement (deskPageSql).
// Prints figures; asserts no speed.
//   npm run bench:desk                         (PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL names the server;
//                                              the scratch database directory_bench is kept for the next run that
//                                              seeds the same data; --fresh seeds it again)
//   options: --ads N (1000000) --runs N (7) --only TEXT (the forms whose name contains it)
import { parseArgs } from 'node:util';
import { Prisma } from '../server/db/generated/prisma/client.ts';
import { openDatabase } from '../server/db/client.ts';
import { applyMigrations } from '../server/db/migrate.ts';
import { todayInIndia } from '../server/lib/dates.ts';
import { deskCountSql, deskPageSql, type DeskAdsFilter } from '../server/modules/desk/service.ts';
import { markSeeded, reusablePostgresUrl } from './seed-ads.ts';

const { values } = parseArgs({
  options: {
    ads: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '7' },
    fresh: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const adCount = Number(values.ads);
const runs = Number(values.runs);
const seeding = `bench:desk ${adCount} ads, 20000 advertisers, 300 cities`;

const scratch = await reusablePostgresUrl(values.fresh ? null : seeding);
const database = await openDatabase({ kind: 'postgres', url: scratch.url });
const db = database.prisma;
const today = todayInIndia();

const WORDS = [
  'Priya',
  'Riya',
  'Meena',
  'Anjali',
  'Kavya',
  'Sana',
  'Pooja',
  'Neha',
  'Simran',
  'Aisha',
  'friendly',
  'warm',
  'elegant',
  'evening',
  'company',
  'dinner',
  'travel',
  'weekend',
  'Delhi',
  'Mumbai',
  'Goa',
  'Pune',
  'Jaipur',
  'Chennai',
  'Bengaluru',
  'Kolkata',
  'hotel',
  'outcall',
  'incall',
  'massage',
  'relaxing',
  'spa',
  'model',
  'student',
  'college',
  'classy',
  'discreet',
  'verified',
  'genuine',
  'real',
  'photos',
  'available',
  'today',
  'tonight',
  'booking',
  'call',
  'WhatsApp',
  'सुंदर',
  'मिलिए',
  'शाम',
  'दोस्त',
  'ladki',
  'mast',
  'bhabhi',
  'aunty',
];
const wordSql = `ARRAY[${WORDS.map((word) => `'${word}'`).join(',')}]`;
/** the g-th pseudo-random word (k-th of its text) */
const word = (k: number) => `(${wordSql})[1 + abs(hashtext(g::text || '-${k}')) % ${WORDS.length}]`;

async function seed() {
  await applyMigrations(database);
  // the trigram indexes are built once the rows are in: much faster than kept up row by row
  const rebuilt = await db.$queryRawUnsafe<{ indexdef: string; indexname: string }[]>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE indexname LIKE 'ads\\_desk\\_%' OR indexname LIKE 'users\\_desk\\_%' OR indexname LIKE 'ads\\_listing%' OR indexname = 'ads_search_idx'`,
  );
  for (const index of rebuilt) await db.$executeRawUnsafe(`DROP INDEX ${index.indexname}`);
  await db.$executeRawUnsafe(`INSERT INTO states (name) SELECT 'State ' || g FROM generate_series(1, 30) g`);
  await db.$executeRawUnsafe(
    `INSERT INTO locations (name, state_id) SELECT 'City ' || g, (SELECT id FROM states ORDER BY id LIMIT 1 OFFSET g % 30) FROM generate_series(1, 300) g`,
  );
  await db.$executeRawUnsafe(`INSERT INTO categories (name) SELECT 'Category ' || g FROM generate_series(1, 10) g`);
  await db.$executeRawUnsafe(`
    INSERT INTO users (name, email, contact, password_hash, role, status, verified_at, updated_at)
    SELECT ${word(1)} || ' ' || ${word(2)} || ' ' || g, 'advertiser' || g || '@mail' || (g % 50) || '.example', (9000000000 + g)::text, 'x', 'user',
           CASE WHEN g % 97 = 0 THEN 'suspended' ELSE 'active' END::"UserStatus", CASE WHEN g % 20 = 0 THEN now() END, now()
    FROM generate_series(1, 20000) g`);
  const description = Array.from({ length: 40 }, (_, k) => word(10 + k)).join(` || ' ' || `);
  await db.$executeRawUnsafe(`
    INSERT INTO ads (user_id, name, description, contact, age, start_date, end_date, credits_used, category_id, location_id,
                     taken_down_at, takedown_reason, held_at, hidden_at, moderation_queued_at, hold_reasons, updated_at)
    SELECT u.ids[1 + (g % 20000)], ${word(1)} || ' ' || ${word(2)} || ' ' || ${word(3)}, ${description},
           CASE WHEN g % 3 = 0 THEN (8000000000 + g)::text END,
           CASE WHEN g % 250 = 0 THEN NULL ELSE 18 + g % 30 END,
           current_date - (g % 60), current_date - (g % 60) + 30, 2,
           c.ids[1 + (g % 10)], l.ids[1 + (g % 300)],
           CASE WHEN g % 50 = 0 THEN now() END, CASE WHEN g % 50 = 0 THEN 'Bench' END,
           CASE WHEN g % 499 = 0 THEN now() END,
           CASE WHEN g % 499 = 0 OR g % 333 = 0 THEN now() END,
           CASE WHEN g % 499 = 0 OR g % 333 = 0 THEN now() END,
           CASE WHEN g % 499 = 0 THEN ARRAY['new_advertiser'] ELSE ARRAY[]::text[] END,
           now()
    FROM generate_series(1, ${adCount}) g,
         (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE role = 'user') u,
         (SELECT array_agg(id ORDER BY id) AS ids FROM categories) c,
         (SELECT array_agg(id ORDER BY id) AS ids FROM locations) l`);
  for (const index of rebuilt) await db.$executeRawUnsafe(index.indexdef);
  await db.$executeRawUnsafe('VACUUM ANALYZE');
  await markSeeded(db, seeding);
}

if (scratch.reused) console.log(`reusing ${seeding}`);
else {
  const started = Date.now();
  console.log(`seeding ${seeding}...`);
  await seed();
  console.log(`seeded in ${Math.round((Date.now() - started) / 1000)} s`);
}

const some = await db.$queryRawUnsafe<
  { city: number; category: number; advertiser: number; email: string; contact: string; adContact: string }[]
>(`
  SELECT (SELECT id FROM locations ORDER BY id OFFSET 150 LIMIT 1) AS city, (SELECT id FROM categories ORDER BY id OFFSET 5 LIMIT 1) AS category,
         u.id AS advertiser, u.email, u.contact, (SELECT contact FROM ads WHERE contact IS NOT NULL ORDER BY id DESC OFFSET 5000 LIMIT 1) AS "adContact"
  FROM users u WHERE role = 'user' ORDER BY id OFFSET 777 LIMIT 1`);
const sample = some[0]!;

const FORMS: [string, DeskAdsFilter][] = [
  ['every ad', {}],
  ['words, a common one ("friendly")', { search: 'friendly' }],
  ['words, a rare one ("bhabhi aunty")', { search: 'bhabhi aunty' }],
  ['words, none match ("zzqx")', { search: 'zzqx' }],
  ['words in Devanagari ("मिलिए")', { search: 'मिलिए' }],
  ["an advertiser's name and number", { search: `${String(sample.advertiser)}` }],
  ["an ad's own phone", { search: sample.adContact }],
  ["an advertiser's phone", { search: sample.contact }],
  ['an e-mail address', { search: sample.email }],
  ['a mail domain ("@mail7.example")', { search: '@mail7.example' }],
  ['live', { status: 'live' }],
  ['scheduled', { status: 'scheduled' }],
  ['ended', { status: 'ended' }],
  ['held', { status: 'held' }],
  ['in review', { status: 'in_review' }],
  ['taken down', { status: 'taken_down' }],
  ['hidden by reports', { status: 'hidden_by_reports' }],
  ['account not active', { status: 'inactive_account' }],
  ['no age', { status: 'no_age' }],
  ['verified', { verified: true }],
  ['a city', { cityId: sample.city }],
  ['a category', { categoryId: sample.category }],
  ['a city, live, verified', { cityId: sample.city, status: 'live', verified: true }],
  ['words and a city ("friendly")', { search: 'friendly', cityId: sample.city }],
  ['words and taken down ("bhabhi")', { search: 'bhabhi', status: 'taken_down' }],
];

async function explainMedian(sql: Prisma.Sql): Promise<{ ms: number; plan: string[] }> {
  const times: number[] = [];
  let plan: string[] = [];
  for (let run = 0; run < runs; run += 1) {
    const rows = await db.$queryRaw<Record<string, string>[]>(Prisma.sql`EXPLAIN (ANALYZE, BUFFERS) ${sql}`);
    const lines = rows.map((row) => Object.values(row)[0]!);
    const planning = Number(/Planning Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? 0);
    const execution = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? 0);
    times.push(planning + execution);
    plan = lines;
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, plan };
}

/** The plan's scan lines, shortened: which index or table each reads. */
const scans = (plan: string[]) =>
  plan
    .filter((line) => /Scan|Limit|Sort|BitmapOr/.test(line))
    .map((line) =>
      line
        .trim()
        .replace(/\s+\(cost=.*$/, '')
        .replace(/\s+\(actual.*$/, ''),
    )
    .slice(0, 6)
    .join(' | ');

console.log(
  `\n${adCount.toLocaleString('en')} ads; median of ${runs} runs of EXPLAIN (ANALYZE, BUFFERS), planning + execution\n`,
);
console.log('| form | first page (20) | count (up to 1,001) | plan of the page |');
console.log('|---|---|---|---|');
for (const [name, filter] of FORMS) {
  if (values.only && !name.includes(values.only)) continue;
  const page = await explainMedian(deskPageSql(filter, { take: 21 }, today));
  const count = await explainMedian(deskCountSql(filter, today));
  console.log(`| ${name} | ${page.ms.toFixed(1)} ms | ${count.ms.toFixed(1)} ms | ${scans(page.plan)} |`);
}
await database.close();
