// Readable address parts (slugs) of cities and categories: `/call-girls/{city}/{category}`.
// The same rules are written in SQL in the migration that backfilled the existing rows
// (prisma/migrations/*_listing_slugs); change both together. docs/decisions/0048-readable-addresses-and-slugs.md.

import { endsInNumber, isSlugShaped, slugify, SLUG_MAX } from '../../common/slugs.ts';

export { isSlugShaped, slugify, SLUG_MAX };

export type SlugKind = 'location' | 'category';

/** The word that makes an empty or all-digit name readable (`city-12`): ad pages own `/call-girls/{digits}`. */
const KIND_WORD: Record<SlugKind, string> = { location: 'city', category: 'category' };

/** Cuts a slug to `max` characters without leaving a trailing '-'. */
function clip(slug: string, max: number): string {
  return slug.slice(0, max).replace(/-+$/, '');
}

/** `head-suffix` within SLUG_MAX, the suffix kept whole (it is what makes the slug unique). */
function joinSlug(head: string, suffix: string): string {
  const kept = clip(head, SLUG_MAX - suffix.length - 1);
  return kept === '' ? clip(suffix, SLUG_MAX) : `${kept}-${suffix}`;
}

/**
 * A category's slug never ends in a number (issue 33): `/call-girls/{city}/{name}-{id}` is an ad's
 * address, told from a city and category's by that shape alone (common/routes.ts). Trailing numbers
 * are joined to the word before them (`vip-24` -> `vip24`, `elite-12-2` -> `elite122`); a name of
 * numbers only is named by the kind's word first (`24-7` -> `category247`).
 */
function categoryShaped(slug: string): string {
  let shaped = /^[0-9-]+$/.test(slug) ? joinSlug(KIND_WORD.category, slug) : slug;
  while (endsInNumber(shaped)) shaped = shaped.replace(/-([0-9]+)$/, '$1');
  return shaped;
}

export interface SlugSubject {
  kind: SlugKind;
  /** the row's id (known before the insert: the caller reserves it) */
  id: number;
  name: string;
  /** a city's state: the second city of a name is told apart by it */
  stateName?: string;
}

/**
 * The slugs a place may take, best first: its name; for a city, its name and state
 * (`aurangabad-bihar`); then with its id appended. An empty name gives `city-{id}` /
 * `category{id}`; an all-digit name is prefixed with the kind's word. A category's never ends in a
 * number (categoryShaped).
 */
export function slugCandidates(subject: SlugSubject): string[] {
  if (subject.kind === 'category') return placeCandidates(subject).map(categoryShaped);
  return placeCandidates(subject);
}

function placeCandidates(subject: SlugSubject): string[] {
  const word = KIND_WORD[subject.kind];
  let base = slugify(subject.name);
  if (base === '') return [`${word}-${subject.id}`];
  if (/^[0-9]+$/.test(base)) base = joinSlug(word, base);
  const state = subject.kind === 'location' && subject.stateName !== undefined ? slugify(subject.stateName) : '';
  if (state === '') return [base, joinSlug(base, String(subject.id))];
  return [base, joinSlug(base, state), joinSlug(base, `${state}-${subject.id}`)];
}

/**
 * The first candidate not taken; when all are, the last one with `-2`, `-3`... appended (so a
 * slug is always found, however unlikely that is).
 */
export function pickSlug(
  candidates: readonly string[],
  isTaken: (slug: string) => boolean,
  kind: SlugKind = 'location',
): string {
  for (const candidate of candidates) if (!isTaken(candidate)) return candidate;
  const last = candidates[candidates.length - 1] as string;
  for (let n = 2; ; n += 1) {
    const numbered = joinSlug(last, String(n));
    const candidate = kind === 'category' ? categoryShaped(numbered) : numbered;
    if (!isTaken(candidate)) return candidate;
  }
}

/**
 * Slugs for new places inserted together (the seed), in order: each takes the first candidate
 * not in `taken` nor given to an earlier one. `taken` gains the slugs given.
 */
export function assignSlugs(subjects: readonly SlugSubject[], taken: Set<string>): string[] {
  return subjects.map((subject) => {
    const slug = pickSlug(slugCandidates(subject), (candidate) => taken.has(candidate), subject.kind);
    taken.add(slug);
    return slug;
  });
}
