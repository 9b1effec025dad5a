import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotAllowedError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { PACKAGE_MESSAGES } from '../../../common/forms/packages.ts';
import {
  createCreditPackage,
  listCreditPackages,
  PACKAGE_SERVICE_MESSAGES,
  packageForRequest,
  removeCreditPackage,
  updateCreditPackage,
} from './packages.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

const prisma = () => t.database.prisma;

function pack(terms: Record<string, unknown> = {}) {
  return createCreditPackage(t.contextFor(admin), {
    name: 'Starter',
    priceRupees: 500,
    credits: 50,
    bonusCredits: 5,
    position: 0,
    active: true,
    ...terms,
  });
}

async function requestFor(packageId: number) {
  const user = await t.createUser();
  return prisma().creditRequest.create({ data: { userId: user.id, amount: 500, packageId } });
}

describe('credit packages', () => {
  it("are created from the form's text with their price and credits, audited", async () => {
    const created = await createCreditPackage(t.contextFor(admin), {
      name: ' Silver ',
      priceRupees: '999',
      credits: '120',
      bonusCredits: '',
      position: '',
      active: true,
    });
    expect(created).toMatchObject({ name: 'Silver', priceRupees: 999, credits: 120, bonusCredits: 0, position: 0 });
    const entry = await prisma().auditEntry.findFirstOrThrow({
      where: { action: 'creditPackage.create', subjectId: created.id },
    });
    expect(entry.after).toMatchObject({ name: 'Silver', priceRupees: 999, credits: 120 });
  });

  it.each([
    [{ name: ' ' }, PACKAGE_MESSAGES.name],
    [{ priceRupees: 0 }, PACKAGE_MESSAGES.price],
    [{ priceRupees: 10.5 }, PACKAGE_MESSAGES.price],
    [{ credits: '' }, PACKAGE_MESSAGES.credits],
    [{ credits: 100_001 }, PACKAGE_MESSAGES.credits],
    [{ bonusCredits: -1 }, PACKAGE_MESSAGES.bonusCredits],
    [{ position: 'first' }, PACKAGE_MESSAGES.position],
  ])('refuses %o with its message, adding nothing', async (terms, message) => {
    const before = await prisma().creditPackage.count();
    await expect(pack(terms)).rejects.toMatchObject({ name: 'ValidationError', message });
    expect(await prisma().creditPackage.count()).toBe(before);
  });

  it("are listed in the admin's order; an advertiser sees the active ones", async () => {
    await prisma().creditPackage.deleteMany({ where: { creditRequests: { none: {} } } });
    const second = await pack({ name: 'Second', position: 2 });
    const first = await pack({ name: 'First', position: 1 });
    const hidden = await pack({ name: 'Hidden', position: 0, active: false });
    const mine = (packages: { id: number }[]) =>
      packages.map((p) => p.id).filter((id) => [first.id, second.id, hidden.id].includes(id));
    expect(mine(await listCreditPackages(t.contextFor(admin)))).toEqual([hidden.id, first.id, second.id]);
    expect(mine(await listCreditPackages(t.contextFor(await t.createUser())))).toEqual([first.id, second.id]);
  });

  it('keep their price and credits once bought; name, order and offer may change', async () => {
    const bought = await pack();
    await requestFor(bought.id);
    await expect(updateCreditPackage(t.contextFor(admin), bought.id, { ...bought, credits: 60 })).rejects.toMatchObject(
      { message: PACKAGE_SERVICE_MESSAGES.termsFixed },
    );
    const renamed = await updateCreditPackage(t.contextFor(admin), bought.id, {
      ...bought,
      name: 'Starter (old)',
      active: false,
    });
    expect(renamed).toMatchObject({ name: 'Starter (old)', active: false, credits: 50 });

    const unbought = await pack();
    expect(await updateCreditPackage(t.contextFor(admin), unbought.id, { ...unbought, credits: 70 })).toMatchObject({
      credits: 70,
    });
    const entries = await prisma().auditEntry.count({
      where: { action: 'creditPackage.update', subjectId: { in: [bought.id, unbought.id] } },
    });
    expect(entries).toBe(2);
  });

  it('are deleted while no request names them, else deactivated', async () => {
    const unbought = await pack();
    expect(await removeCreditPackage(t.contextFor(admin), unbought.id)).toMatchObject({ deleted: true });
    expect(await prisma().creditPackage.findUnique({ where: { id: unbought.id } })).toBeNull();
    expect(await prisma().auditEntry.count({ where: { action: 'creditPackage.delete', subjectId: unbought.id } })).toBe(
      1,
    );

    const bought = await pack();
    await requestFor(bought.id);
    expect(await removeCreditPackage(t.contextFor(admin), bought.id)).toMatchObject({
      deleted: false,
      creditPackage: { id: bought.id, active: false },
    });
  });

  it('are offered to requests only while active', async () => {
    const offered = await pack();
    await expect(prisma().$transaction((tx) => packageForRequest(tx, offered.id))).resolves.toMatchObject({
      id: offered.id,
    });
    await updateCreditPackage(t.contextFor(admin), offered.id, { ...offered, active: false });
    await expect(prisma().$transaction((tx) => packageForRequest(tx, offered.id))).rejects.toMatchObject({
      message: PACKAGE_SERVICE_MESSAGES.notOffered,
    });
    await expect(prisma().$transaction((tx) => packageForRequest(tx, 999_999))).rejects.toMatchObject({
      message: PACKAGE_SERVICE_MESSAGES.notOffered,
    });
  });

  it('are changed by admins alone', async () => {
    const advertiser = await t.createUser();
    await expect(
      createCreditPackage(t.contextFor(advertiser), { name: 'Mine', priceRupees: 1, credits: 1, active: true }),
    ).rejects.toBeInstanceOf(NotAllowedError);
  });

  it('go through GraphQL: created, listed, removed', async () => {
    const token = await t.tokenFor(admin);
    const created = await t.graphql(
      /* GraphQL */ `
        mutation {
          createCreditPackage(name: "Gold", priceRupees: 2000, credits: 250, bonusCredits: 50, active: true) {
            __typename
            ... on MutationCreateCreditPackageSuccess {
              creditPackage {
                id
                name
                priceRupees
                credits
                bonusCredits
                requestCount
              }
            }
            ... on Error {
              message
            }
          }
        }
      `,
      {},
      token,
    );
    const gold = created.body.data.createCreditPackage.creditPackage;
    expect(gold).toMatchObject({ name: 'Gold', priceRupees: 2000, credits: 250, bonusCredits: 50, requestCount: 0 });
    const refused = await t.graphql(
      /* GraphQL */ `
        mutation {
          createCreditPackage(name: "Bad", priceRupees: 0, credits: 1, active: true) {
            __typename
            ... on Error {
              message
            }
          }
        }
      `,
      {},
      token,
    );
    expect(refused.body.data.createCreditPackage).toEqual({
      __typename: 'ValidationError',
      message: PACKAGE_MESSAGES.price,
    });
    const removed = await t.graphql(
      /* GraphQL */ `
        mutation ($id: ID!) {
          removeCreditPackage(id: $id) {
            ... on MutationRemoveCreditPackageSuccess {
              removal {
                deletedId
                creditPackage {
                  id
                }
              }
            }
          }
        }
      `,
      { id: gold.id },
      token,
    );
    expect(removed.body.data.removeCreditPackage.removal).toEqual({ deletedId: gold.id, creditPackage: null });
  });
});
