import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, NotAllowedError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { addCategory, renameCategory } from '../catalog/service.ts';
import { decideCreditRequest } from '../credits/service.ts';
import { changeUserStatus } from '../users/service.ts';
import { countAuditEntries, listAuditEntries } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin);
});
afterAll(() => t.close());

const asAdmin = () => t.contextFor(admin);

async function entriesOf(subjectType: string, subjectId: number) {
  return t.database.prisma.auditEntry.findMany({ where: { subjectType, subjectId }, orderBy: { id: 'asc' } });
}

describe('the audit log', () => {
  it('records an admin change with who, what, and the values before and after', async () => {
    const category = await addCategory(asAdmin(), { name: 'Dinner Date' });
    await renameCategory(asAdmin(), category.id, { name: 'Dinner Dates' });

    const entries = await entriesOf('Category', category.id);
    expect(entries.map(({ action, actorId, before, after }) => ({ action, actorId, before, after }))).toEqual([
      {
        action: 'category.add',
        actorId: admin.id,
        before: null,
        after: {
          id: category.id,
          name: 'Dinner Date',
          hindiName: null,
          slug: 'dinner-date',
          createdAt: expect.any(String),
        },
      },
      {
        action: 'category.rename',
        actorId: admin.id,
        // the audit shows the address change too (the old slug now redirects)
        before: expect.objectContaining({ name: 'Dinner Date', slug: 'dinner-date' }),
        after: expect.objectContaining({ name: 'Dinner Dates', slug: 'dinner-dates' }),
      },
    ]);
  });

  it('records nothing when the change is refused', async () => {
    await addCategory(asAdmin(), { name: 'Travel' });
    const before = await t.database.prisma.auditEntry.count();
    await expect(addCategory(asAdmin(), { name: 'travel' })).rejects.toBeInstanceOf(ConflictError);
    expect(await t.database.prisma.auditEntry.count()).toBe(before);
  });

  it('keeps an account status change without the password hash', async () => {
    const advertiser = await t.createUser({ status: 'active' });
    await changeUserStatus(asAdmin(), { id: advertiser.id, status: 'suspended', reason: 'Photos under review' });
    const [entry] = await entriesOf('User', advertiser.id);
    expect(entry).toMatchObject({
      action: 'user.status',
      before: { status: 'active', suspensionReason: null },
      after: { status: 'suspended', suspensionReason: 'Photos under review' },
    });
    expect(JSON.stringify(entry)).not.toMatch(/password|tokenVersion/i);
  });

  it('records a credit request decision in the same transaction as the credits', async () => {
    const advertiser = await t.createUser();
    await t.database.prisma.creditScheme.upsert({
      where: { id: 1 },
      create: { id: 1, creditRate: '0.1', timePerCredit: '1' },
      update: { creditRate: '0.1', timePerCredit: '1' },
    });
    const request = await t.database.prisma.creditRequest.create({
      data: { userId: advertiser.id, amount: 500, paymentScreenshot: 'x.webp' },
    });
    await decideCreditRequest(asAdmin(), { id: request.id, status: 'approved' });
    const [entry] = await entriesOf('CreditRequest', request.id);
    expect(entry).toMatchObject({
      action: 'creditRequest.decide',
      before: { status: 'pending', creditsAdded: 0 },
      after: { status: 'approved', creditsAdded: 50 },
    });
  });

  it('cannot be changed or deleted, even by a direct query', async () => {
    const [entry] = await t.database.prisma.auditEntry.findMany({ take: 1 });
    await expect(
      t.database.prisma.auditEntry.update({ where: { id: entry!.id }, data: { action: 'changed' } }),
    ).rejects.toThrow(/never changed or deleted/);
    await expect(t.database.prisma.auditEntry.delete({ where: { id: entry!.id } })).rejects.toThrow(
      /never changed or deleted/,
    );
    expect(await t.database.prisma.auditEntry.findUnique({ where: { id: entry!.id } })).toEqual(entry);
  });

  it('is listed newest first and filtered, for admins only', async () => {
    const renames = await listAuditEntries(asAdmin(), { action: 'category.rename' }, {});
    expect(renames.length).toBeGreaterThan(0);
    expect(renames.every((entry) => entry.action === 'category.rename')).toBe(true);
    const all = await listAuditEntries(asAdmin(), {}, {});
    expect(all.map((entry) => entry.id)).toEqual([...all.map((entry) => entry.id)].sort((a, b) => b - a));
    expect(await countAuditEntries(asAdmin(), {})).toBe(all.length);
    expect(await countAuditEntries(asAdmin(), { actorId: admin.id })).toBe(all.length);
    // an id that cannot name an account finds nothing, rather than failing
    expect(await countAuditEntries(asAdmin(), { actorId: 'not-an-id' })).toBe(0);

    const advertiser = await t.createUser();
    expect(() => listAuditEntries(t.contextFor(advertiser), {}, {})).toThrow(NotAllowedError);
    expect(() => countAuditEntries(t.contextFor(null), {})).toThrow(NotAllowedError);
  });

  it('answers through GraphQL with the actor and the JSON of both sides', async () => {
    const { body } = await t.graphql(
      /* GraphQL */ `
        query {
          auditEntries(first: 5, action: user_status) {
            totalCount
            edges {
              node {
                action
                subjectType
                before
                after
                actor {
                  name
                }
              }
            }
          }
        }
      `,
      {},
      adminToken,
    );
    expect(body.errors).toBeUndefined();
    const [first] = body.data.auditEntries.edges;
    expect(first.node).toMatchObject({ action: 'user_status', subjectType: 'User', actor: { name: admin.name } });
    expect(JSON.parse(first.node.after)).toMatchObject({ status: 'suspended' });

    const user = await t.createUser();
    const refused = await t.graphql(
      /* GraphQL */ `
        {
          auditEntries(first: 1) {
            totalCount
          }
        }
      `,
      {},
      await t.tokenFor(user),
    );
    expect(refused.body.data?.auditEntries ?? null).toBeNull();
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
