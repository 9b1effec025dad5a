// An ad's page (issue 33): the running ads shown with it (Query.adNeighbours), by the ad's standing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { createTestApp } from '../../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const ids = { riya: 0, meera: 0, tara: 0, otherCategory: 0, ended: 0, hidden: 0, future: 0, goa: 0 };

const NEIGHBOURS = /* GraphQL */ `
  query ($id: ID!, $citySlug: String, $first: Int) {
    adNeighbours(id: $id, citySlug: $citySlug, first: $first) {
      ended
      city {
        name
        slug
      }
      category {
        name
        slug
      }
      ads {
        name
      }
    }
  }
`;

const globalId = (id: number) => Buffer.from(`Ad:${id}`).toString('base64');

async function neighbours(id: number, citySlug: string | null = null, first?: number) {
  const answer = await t.graphql(NEIGHBOURS, { id: globalId(id), citySlug, first });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.adNeighbours as {
    ended: boolean;
    city: { name: string; slug: string };
    category: { name: string; slug: string } | null;
    ads: { name: string }[];
  } | null;
}

beforeAll(async () => {
  t = await createTestApp();
  const today = todayInIndia();
  const mumbai = await t.adMaker({ state: 'Maharashtra', city: 'Mumbai', category: 'Independent' });
  ids.riya = await mumbai({ name: 'Riya', startDate: dateOnly(addDays(today, -3)) });
  ids.meera = await mumbai({ name: 'Meera', startDate: dateOnly(addDays(today, -2)) });
  ids.tara = await mumbai({ name: 'Tara', startDate: dateOnly(addDays(today, -1)) });
  const elite = await t.database.prisma.category.create({ data: { name: 'Elite' } });
  ids.otherCategory = await mumbai({ name: 'Asha', categoryId: elite.id });
  ids.ended = await mumbai({
    name: 'Zara',
    startDate: dateOnly(addDays(today, -9)),
    endDate: dateOnly(addDays(today, -1)),
  });
  ids.hidden = await mumbai({ name: 'Hema', hiddenAt: new Date() });
  ids.future = await mumbai({
    name: 'Fiza',
    startDate: dateOnly(addDays(today, 2)),
    endDate: dateOnly(addDays(today, 4)),
  });
  const goa = await t.adMaker({ state: 'Goa', city: 'Panaji', category: 'Massage' });
  ids.goa = await goa({ name: 'Gia' });
});
afterAll(() => t.close());

describe("the ads shown with an ad's page", () => {
  it('are the others of its city and category while it runs, newest first, never itself', async () => {
    expect(await neighbours(ids.riya)).toEqual({
      ended: false,
      city: { name: 'Mumbai', slug: 'mumbai' },
      category: { name: 'Independent', slug: 'independent' },
      ads: [{ name: 'Tara' }, { name: 'Meera' }],
    });
    expect((await neighbours(ids.riya, null, 1))!.ads).toEqual([{ name: 'Tara' }]);
    // a large `first` is answered (bounded to 12, not refused), a negative one gives none
    expect((await neighbours(ids.riya, null, 1000))!.ads).toHaveLength(2);
    expect((await neighbours(ids.riya, null, -5))!.ads).toEqual([]);
  });

  it("are the city's current ads once it has ended, and say nothing of it", async () => {
    const gone = await neighbours(ids.ended);
    expect(gone).toMatchObject({ ended: true, city: { slug: 'mumbai' }, category: null });
    expect(gone!.ads.map((ad) => ad.name).sort()).toEqual(['Asha', 'Meera', 'Riya', 'Tara']);
  });

  it('are the city of the address for an ad deleted with its account, and nothing for a number never given', async () => {
    const deleted = await t.database.prisma.ad.create({
      data: {
        userId: (await t.createUser()).id,
        name: 'Gone',
        description: 'x',
        startDate: dateOnly(todayInIndia()),
        endDate: dateOnly(todayInIndia()),
        creditsUsed: 1,
        categoryId: (await t.database.prisma.category.findFirstOrThrow()).id,
        locationId: (await t.database.prisma.location.findFirstOrThrow({ where: { name: 'Mumbai' } })).id,
      },
    });
    await t.database.prisma.ad.delete({ where: { id: deleted.id } });
    // a later ad exists: the number was given once
    await t.adMaker({ state: 'Kerala', city: 'Kochi', category: 'Travel' }).then((make) => make({ name: 'Later' }));
    expect(await neighbours(deleted.id, 'mumbai')).toMatchObject({ ended: true, city: { slug: 'mumbai' } });
    // an old address names no city: nothing
    expect(await neighbours(deleted.id, null)).toBeNull();
    expect(await neighbours(99_999_999, 'mumbai')).toBeNull();
  });

  it('are nothing for an ad visitors may not see (hidden, held, not started)', async () => {
    expect(await neighbours(ids.hidden, 'mumbai')).toBeNull();
    expect(await neighbours(ids.future, 'mumbai')).toBeNull();
  });
});
