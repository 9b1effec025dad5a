import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase, onRealPostgres } from '../../test/database.ts';
import { changeBalance, InsufficientCreditsError } from './ledger.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function newUser() {
  return database.prisma.user.create({
    data: {
      name: 'L',
      email: `l${Math.random()}@example.com`,
      contact: '9876543210',
      passwordHash: 'x',
      status: 'active',
    },
  });
}

async function ledgerSum(userId: number) {
  const sum = await database.prisma.creditLedgerEntry.aggregate({ where: { userId }, _sum: { amount: true } });
  return sum._sum.amount ?? 0;
}

describe('changeBalance', () => {
  it('grants and spends, writing one entry per change with the balance after it', async () => {
    const user = await newUser();
    await database.prisma.$transaction((tx) => changeBalance(tx, { userId: user.id, amount: 10, kind: 'grant' }));
    const after = await database.prisma.$transaction((tx) =>
      changeBalance(tx, { userId: user.id, amount: -4, kind: 'spend' }),
    );
    expect(after).toBe(6);
    const entries = await database.prisma.creditLedgerEntry.findMany({
      where: { userId: user.id },
      orderBy: { id: 'asc' },
    });
    expect(entries.map((entry) => [entry.kind, entry.amount, entry.balanceAfter])).toEqual([
      ['grant', 10, 10],
      ['spend', -4, 6],
    ]);
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(
      await ledgerSum(user.id),
    );
  });

  it('refuses to overspend, changing nothing', async () => {
    const user = await newUser();
    await database.prisma.$transaction((tx) => changeBalance(tx, { userId: user.id, amount: 3, kind: 'grant' }));
    await expect(
      database.prisma.$transaction((tx) => changeBalance(tx, { userId: user.id, amount: -5, kind: 'spend' })),
    ).rejects.toThrow(new InsufficientCreditsError(5, 3));
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).credits).toBe(3);
    expect(await database.prisma.creditLedgerEntry.count({ where: { userId: user.id } })).toBe(1);
  });

  it.runIf(onRealPostgres)('never goes negative under concurrent spends (real PostgreSQL)', async () => {
    const user = await newUser();
    await database.prisma.$transaction((tx) => changeBalance(tx, { userId: user.id, amount: 10, kind: 'grant' }));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        database.prisma.$transaction((tx) => changeBalance(tx, { userId: user.id, amount: -3, kind: 'spend' })),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const balance = (await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).credits;
    expect(balance).toBe(1);
    expect(await ledgerSum(user.id)).toBe(balance);
  });
});
