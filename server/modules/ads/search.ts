// The visitors' keyword search (issues 18 and 33): the public listing's ads (the same rule, city and
// category) whose name, services or description hold the words asked, most relevant first.
// PostgreSQL full-text search on ads.search_vector (kept by triggers, GIN-indexed: migrations
// 20261125160904_ad_search and 20261127163000_search_stems): each word as written, its English or
// Hindi stem (plurals and singulars find each other), the last word typed also as a prefix, and a Hindi
// word's common Latin spellings (./latin-spellings.ts: खूबसूरत finds "khubsurat").
// The words are read here (searchTerms) and each is a bound parameter of the SQL function
// ad_search_term, so any text a visitor types is a query and never an error. Ranking and bounds:
// docs/decisions/0057-search-engine-and-ranking.md, matching: docs/decisions/0106-search-matching.md.
import { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { ValidationError } from '../../lib/errors.ts';
import { LISTING_COUNT_LIMIT, listingSql, listingWhere, type ListingCount, type ListingFilter } from './service.ts';
import { latinSpellings } from './latin-spellings.ts';

export const SEARCH_LIMITS = {
  /** characters of a search kept: a longer one is cut at the last word that fits, never refused */
  textMax: 100,
  /** words (a "quoted phrase" is one) of a search kept, the first ones: more are left out, never refused */
  termsMax: 10,
  /** characters a last word needs to be read as a prefix too ("mas" finds "massage", "m" does not find every m) */
  prefixMin: 3,
  /**
   * the newest matches ranked, as many as the listing counts (LISTING_COUNT_LIMIT) and one more to
   * tell "more": ranking reads every candidate, so their number is bounded whatever the catalogue
   */
  candidates: LISTING_COUNT_LIMIT,
};

export const SEARCH_MESSAGES = {
  cursor: 'This cursor does not come from this search: start again from the first page.',
} as const;

// control characters (NUL cannot even reach PostgreSQL's text) and lone surrogates become spaces
const UNREADABLE = /[\p{Cc}\p{Cs}]/gu;

/**
 * The words a visitor's search holds: control characters as spaces, spaces collapsed, cut to
 * SEARCH_LIMITS.textMax characters at a word boundary (within a word when one word is longer).
 * '' when nothing is left or no letter or digit is in it (punctuation alone matches nothing).
 */
export function searchText(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  let text = raw.normalize('NFC').replace(UNREADABLE, ' ').replace(/\s+/gu, ' ').trim();
  const characters = Array.from(text);
  if (characters.length > SEARCH_LIMITS.textMax) {
    const cut = characters.slice(0, SEARCH_LIMITS.textMax + 1);
    const lastSpace = cut.lastIndexOf(' ');
    text = (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, SEARCH_LIMITS.textMax)).join('').trim();
  }
  return /[\p{L}\p{N}]/u.test(text) ? text : '';
}

/** One word of a search (`prefix`: also any longer word it begins), a "quoted phrase" as written, or a -word left out. */
export type SearchTerm =
  { kind: 'word'; text: string; prefix: boolean } | { kind: 'phrase'; text: string } | { kind: 'not'; text: string };

/** A search read as search engines do: every group must match, any one term of a group ("a or b"). */
export type SearchTerms = SearchTerm[][];

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * The terms of a visitor's search (see searchText): words, "quoted phrases" (an unclosed quote runs
 * to the end), -word to leave ads out, `or` between two terms for either; the first
 * SEARCH_LIMITS.termsMax terms, each holding a letter or a digit (punctuation alone is no term).
 * The last word typed is also a prefix when it has SEARCH_LIMITS.prefixMin characters.
 */
export function searchTerms(raw: unknown): SearchTerms {
  const text = searchText(raw);
  const groups: SearchTerms = [];
  let either = false;
  let count = 0;
  const tokens = Array.from(text.matchAll(/"([^"]*)"?|(\S+)/gu));
  for (const [index, token] of tokens.entries()) {
    if (count >= SEARCH_LIMITS.termsMax) break;
    const [, quoted, bare] = token;
    let term: SearchTerm | null = null;
    if (quoted !== undefined) {
      const phrase = quoted.trim();
      if (WORD_CHARACTER.test(phrase)) term = { kind: 'phrase', text: phrase };
    } else if (bare !== undefined) {
      // `or` between two terms joins them; at the start or the end it is a word
      if (bare.toLowerCase() === 'or' && groups.length > 0 && !either && index < tokens.length - 1) {
        either = true;
        continue;
      }
      if (bare.startsWith('-') && WORD_CHARACTER.test(bare)) term = { kind: 'not', text: bare.slice(1) };
      else if (WORD_CHARACTER.test(bare)) term = { kind: 'word', text: bare, prefix: false };
    }
    if (!term) continue;
    count += 1;
    if (either) groups.at(-1)!.push(term);
    else groups.push([term]);
    either = false;
  }
  const last = groups.at(-1)?.at(-1);
  if (
    last?.kind === 'word' &&
    Array.from(last.text.replace(/[^\p{L}\p{M}\p{N}]/gu, '')).length >= SEARCH_LIMITS.prefixMin
  )
    last.prefix = true;
  return groups.map(withLatinSpellings);
}

