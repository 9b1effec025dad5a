// Slugs of cities and categories: the pure rules, and the same rules in SQL (the migration's
// trigger and backfill) giving the same answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { Database } from '../db/client.ts';
import { endsInNumber } from '../../common/slugs.ts';
import { assignSlugs, isSlugShaped, pickSlug, SLUG_MAX, slugCandidates, slugify } from './slugs.ts';

describe('slugify', () => {
  it('makes lowercase ASCII words joined by -, dropping diacritics and symbols', () => {
    expect(slugify('New Delhi')).toBe('new-delhi');
    expect(slugify('  Port   Blair ')).toBe('port-blair');
    expect(slugify('Pondichéry')).toBe('pondichery');
    expect(slugify('Aurangābād')).toBe('aurangabad');
    expect(slugify('Travel & Dinner -- Companion!')).toBe('travel-dinner-companion');
    expect(slugify('ﬁne ①')).toBe('fine-1'); // NFKD compatibility forms
    expect(slugify('मुंबई')).toBe('');
    expect(slugify('!!!')).toBe('');
  });

  it('keeps at most SLUG_MAX characters and never ends with -', () => {
    const long = slugify(`${'a'.repeat(79)} b c`);
    expect(long).toBe('a'.repeat(79));
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slugify('word '.repeat(40))).not.toMatch(/-$/);
  });
});

describe('slug candidates', () => {
  it('tries a city by name, then with its state, then with its id', () => {
    expect(slugCandidates({ kind: 'location', id: 7, name: 'Aurangabad', stateName: 'Bihar' })).toEqual([
      'aurangabad',
      'aurangabad-bihar',
      'aurangabad-bihar-7',
    ]);
    expect(slugCandidates({ kind: 'category', id: 3, name: 'Dinner Date' })).toEqual(['dinner-date', 'dinner-date3']);
  });

  it('names an empty name by kind and id, and never gives a city an all-digit slug', () => {
    expect(slugCandidates({ kind: 'location', id: 12, name: '???', stateName: 'Goa' })).toEqual(['city-12']);
    expect(slugCandidates({ kind: 'category', id: 4, name: '★' })).toEqual(['category4']);
    expect(slugCandidates({ kind: 'location', id: 9, name: '2024', stateName: 'Goa' })[0]).toBe('city-2024');
  });

  it("never ends a category's slug in a number: that shape is an ad's address (issue 33)", () => {
    expect(slugCandidates({ kind: 'category', id: 5, name: 'VIP 24' })).toEqual(['vip24', 'vip245']);
    expect(slugCandidates({ kind: 'category', id: 6, name: '24/7' })).toEqual(['category247', 'category2476']);
    const taken = new Set(['elite', 'elite9']);
    expect(pickSlug(slugCandidates({ kind: 'category', id: 9, name: 'Elite' }), (s) => taken.has(s), 'category')).toBe(
      'elite92',
    );
    for (const name of ['VIP 24', '24/7', '2024', 'Elite 3 4', '★', `${'x'.repeat(90)} 12`, 'Dinner Date']) {
      for (const slug of slugCandidates({ kind: 'category', id: 12, name })) {
        expect(isSlugShaped(slug), slug).toBe(true);
        expect(endsInNumber(slug), slug).toBe(false);
      }
    }
  });

  it('keeps the distinguishing suffix whole when the name is long', () => {
    const [, withState, withId] = slugCandidates({
      kind: 'location',
      id: 123,
      name: 'x'.repeat(100),
      stateName: 'Bihar',
    });
    expect(withState).toBe(`${'x'.repeat(80 - '-bihar'.length)}-bihar`);
    expect(withId).toMatch(/-bihar-123$/);
    expect(withId!.length).toBe(SLUG_MAX);
  });

  it('picks the first free one, and numbers the last one when all are taken', () => {
    const candidates = ['goa', 'goa-7'];
    expect(pickSlug(candidates, (slug) => slug === 'goa')).toBe('goa-7');
    expect(pickSlug(candidates, (slug) => ['goa', 'goa-7', 'goa-7-2'].includes(slug))).toBe('goa-7-3');
  });

  it('gives places inserted together distinct slugs, in order', () => {
    const taken = new Set(['delhi']);
    const slugs = assignSlugs(
      [
        { kind: 'location', id: 1, name: 'Aurangabad', stateName: 'Maharashtra' },
        { kind: 'location', id: 2, name: 'Aurangabad', stateName: 'Bihar' },
        { kind: 'location', id: 3, name: 'Delhi', stateName: 'Delhi' },
      ],
      taken,
    );
    expect(slugs).toEqual(['aurangabad', 'aurangabad-bihar', 'delhi-delhi']);
    expect(taken.has('aurangabad-bihar')).toBe(true);
  });
});

describe('isSlugShaped', () => {
  it('accepts only what a slug can be', () => {
    expect(isSlugShaped('new-delhi')).toBe(true);
    for (const bad of ['', 'New-Delhi', 'a--b', '-a', 'a-', 'a b', 'a/b', '%2e%2e', 'x'.repeat(SLUG_MAX + 1)]) {
      expect(isSlugShaped(bad), bad).toBe(false);
    }
  });
});

describe('the same rules in SQL (migration trigger)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('gives the slugs the JavaScript rules give', async () => {
    const names = [
      'New Delhi',
      'Pondichéry',
      'ﬁne ①',
      'मुंबई',
      '2024',
      `${'y'.repeat(90)} z`,
      ' -- Goa -- ',
      'Aurangabad',
      'VIP 24',
      '24/7',
      'Elite 3 4',
    ];
    for (const name of names) {
      const sql = await database.prisma.$queryRaw<{ slug: string }[]>`SELECT "slug_slugify"(${name}) AS slug`;
      expect(sql[0]!.slug, name).toBe(slugify(name));
      const candidates = await database.prisma.$queryRaw<
        { c: string[] }[]
      >`SELECT "slug_candidates"('location', 41, ${name}, 'Bihar') AS c`;
      expect(candidates[0]!.c, name).toEqual(slugCandidates({ kind: 'location', id: 41, name, stateName: 'Bihar' }));
      const category = await database.prisma.$queryRaw<
        { c: string[] }[]
      >`SELECT "slug_candidates"('category', 41, ${name}, NULL) AS c`;
      expect(category[0]!.c, name).toEqual(slugCandidates({ kind: 'category', id: 41, name }));
    }
  });

  it('fills the slug of a row inserted without one, told apart from a namesake', async () => {
    const db = database.prisma;
    const maharashtra = await db.state.create({ data: { name: 'Maharashtra' } });
    const bihar = await db.state.create({ data: { name: 'Bihar' } });
    const first = await db.location.create({ data: { name: 'Aurangabad', stateId: maharashtra.id } });
    const second = await db.location.create({ data: { name: 'Aurangabad', stateId: bihar.id } });
    expect([first.slug, second.slug]).toEqual(['aurangabad', 'aurangabad-bihar']);
    const both = await db.category.createManyAndReturn({
      data: [{ name: 'Café' }, { name: 'Cafe!' }],
      select: { id: true, slug: true },
    });
    expect(both.map((row) => row.slug).sort()).toEqual(
      ['cafe', `cafe${Math.max(...both.map((row) => row.id))}`].sort(),
    );
  });
});
