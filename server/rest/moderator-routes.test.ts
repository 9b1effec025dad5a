// The REST layer and the moderator role (issue 31): every admin route of SPEC section 7 refuses a
// moderator's session with 403, as it refuses an advertiser's, and changes nothing. Moderation and
// grievances have no REST routes; a moderator works through GraphQL (server/graphql/authorization.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let advertiserId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor(await t.createUser({ role: 'moderator' }));
  advertiserId = (await t.createUser()).id;
});
afterAll(() => t.close());

const ADMIN_ROUTES: Array<[method: string, path: () => string, body?: unknown]> = [
  ['GET', () => '/blogs/admin'],
  ['POST', () => '/blogs', { slug: 'x', title: 'x', description: 'x' }],
  ['PUT', () => '/blogs/1', { title: 'x' }],
  ['POST', () => '/blogs/1/images', {}],
  ['DELETE', () => '/blogs/blog_images/1'],
  ['DELETE', () => '/blogs/1'],
  ['GET', () => '/categories'],
  ['POST', () => '/categories', { name: 'Forbidden' }],
  ['PUT', () => '/categories/1', { name: 'Forbidden' }],
  ['GET', () => '/ad-locations/states/admin'],
  ['POST', () => '/ad-locations', { name: 'Nowhere', stateId: 1 }],
  ['PUT', () => '/ad-locations/1', { name: 'Nowhere', stateId: 1 }],
  ['GET', () => '/contacts'],
  ['DELETE', () => '/contacts/1'],
  ['PUT', () => '/credit-scheme', { credit_rate: 5, time_per_credit: 1 }],
  ['PUT', () => '/credit-requests/1', { status: 'approved' }],
  ['GET', () => '/seo-pages/all'],
  ['POST', () => '/seo-pages', { path: '/x', title: 'x', description: 'x', keywords: 'x' }],
  ['PUT', () => '/seo-pages?path=/', { title: 'x' }],
  ['POST', () => '/users', { type: ['active', 'suspended'] }],
  ['PUT', () => `/users/${advertiserId}`, { status: 'suspended', reason: 'No' }],
];

describe("a moderator's session on the REST layer", () => {
  it.each(ADMIN_ROUTES.map(([method, path, body]) => [`${method} ${path()}`, method, path, body] as const))(
    'is refused %s',
    async (_name, method, path, body) => {
      const audited = await t.database.prisma.auditEntry.count();
      const answer = await t.rest(method, path(), body, { token });
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 403,
        body: { error: 'You are not allowed to do this.' },
      });
      expect(await t.database.prisma.auditEntry.count()).toBe(audited);
    },
  );

  it('leaves the advertiser untouched', async () => {
    expect(await t.database.prisma.user.findUniqueOrThrow({ where: { id: advertiserId } })).toMatchObject({
      status: 'active',
    });
  });
});
