// A page of the public listing with the relations its cards show (city and state, category,
// images, the owner's contact) and its bounded count in one SQL statement, shaped as Prisma's
// findMany would answer it with the same `include`. Prisma's own way took two statements and most
// of the request's CPU (issue 17: building and reading its query cost more than the database).
// Only the includes the listing's GraphQL fields ask are read this way; anything else goes through
// Prisma (isOneStatementPage). The rows equal Prisma's: ads/listing-page.test.ts compares them.
// A city's page also carries its featured block (issue 34, decision 0109) in the same statement.
// The listing's own cards ask only some columns: rows of the 'card' shape carry those alone (decision 0117).
import { isDeepStrictEqual } from 'node:util';
import { Prisma } from '../../db/generated/prisma/client.ts';
import { preparedQueryOf, statementName, type Db } from '../../db/client.ts';
import { PLACEMENT_SCHEME_DEFAULTS } from '../../../common/forms/placements.ts';

/** The `include` Pothos builds for the listing's cards, as far as this statement can load it. */
export interface ListingInclude {
  user?: { select: { contact: true } };
  category?: true;
  location?: true | { include: { state: true } };
  images?: true | { orderBy: [{ position: 'asc' }, { id: 'asc' }] };
}

export interface ListingPageQuery {
  take: number;
  skip?: number;
  include?: ListingInclude;
}

/**
 * What each row carries: 'prisma', the whole row as Prisma answers it; 'card', only the columns the
 * listing card's GraphQL fields read (CARD_FIELDS in graphql.ts; listing-statements.test.ts checks both
 * lists agree), which halves what the database writes and the server parses for the busiest query.
 */
export type ListingRowShape = 'prisma' | 'card';

