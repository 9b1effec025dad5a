// The database itself protects the data, whatever the application does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { Database } from './client.ts';

let database: Database;
let stateId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  stateId = (await database.prisma.state.create({ data: { name: 'Goa' } })).id;
});
afterAll(() => database.close());

function user(email: string, credits = 0) {
  return database.prisma.user.create({
    data: { name: 'A', email, contact: '9876543210', passwordHash: 'x', credits },
  });
}

describe('database constraints', () => {
  it('refuses a negative credit balance', async () => {
    const created = await user('neg@example.com', 3);
    await expect(
      database.prisma.user.update({ where: { id: created.id }, data: { credits: { decrement: 4 } } }),
    ).rejects.toThrow(/users_credits_non_negative/);
    const after = await database.prisma.user.findUniqueOrThrow({ where: { id: created.id } });
    expect(after.credits).toBe(3);
  });

  it('refuses a second account with the same e-mail, and an e-mail not in lower case', async () => {
    await user('same@example.com');
    await expect(user('same@example.com')).rejects.toMatchObject({ code: 'P2002' });
    await expect(user('Upper@Example.com')).rejects.toThrow(/users_email_lower_case/);
  });

  it('keeps category names unique regardless of letter case', async () => {
    await database.prisma.category.create({ data: { name: 'Independent' } });
    await expect(database.prisma.category.create({ data: { name: 'INDEPENDENT' } })).rejects.toThrow(
      /categories_name_ci_key|P2002|Unique constraint/,
    );
    expect(await database.prisma.category.count()).toBe(1);
  });

  it('keeps city names unique within a state, but not across states', async () => {
    const other = await database.prisma.state.create({ data: { name: 'Kerala' } });
    await database.prisma.location.create({ data: { name: 'Panaji', stateId } });
    await expect(database.prisma.location.create({ data: { name: 'panaji', stateId } })).rejects.toThrow(
      /locations_state_id_name_ci_key|Unique constraint/,
    );
    await expect(
      database.prisma.location.create({ data: { name: 'Panaji', stateId: other.id } }),
    ).resolves.toBeTruthy();
  });

  it('allows only one credit scheme, with id 1', async () => {
    await expect(
      database.prisma.creditScheme.create({ data: { id: 2, creditRate: 1, timePerCredit: 1 } }),
    ).rejects.toThrow(/credit_schemes_single_record/);
  });

  it('refuses to delete a city that still has ads, and an ad whose end precedes its start', async () => {
    const owner = await user('owner@example.com');
    const category = await database.prisma.category.create({ data: { name: 'Elite' } });
    const city = await database.prisma.location.create({ data: { name: 'Margao', stateId } });
    const ad = {
      userId: owner.id,
      name: 'Demo listing',
      description: 'd',
      creditsUsed: 1,
      categoryId: category.id,
      locationId: city.id,
    };
    await database.prisma.ad.create({
      data: { ...ad, startDate: new Date('2026-01-01'), endDate: new Date('2026-01-03') },
    });
    await expect(database.prisma.location.delete({ where: { id: city.id } })).rejects.toThrow(/foreign key/i);
    expect(await database.prisma.location.count({ where: { id: city.id } })).toBe(1);
    await expect(
      database.prisma.ad.create({
        data: { ...ad, startDate: new Date('2026-01-05'), endDate: new Date('2026-01-04') },
      }),
    ).rejects.toThrow(/ads_dates_ordered/);
  });
});