/**
 * A group with each Hindi word's common Latin spellings beside it, as either (issue 35): खूबसूरत also finds
 * an ad that wrote "khubsurat" or "khoobsurat". A Latin spelling is a prefix, as its word is, when it is long
 * enough to be one. At most MAX_SPELLINGS more terms a word: a search stays within 3 × termsMax terms.
 */
function withLatinSpellings(group: SearchTerm[]): SearchTerm[] {
  return group.flatMap((term) => {
    if (term.kind !== 'word') return [term];
    const spellings = latinSpellings(term.text).map((spelling): SearchTerm => ({
      kind: 'word',
      text: spelling,
      prefix: term.prefix && spelling.length >= SEARCH_LIMITS.prefixMin,
    }));
    return [term, ...spellings];
  });
}

/** Where an ad stands in a search's order: its rank, then the listing's keys (its listed_at as PostgreSQL writes it in JSON). */
export interface SearchPosition {
  rank: number;
  listedAt: string;
  id: number;
}

// a timestamp as json_build_object writes one (milliseconds at most, no zone: UTC)
const LISTED_AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?$/;

const CURSOR_PREFIX = 'AdSearch:';

export function searchCursor(position: SearchPosition): string {
  return Buffer.from(CURSOR_PREFIX + JSON.stringify([position.rank, position.listedAt, position.id])).toString(
    'base64',
  );
}

/** The position a cursor of searchCursor holds; anything else is refused with a clear message. */
export function parseSearchCursor(cursor: string, field: string): SearchPosition {
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  if (text.startsWith(CURSOR_PREFIX)) {
    try {
      const [rank, listedAt, id] = JSON.parse(text.slice(CURSOR_PREFIX.length)) as unknown[];
      if (
        typeof rank === 'number' &&
        Number.isFinite(rank) &&
        typeof listedAt === 'string' &&
        LISTED_AT_PATTERN.test(listedAt) &&
        Number.isSafeInteger(id) &&
        (id as number) > 0
      ) {
        return { rank, listedAt, id: id as number };
      }
    } catch {
      // refused below
    }
  }
  throw new ValidationError(SEARCH_MESSAGES.cursor, field);
}

/** Which page of a search: `take` ads after (or, `backward`, before) a position, or `skip` ads in. */
export interface SearchPageArgs {
  take: number;
  skip?: number;
  after?: SearchPosition;
  before?: SearchPosition;
  /** the page is read upwards from `before` (Relay's `last`), nearest to it first */
  backward?: boolean;
}

export interface SearchPage<Ad> {
  /** in the search's order, or nearest the cursor first when `backward` */
  ads: { ad: Ad; position: SearchPosition }[];
  /** null when not asked */
  count: ListingCount | null;
}

type AdQuery = Omit<Prisma.AdFindManyArgs, 'where' | 'orderBy' | 'cursor' | 'take' | 'skip'>;

/**
 * The tsquery of a search's terms, built in SQL from bound parameters (never from the visitor's text):
 * a word is ad_search_term (as written, or its stem; the prefix mark added by the database to its
 * own lexeme), a phrase its words in order as written, -word neither; groups are all needed. The
 * matches are looked up with a prefix's frequent words (ad_search_prefix), ranked without them.
 */
function tsquerySql(groups: SearchTerms, use: 'match' | 'rank'): Prisma.Sql {
  const term = (one: SearchTerm) =>
    one.kind === 'phrase'
      ? Prisma.sql`phraseto_tsquery('simple'::regconfig, ad_search_fold(${one.text}::text))`
      : one.kind === 'not'
        ? Prisma.sql`(!! ad_search_term(${one.text}::text, false))`
        : !one.prefix
          ? Prisma.sql`ad_search_term(${one.text}::text, false)`
          : use === 'match'
            ? // the prefix with the frequent words it begins: the same matches, the planner's estimate right
              Prisma.sql`ad_search_prefix(${one.text}::text)`
            : Prisma.sql`ad_search_term(${one.text}::text, true)`;
  return Prisma.sql`(${Prisma.join(
    groups.map((group) => Prisma.sql`(${Prisma.join(group.map(term), ' || ')})`),
    ' && ',
  )})`;
}

