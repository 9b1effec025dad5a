// Visitors' answers to public queries come from a short-lived cache; signed-in requests never do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_CACHE_SECONDS: '1' } });
});
afterAll(() => t.close());

const CATEGORIES = /* GraphQL */ `{ categories { name } }`;
const names = (body: any) => body.data.categories.map((category: { name: string }) => category.name);

describe('the public response cache', () => {
  it('serves a visitor the cached answer until it expires, and a signed-in account always the current one', async () => {
    await t.database.prisma.category.create({ data: { name: 'Elite' } });
    expect(names((await t.graphql(CATEGORIES)).body)).toEqual(['Elite']);

    await t.database.prisma.category.create({ data: { name: 'Independent' } });
    // a visitor: still the cached answer
    expect(names((await t.graphql(CATEGORIES)).body)).toEqual(['Elite']);
    // anyone with a token: never from the cache
    const admin = await t.createUser({ role: 'admin' });
    expect(names((await t.graphql(CATEGORIES, {}, await t.tokenFor(admin))).body)).toEqual(['Elite', 'Independent']);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(names((await t.graphql(CATEGORIES)).body)).toEqual(['Elite', 'Independent']);
  });

  it('keeps nothing of an operation that is not made of public fields', async () => {
    const message = { name: 'Asha', email: 'asha@example.com', contact: '9876543210', message: 'Hello' };
    const SEND = /* GraphQL */ `mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { __typename } }`;
    const LOG = /* GraphQL */ `mutation { logVisit(route: "/blogs") }`;
    await t.graphql(SEND, { input: message });
    await t.graphql(SEND, { input: message });
    await t.graphql(LOG);
    await t.graphql(LOG);
    expect(await t.database.prisma.contactMessage.count()).toBe(2);
    expect(await t.database.prisma.visitLog.count()).toBe(2);
  });
});
