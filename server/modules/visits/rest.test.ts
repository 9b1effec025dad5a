// Contract tests of the visit log over REST (SPEC section 7), through the real HTTP app:
// POST /api/log { route } answers 204 whatever it is sent; only real routes are recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let prisma: Awaited<ReturnType<typeof createTestApp>>['database']['prisma'];
let userId: number;
let userToken: string;
let adminToken: string;
let suspendedToken: string;

beforeAll(async () => {
  t = await createTestApp();
  prisma = t.database.prisma;
  const user = await t.createUser();
  userId = user.id;
  userToken = await t.tokenFor(user);
  adminToken = await t.tokenFor(await t.createUser({ role: 'admin' }));
  const suspended = await t.createUser();
  suspendedToken = await t.tokenFor(suspended);
  await prisma.user.update({
    where: { id: suspended.id },
    data: { status: 'suspended', tokenVersion: { increment: 1 } },
  });
});
afterAll(() => t.close());

async function log(body: string | undefined, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const response = await t.app.request('/api/log', { method: 'POST', headers, body });
  return { status: response.status, text: await response.text() };
}

const visits = () => prisma.visitLog.findMany({ orderBy: { id: 'asc' } });

describe('POST /api/log (public)', () => {
  it('records the route of a visitor: 204 with an empty body', async () => {
    expect(await log(JSON.stringify({ route: '/call-girls' }))).toEqual({ status: 204, text: '' });
    expect((await visits()).at(-1)).toMatchObject({ route: '/call-girls', userId: null });
  });

  it("records a signed-in visitor's id; Bearer and bare tokens both work", async () => {
    const json = { 'content-type': 'application/json' };
    expect(await log(JSON.stringify({ route: '/ads' }), { ...json, authorization: `Bearer ${userToken}` })).toEqual({
      status: 204,
      text: '',
    });
    expect((await visits()).at(-1)).toMatchObject({ route: '/ads', userId });
    expect(
      await log(JSON.stringify({ route: '/credit-requests' }), { ...json, authorization: userToken }),
    ).toMatchObject({ status: 204 });
    expect((await visits()).at(-1)).toMatchObject({ route: '/credit-requests', userId });
    expect(
      await log(JSON.stringify({ route: '/admin' }), { ...json, authorization: `Bearer ${adminToken}` }),
    ).toMatchObject({ status: 204 });
  });

  it('never fails for a stale or broken token: the visit is recorded without a user', async () => {
    const json = { 'content-type': 'application/json' };
    expect(
      await log(JSON.stringify({ route: '/blogs' }), { ...json, authorization: `Bearer ${suspendedToken}` }),
    ).toEqual({ status: 204, text: '' });
    expect((await visits()).at(-1)).toMatchObject({ route: '/blogs', userId: null });
    expect(await log(JSON.stringify({ route: '/login' }), { ...json, authorization: 'Bearer garbage' })).toMatchObject({
      status: 204,
    });
    expect((await visits()).at(-1)).toMatchObject({ route: '/login', userId: null });
  });

  it.each([
    ['a route that is not a path', JSON.stringify({ route: 'javascript:alert(1)' })],
    ['a route with spaces', JSON.stringify({ route: '/a b' })],
    ['an overlong route', JSON.stringify({ route: `/${'x'.repeat(400)}` })],
    ['a route that is not text', JSON.stringify({ route: 42 })],
    ['no route', JSON.stringify({})],
    ['a list', JSON.stringify(['/call-girls'])],
    ['null', 'null'],
    ['malformed JSON', '{route: /call-girls'],
    ['an empty body', ''],
    ['no body', undefined],
  ])('answers 204 and records nothing for %s', async (_label, body) => {
    const before = await visits();
    expect(await log(body)).toEqual({ status: 204, text: '' });
    expect(await visits()).toEqual(before);
  });

  it('answers 204 for a body that is not JSON at all', async () => {
    const before = await visits();
    expect(await log('route=/call-girls', { 'content-type': 'application/x-www-form-urlencoded' })).toEqual({
      status: 204,
      text: '',
    });
    expect(await log('\u0000\u0001', { 'content-type': 'application/octet-stream' })).toEqual({
      status: 204,
      text: '',
    });
    expect(await visits()).toEqual(before);
  });
});