/**
 * A page of the public ads that match the search `rawText` (see searchTerms), with `filter`'s city and category:
 * among the SEARCH_LIMITS.candidates newest matches (in the listing's order), the most relevant
 * first (ts_rank with the name above the services above the description), then the listing's
 * order. Three statements: the search's queries, the page's positions with the bounded count, then the ads, loaded as
 * `adQuery` asks, with the public rule checked again (an ad taken down between them is left out).
 */
export async function searchPublicAds<Query extends AdQuery>(
  ctx: Pick<RequestContext, 'db'>,
  filter: ListingFilter,
  rawText: unknown,
  page: SearchPageArgs,
  adQuery: Query,
  options: { count: boolean } = { count: true },
): Promise<SearchPage<Awaited<ReturnType<typeof ctx.db.ad.findMany<Query>>>[number]>> {
  const terms = searchTerms(rawText);
  if (terms.length === 0 || page.take <= 0)
    return { ads: [], count: options.count ? { count: 0, isLowerBound: false } : null };
  const forward = !page.backward;
  const cursor = page.after ?? page.before;
  const seek = cursor
    ? Prisma.sql`WHERE (r.rank, r.listed_at, r.id) ${Prisma.raw(page.after ? '<' : '>')} (${cursor.rank}::float8, ${cursor.listedAt}::timestamp, ${cursor.id}::int)`
    : Prisma.empty;
  const order = forward
    ? Prisma.sql`r.rank DESC, r.listed_at DESC, r.id DESC`
    : Prisma.sql`r.rank ASC, r.listed_at ASC, r.id ASC`;
  // The search's queries as PostgreSQL writes them, computed once: the page's statement takes them as
  // parameters. Inside it, a prepared statement's generic plan (PostgreSQL's choice after five
  // executions) would compute the SQL functions again for every candidate (decision 0106).
  const [queries] = await ctx.db.$queryRaw<{ match: string; rank: string }[]>`
    SELECT (${tsquerySql(terms, 'match')})::text AS match, (${tsquerySql(terms, 'rank')})::text AS rank`;
  // no lexeme at all (a word PostgreSQL reads as none): no ads
  if (!queries || queries.match === '')
    return { ads: [], count: options.count ? { count: 0, isLowerBound: false } : null };
  const [found] = await ctx.db.$queryRaw<{ counted: number; page: { id: number; rank: number; listedAt: string }[] }[]>`
    WITH candidates AS (
      SELECT a.id, a.listed_at, a.search_vector FROM ads a
      WHERE ${listingSql(filter)} AND a.search_vector @@ ${queries.match}::tsquery
      ORDER BY a.listed_at DESC, a.id DESC
      LIMIT ${SEARCH_LIMITS.candidates + 1}
    ), ranked AS (
      SELECT c.id, c.listed_at, ts_rank(c.search_vector, ${queries.rank}::tsquery)::float8 AS rank FROM candidates c
    )
    SELECT ${options.count ? Prisma.sql`(SELECT count(*)::int FROM ranked)` : Prisma.sql`NULL::int`} AS counted,
      COALESCE((
        SELECT json_agg(json_build_object('id', p.id, 'rank', p.rank, 'listedAt', p.listed_at) ORDER BY p.n)
        FROM (SELECT r.id, r.rank, r.listed_at, row_number() OVER (ORDER BY ${order}) AS n FROM ranked r ${seek} ORDER BY ${order} LIMIT ${page.take} OFFSET ${page.skip ?? 0}) AS p
      ), '[]'::json) AS page`;
  const positions = found!.page.map((row) => ({
    rank: Number(row.rank),
    listedAt: String(row.listedAt),
    id: Number(row.id),
  }));
  const count = found!.counted === null ? null : boundedCount(found!.counted, SEARCH_LIMITS.candidates);
  if (positions.length === 0) return { ads: [], count };
  // the id matches rows to positions: a `select` gets it too
  const asked =
    'select' in adQuery && adQuery.select ? { ...adQuery, select: { ...adQuery.select, id: true } } : adQuery;
  const loaded = await ctx.db.ad.findMany({
    ...asked,
    where: { AND: [listingWhere(filter), { id: { in: positions.map((position) => position.id) } }] },
  } as unknown as Query & Prisma.AdFindManyArgs);
  const byId = new Map(loaded.map((ad) => [(ad as { id: number }).id, ad]));
  return {
    ads: positions.flatMap((position) => {
      const ad = byId.get(position.id);
      return ad ? [{ ad: ad as Awaited<ReturnType<typeof ctx.db.ad.findMany<Query>>>[number], position }] : [];
    }),
    count,
  };
}

function boundedCount(counted: number, limit: number): ListingCount {
  return counted > limit ? { count: limit, isLowerBound: true } : { count: counted, isLowerBound: false };
}