const LOADABLE: Record<keyof ListingInclude, (value: unknown) => boolean> = {
  user: (value) => isDeepStrictEqual(value, { select: { contact: true } }),
  category: (value) => value === true,
  location: (value) => value === true || isDeepStrictEqual(value, { include: { state: true } }),
  images: (value) => value === true || isDeepStrictEqual(value, { orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
};

// includes already found loadable, by identity: the listing's cards pass the same AD_CARD_INCLUDE on
// every request, and comparing it deeply cost more than the rest of this check (includes are not
// changed once built: Pothos builds a new one per query)
const loadableIncludes = new WeakSet<object>();

/** Whether this statement can answer a findMany query of the listing (else Prisma does). */
export function isOneStatementPage(asked: object): asked is ListingPageQuery & { cursor?: unknown } {
  const query = asked as Record<string, unknown>;
  if (typeof query.take !== 'number' || query.take === 0) return false;
  if (query.skip !== undefined && typeof query.skip !== 'number') return false;
  if (Object.keys(query).some((key) => !['take', 'skip', 'cursor', 'include'].includes(key))) return false;
  if (query.include === undefined) return true;
  if (typeof query.include !== 'object' || query.include === null) return false;
  if (loadableIncludes.has(query.include)) return true;
  const loadable = Object.entries(query.include).every(
    ([relation, value]) => relation in LOADABLE && LOADABLE[relation as keyof ListingInclude](value),
  );
  if (loadable) loadableIncludes.add(query.include);
  return loadable;
}

// a TIMESTAMP(3) or DATE as milliseconds since the epoch in JSON: Prisma reads both as UTC, so does
// extract(epoch); a number becomes a Date far more cheaply than an ISO text is parsed
const millisText = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)`;
const millis = (column: string) => Prisma.raw(millisText(column));

/**
 * Each relation as the column it adds to a row and the join that reads it. The one-row relations
 * are joined once for the page (a subquery per row would scan the small tables once per card) and
 * come as JSON objects nested as Prisma nests them (null when the row has none); images, many to an
 * ad, as a JSON array. Each row reaches the driver as one JSON object (row_to_json): one value to
 * decode, not forty, already in Prisma's shape but for its dates (adOfRow).
 */
const RELATION_SQL: Record<
  keyof ListingInclude,
  (value: unknown, shape: ListingRowShape) => { columns: Prisma.Sql; join?: Prisma.Sql }
> = {
  user: () => ({
    columns: Prisma.sql`json_build_object('contact', pu.contact) AS "user"`,
    join: Prisma.sql`LEFT JOIN users pu ON pu.id = p.user_id`,
  }),
  category: (_value, shape) => ({
    columns: Prisma.sql`CASE WHEN pc.id IS NULL THEN NULL ELSE json_build_object('id', pc.id, 'name', pc.name, 'hindiName', pc.name_hi, 'slug', pc.slug${
      shape === 'card' ? Prisma.empty : Prisma.sql`, 'createdAt', ${millis('pc.created_at')}`
    }) END AS category`,
    join: Prisma.sql`LEFT JOIN categories pc ON pc.id = p.category_id`,
  }),
  location: (value, shape) => ({
    columns: Prisma.sql`CASE WHEN pl.id IS NULL THEN NULL ELSE json_build_object('id', pl.id, 'name', pl.name, 'hindiName', pl.name_hi, 'slug', pl.slug, 'stateId', pl.state_id${
      shape === 'card'
        ? Prisma.empty
        : Prisma.sql`, 'latitude', pl.latitude, 'longitude', pl.longitude, 'createdAt', ${millis('pl.created_at')}`
    }${
      value === true
        ? Prisma.empty
        : Prisma.sql`, 'state', CASE WHEN ps.id IS NULL THEN NULL ELSE json_build_object('id', ps.id, 'name', ps.name, 'hindiName', ps.name_hi${shape === 'card' ? Prisma.empty : Prisma.sql`, 'kind', ps.kind`}) END`
    }) END AS location`,
    join: Prisma.sql`LEFT JOIN locations pl ON pl.id = p.location_id${value === true ? Prisma.empty : Prisma.sql` LEFT JOIN states ps ON ps.id = pl.state_id`}`,
  }),
  images: (value, shape) => ({
    columns: Prisma.sql`(SELECT COALESCE(json_agg(json_build_object('id', i.id, 'path', i.path, 'width', i.width, 'height', i.height${
      shape === 'card'
        ? Prisma.empty
        : Prisma.sql`, 'adId', i.ad_id, 'position', i.position, 'fingerprint', i.fingerprint::text, 'createdAt', ${millis('i.created_at')}`
    }) ORDER BY ${value === true ? Prisma.sql`i.id` : Prisma.sql`i.position, i.id`}), '[]')
      FROM ad_images i WHERE i.ad_id = p.id) AS images`,
  }),
};

type Json = Record<string, unknown>;

// The statement runs with a generic plan (db/client.ts preparedQueryOf), which assumes a tenth of
// the table for a LIMIT parameter and would then sort where it should stop after a few index
// entries: its LIMITs are written into the text. The page reads the ids of a window of one of these
// sizes (the client's pages of 5 ask 6: one more tells whether a next page exists), then cuts the
// page from it with a parameter, so the texts stay few whatever `first` a caller sends.
const PAGE_WINDOWS = [6, 11, 21, 51, 101];

function limitLiteral(value: number): Prisma.Sql {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`a LIMIT must be a whole number: ${value}`);
  return Prisma.raw(String(value));
}

const windowFor = (size: number) => PAGE_WINDOWS.find((window) => window >= size) ?? size;

// the ad's own columns, as Prisma names its fields
const AD_FIELDS: Record<string, string> = {
  id: 'id',
  userId: 'user_id',
  name: 'name',
  description: 'description',
  contact: 'contact',
  startDate: 'start_date',
  endDate: 'end_date',
  creditsUsed: 'credits_used',
  categoryId: 'category_id',
  locationId: 'location_id',
  takenDownAt: 'taken_down_at',
  takedownReason: 'takedown_reason',
  hiddenAt: 'hidden_at',
  moderationQueuedAt: 'moderation_queued_at',
  reminderSentFor: 'reminder_sent_for',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  ownerActive: 'owner_active',
  age: 'age',
  heldAt: 'held_at',
  holdReasons: 'hold_reasons',
  adultDeclaredAt: 'adult_declared_at',
  ownerVerified: 'owner_verified',
  listedAt: 'listed_at',
};
// the columns Prisma reads as dates, sent as milliseconds (millis)
const AD_DATES = new Set([
  'startDate',
  'endDate',
  'takenDownAt',
  'hiddenAt',
  'moderationQueuedAt',
  'reminderSentFor',
  'createdAt',
  'updatedAt',
  'heldAt',
  'adultDeclaredAt',
  'listedAt',
]);
// what the card's fields read of the ad itself (the cursor reads listedAt and id)
const AD_CARD_FIELDS = new Set([
  'id',
  'name',
  'description',
  'contact',
  'startDate',
  'endDate',
  'createdAt',
  'age',
  'ownerVerified',
  'listedAt',
  'categoryId',
  'locationId',
]);
const adFieldNames = (shape: ListingRowShape) =>
  Object.keys(AD_FIELDS).filter((field) => shape === 'prisma' || AD_CARD_FIELDS.has(field));
const AD_FIELD_NAMES: Record<ListingRowShape, string[]> = {
  prisma: adFieldNames('prisma'),
  card: adFieldNames('card'),
};
const AD_COLUMNS: Record<ListingRowShape, Prisma.Sql> = {
  prisma: adColumns('prisma'),
  card: adColumns('card'),
};
function adColumns(shape: ListingRowShape): Prisma.Sql {
  return Prisma.raw(
    AD_FIELD_NAMES[shape]
      .map(
        (field) =>
          `${AD_DATES.has(field) ? millisText(`p.${AD_FIELDS[field]}`) : `p.${AD_FIELDS[field]}`} AS "${field}"`,
      )
      .join(', '),
  );
}
const utcDate = (value: unknown) => (value === null ? null : new Date(value as number));

/** The ad's own date fields of each shape, sent as milliseconds (millis). */
const dateNames = (shape: ListingRowShape) => AD_FIELD_NAMES[shape].filter((field) => AD_DATES.has(field));
const AD_DATE_NAMES: Record<ListingRowShape, string[]> = { prisma: dateNames('prisma'), card: dateNames('card') };

/**
 * A row of the statement (one JSON object, its relations nested) as Prisma answers an ad with these
 * relations, or its card's part: its dates made `Date`s in place (the busiest query's rows are not copied).
 */
function adOfRow(row: Json, shape: ListingRowShape): Json {
  for (const field of AD_DATE_NAMES[shape]) row[field] = utcDate(row[field]);
  if (shape === 'card') return row;
  const category = row.category as Json | null | undefined;
  if (category) category.createdAt = utcDate(category.createdAt);
  const location = row.location as Json | null | undefined;
  if (location) location.createdAt = utcDate(location.createdAt);
  if (row.images) {
    row.images = (row.images as Json[]).map((image) => ({
      ...image,
      createdAt: new Date(image.createdAt as number),
      fingerprint: image.fingerprint === null ? null : BigInt(image.fingerprint as string),
    }));
  }
  return row;
}

/**
 * The page `query` asks of the ads that `matches` (an SQL condition on `a`), below `seek` when a
 * cursor gives one, in the listing's order, and, when `countLimit` is given, how many ads match up
 * to one more than it. Ads come in Prisma's shape for `query.include`, or its card's part (`rows`).
 */
export async function oneStatementPage<Ad>(
  db: Db,
  query: ListingPageQuery,
  where: { matches: Prisma.Sql; seek: Prisma.Sql | null },
  countLimit: number | null,
  featured: FeaturedBlockQuery | null = null,
  rows: ListingRowShape = 'prisma',
): Promise<{ ads: Ad[]; counted: number | null; featured: Ad[] | null }> {
  const include = query.include ?? {};
  const forward = query.take > 0;
  const size = Math.abs(query.take);
  // with a cursor the seek excludes it, and Pothos's skip of 1 would skip it again
  const offset = where.seek === null ? (query.skip ?? 0) : 0;
  // the statement's values in the order its text takes them (checked against the text's own when it is built)
  const values = [
    ...(countLimit === null ? [] : where.matches.values),
    ...(featured === null ? [] : featuredValues(featured, where.matches)),
    ...where.matches.values,
    ...(where.seek?.values ?? []),
    offset,
    size,
  ];
  const statementKey = [
    rows,
    Object.keys(include).map(
      (relation) => `${relation}${include[relation as keyof ListingInclude] === true ? '' : '+'}`,
    ),
    where.matches.text,
    where.seek?.text ?? '',
    forward,
    windowFor(size),
    countLimit,
    featured === null ? '' : `featured${featured.categoryId === undefined ? '' : ' in a category'}`,
  ].join('\n');
  let text = statementTexts.get(statementKey);
  if (text === undefined) {
    text = statementText(include, rows, forward, size, offset, where, countLimit, values, featured);
    // shapes are few (the include, the filters present, the direction, the page's window, a cursor, a count); bounded all the same
    if (statementTexts.size >= 500) statementTexts.clear();
    statementTexts.set(statementKey, text);
  }
  // straight to the driver as a named statement, planned once per connection: its text depends only
  // on its shape; every other value is a parameter
  const prepared = preparedQueryOf(db);
  const found = prepared
    ? ((await prepared({ text: text.text, name: text.name, values })) as Json[])
    : await db.$queryRawUnsafe<Json[]>(text.text, ...values);
  const ads = found.filter((row) => row.ad !== null).map((row) => adOfRow(row.ad as Json, rows) as Ad);
  const block = featured === null ? null : (found.find((row) => row.featured != null)?.featured as Json[] | undefined);
  return {
    ads,
    counted: found[0]?.counted === undefined ? null : (found[0].counted as number | null),
    featured: featured === null ? null : (block ?? []).map((row) => adOfRow(row, rows) as Ad),
  };
}

/**
 * The featured block alone (issue 34), for a listing whose page Prisma reads (a selection beyond the
 * card): the same SQL as in the one statement.
 */
export async function featuredBlockAlone<Ad>(
  db: Db,
  include: ListingInclude,
  matches: Prisma.Sql,
  featured: FeaturedBlockQuery,
): Promise<Ad[]> {
  const { columns, joins } = relationsOf(include, 'prisma');
  const [row] = await db.$queryRaw<
    { featured: Json[] }[]
  >`SELECT ${featuredBlockSql('prisma', columns, joins, matches, featured)} AS featured`;
  return (row?.featured ?? []).map((ad) => adOfRow(ad, 'prisma') as Ad);
}

// ---- the featured block (issue 34, docs/decisions/0109-placements-and-featured-rotation.md) ----------

/** The featured block asked with a page of a city's listing (and of a category there). */
export interface FeaturedBlockQuery {
  /** India's date whose featured days are shown */
  day: string;
  locationId: number;
  categoryId?: number;
  /** the rotation's time slot of that day (featured-rotation.ts) */
  slot: number;
}

/** The block's size while the admin has saved no placement scheme (the column's default). */
const DEFAULT_BLOCK_SIZE = PLACEMENT_SCHEME_DEFAULTS.featuredBlockSize;

/** The values featuredBlockSql takes, in its text's order. */
function featuredValues(featured: FeaturedBlockQuery, matches: Prisma.Sql): unknown[] {
  return [
    featured.slot,
    featured.locationId,
    featured.day,
    ...(featured.categoryId === undefined ? [] : [featured.categoryId]),
    ...matches.values,
  ];
}

/**
 * The featured ads of the city (and category) on the day, as a JSON array of rows shaped as the
 * page's, at most the scheme's block size, taking turns: the ads featured that day are numbered by id
 * (0 to total - 1), and slot s shows the `size` ads from number (s * size) mod total on, wrapping.
 * Consecutive slots so walk the ring in steps of the block, and over a day's slots every ad is shown
 * the same number of slots, give or take one. Only ads the listing shows (`matches`: the public rule
 * and the visitor's filters) are featured; they stay in the ordinary listing too.
 */
function featuredBlockSql(
  rows: ListingRowShape,
  columns: Prisma.Sql[],
  joins: Prisma.Sql[],
  matches: Prisma.Sql,
  featured: FeaturedBlockQuery,
): Prisma.Sql {
  // each card's row alone is written as JSON (the lateral), its turn beside it only to order the block
  return Prisma.sql`(SELECT COALESCE(json_agg(row_to_json(f.card) ORDER BY f.turn), '[]'::json) FROM (
      SELECT card, turns.turn
      FROM (
        SELECT c.id, (c.n - (${featured.slot}::int * b.size) % c.total + c.total) % c.total AS turn, b.size
        FROM (
          SELECT fd.ad_id AS id, row_number() OVER (ORDER BY fd.ad_id) - 1 AS n, count(*) OVER () AS total
          FROM featured_days fd JOIN ads a ON a.id = fd.ad_id
          WHERE fd.location_id = ${featured.locationId} AND fd.day = ${featured.day}::date
            ${featured.categoryId === undefined ? Prisma.empty : Prisma.sql`AND fd.category_id = ${featured.categoryId}`}
            AND ${matches}
        ) AS c
        CROSS JOIN (
          SELECT COALESCE((SELECT s.featured_block_size FROM placement_schemes s WHERE s.id = 1), ${limitLiteral(DEFAULT_BLOCK_SIZE)}) AS size
        ) AS b
      ) AS turns
      JOIN ads p ON p.id = turns.id
      ${joins.length ? Prisma.join(joins, ' ') : Prisma.empty}
      CROSS JOIN LATERAL (
        SELECT ${AD_COLUMNS[rows]}${columns.length ? Prisma.sql`, ${Prisma.join(columns)}` : Prisma.empty}
      ) AS card
      WHERE turns.turn < turns.size
    ) AS f)`;
}

/** The include's relations as the columns they add and their joins. */
function relationsOf(include: ListingInclude, rows: ListingRowShape): { columns: Prisma.Sql[]; joins: Prisma.Sql[] } {
  const relations = Object.keys(include).map((relation) =>
    RELATION_SQL[relation as keyof ListingInclude](include[relation as keyof ListingInclude], rows),
  );
  return {
    columns: relations.map((relation) => relation.columns),
    joins: relations.flatMap((relation) => (relation.join ? [relation.join] : [])),
  };
}

/** The statement's text and name by its shape: built once, not on every request (issue 17). */
const statementTexts = new Map<string, { text: string; name: string }>();

function statementText(
  include: ListingInclude,
  rows: ListingRowShape,
  forward: boolean,
  size: number,
  offset: number,
  where: { matches: Prisma.Sql; seek: Prisma.Sql | null },
  countLimit: number | null,
  values: unknown[],
  featured: FeaturedBlockQuery | null,
): { text: string; name: string } {
  const direction = forward ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  const { columns, joins } = relationsOf(include, rows);
  const counted =
    countLimit === null
      ? Prisma.sql`NULL::int`
      : Prisma.sql`(SELECT count(*)::int FROM (SELECT 1 FROM ads a WHERE ${where.matches} ORDER BY a.listed_at DESC, a.id DESC LIMIT ${limitLiteral(countLimit + 1)}) AS listed)`;
  // the page's ids are cut first, from the listing's indexes alone (as the bounded count), then its
  // rows and relations read for those only; a backward page is read
  // upwards from the cursor and answered in the listing's order, as Prisma does
  // the featured block (a city's page) is read once, beside the count, and sent on the first row only
  const statement = Prisma.sql`
    SELECT listing.counted, ${
      featured === null
        ? Prisma.empty
        : Prisma.sql`CASE WHEN row_number() OVER (ORDER BY page."listedAt" DESC, page.id DESC) = 1 THEN listing.featured END AS featured, `
    }row_to_json(page) AS ad
    FROM (SELECT ${counted} AS counted${
      featured === null
        ? Prisma.empty
        : Prisma.sql`, ${featuredBlockSql(rows, columns, joins, where.matches, featured)} AS featured`
    }) AS listing
    LEFT JOIN LATERAL (
      SELECT ${AD_COLUMNS[rows]}
        ${columns.length ? Prisma.sql`, ${Prisma.join(columns)}` : Prisma.empty}
      FROM (
        SELECT w.id FROM (
          SELECT a.id, a.listed_at FROM ads a WHERE ${where.matches} ${where.seek ? Prisma.sql`AND ${where.seek}` : Prisma.empty}
          ORDER BY a.listed_at ${direction}, a.id ${direction} LIMIT ${limitLiteral(windowFor(size))} OFFSET ${offset}
        ) AS w
        ORDER BY w.listed_at ${direction}, w.id ${direction} LIMIT ${size}
      ) AS picked
      JOIN ads p ON p.id = picked.id
      ${joins.length ? Prisma.join(joins, ' ') : Prisma.empty}
    ) AS page ON true
    ORDER BY page."listedAt" DESC, page.id DESC`;
  // the values oneStatementPage passes must be the text's, in its order
  if (statement.values.length !== values.length || statement.values.some((value, index) => value !== values[index])) {
    throw new Error('oneStatementPage: the listing statement takes its values in another order than it passes them');
  }
  return { text: statement.text, name: statementName(statement.text) };
}
