// Readable address parts (slugs) of cities and categories: `/call-girls/{city}/{category}`.
// The same rules are written in SQL in the migration that backfilled the existing rows
// (prisma/migrations/*_listing_slugs); change both together. docs/decisions/0048-readable-addresses-and-slugs.md.

import { isSlugShaped, SLUG_MAX } from '../../common/slugs.ts';

export { isSlugShaped, SLUG_MAX };

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
 * A name as a slug: diacritics dropped (NFKD, combining marks U+0300-U+036F removed), anything
 * not a letter or digit becomes '-', runs collapsed, ends trimmed, lower-cased, at most SLUG_MAX.
 * May be empty (a name of only symbols or of another script).
 */
export function slugify(text: string): string {
  const ascii = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const words = ascii
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return clip(words, SLUG_MAX);
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
 * `category-{id}`; an all-digit name is prefixed with the kind's word.
 */
export function slugCandidates(subject: SlugSubject): string[] {
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
export function pickSlug(candidates: readonly string[], isTaken: (slug: string) => boolean): string {
  for (const candidate of candidates) if (!isTaken(candidate)) return candidate;
  const last = candidates[candidates.length - 1] as string;
  for (let n = 2; ; n += 1) {
    const candidate = joinSlug(last, String(n));
    if (!isTaken(candidate)) return candidate;
  }
}

/**
 * Slugs for new places inserted together (the seed), in order: each takes the first candidate
 * not in `taken` nor given to an earlier one. `taken` gains the slugs given.
 */
export function assignSlugs(subjects: readonly SlugSubject[], taken: Set<string>): string[] {
  return subjects.map((subject) => {
    const slug = pickSlug(slugCandidates(subject), (candidate) => taken.has(candidate));
    taken.add(slug);
    return slug;
  });
}
