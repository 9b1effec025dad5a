// Contract tests of the contact-message REST routes (SPEC section 7), through the real HTTP app:
// POST /api/contacts (public), GET /api/contacts (admin), DELETE /api/contacts/{id} (admin).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { createCallers, expectRestMatrix, type Caller, type CallerTokens } from '../../test/rest-callers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let prisma: Awaited<ReturnType<typeof createTestApp>>['database']['prisma'];

let tokens: CallerTokens;

beforeAll(async () => {
  t = await createTestApp();
  prisma = t.database.prisma;
  ({ tokens } = await createCallers(t));
});
afterAll(() => t.close());
// in-process requests all come from one address: each test starts below the contact limits (server/security/limits.test.ts)
beforeEach(() => t.resetRateLimits());

// ---- helpers -----------------------------------------------------------------------------------

// the answer's parts these tests compare
async function api(...args: Parameters<typeof t.rest>) {
  const { status, body, text } = await t.rest(...args);
  return { status, body, text };
}
type CallOptions = NonNullable<Parameters<typeof t.rest>[3]>;

const as = (caller: Caller, options: Omit<CallOptions, 'token'> = {}): CallOptions => ({
  ...options,
  token: tokens[caller],
});
const snapshot = () => prisma.contactMessage.findMany({ orderBy: { id: 'asc' } });

const expectMatrix = (method: string, path: string, body: unknown, expected: Partial<Record<Caller, number>>) =>
  expectRestMatrix(t, tokens, snapshot, { method, path, body }, expected);

const REFUSED_TO_NON_ADMINS = { visitor: 401, user: 403, suspended: 401, suspendedAdmin: 401 } as const;

const MESSAGE = { name: 'Asha', contact: '9876543210', email: 'Asha@Example.com', message: 'Please call me back.' };

const seed = (name: string) =>
  prisma.contactMessage.create({
    data: { name, email: `${name.toLowerCase()}@example.com`, contact: '9123456780', message: `From ${name}` },
  });

// ---- POST /contacts ----------------------------------------------------------------------------

describe('POST /api/contacts (public)', () => {
  it('stores the message: 201 with { id, name, email, contact, message }', async () => {
    const answer = await api('POST', '/contacts', MESSAGE);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      name: 'Asha',
      email: 'asha@example.com',
      contact: '9876543210',
      message: 'Please call me back.',
    });
    expect(await prisma.contactMessage.findUnique({ where: { id: answer.body.id } })).toMatchObject({
      name: 'Asha',
      email: 'asha@example.com',
      message: 'Please call me back.',
    });
  });

  it('accepts a token when one is sent, and ignores a stale or broken one', async () => {
    for (const caller of ['user', 'admin', 'suspended', 'suspendedAdmin'] as const) {
      expect(await api('POST', '/contacts', { ...MESSAGE, name: `From ${caller}` }, as(caller))).toMatchObject({
        status: 201,
      });
    }
    t.resetRateLimits(); // six messages from one address: more than an hour allows
    expect(await api('POST', '/contacts', { ...MESSAGE, name: 'Bare' }, as('user', { bare: true }))).toMatchObject({
      status: 201,
    });
    expect(await api('POST', '/contacts', { ...MESSAGE, name: 'Garbage' }, { token: 'garbage' })).toMatchObject({
      status: 201,
    });
    expect(await prisma.contactMessage.count({ where: { name: { in: ['From suspended', 'Bare', 'Garbage'] } } })).toBe(
      3,
    );
  });

  it.each([
    ['no name', { ...MESSAGE, name: undefined }, 'Please Enter a Your Name'],
    ['a blank name', { ...MESSAGE, name: '  ' }, 'Please Enter a Your Name'],
    ['a bad email', { ...MESSAGE, email: 'asha@example' }, 'Please Enter a valid email address'],
    ['no email', { ...MESSAGE, email: undefined }, 'Please Enter a valid email address'],
    ['a 9-digit contact', { ...MESSAGE, contact: '987654321' }, 'Please enter a valid Contact Number'],
    ['a contact that is not digits', { ...MESSAGE, contact: '98765abcde' }, 'Please enter a valid Contact Number'],
    ['no message', { ...MESSAGE, message: '' }, 'Please enter a Message'],
  ])('refuses %s with 400 and the SPEC message, storing nothing', async (_label, body, error) => {
    const before = await snapshot();
    expect(await api('POST', '/contacts', body)).toMatchObject({ status: 400, body: { error } });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a body that is not a JSON object with 400', async () => {
    const before = await snapshot();
    expect(
      await api('POST', '/contacts', undefined, {
        raw: { body: 'name=Asha', type: 'application/x-www-form-urlencoded' },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: expect.any(String) },
    });
    expect(await api('POST', '/contacts', 'just text')).toMatchObject({ status: 400 });
    expect(await snapshot()).toEqual(before);
  });
});

// ---- GET /contacts -----------------------------------------------------------------------------

describe('GET /api/contacts (admin)', () => {
  it('answers every message, newest first, with createdAt', async () => {
    const older = await seed('Older');
    const newer = await seed('Newer');
    const answer = await api('GET', '/contacts', undefined, as('admin'));
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(await prisma.contactMessage.count());
    expect(answer.body[0]).toEqual({
      id: newer.id,
      name: 'Newer',
      email: 'newer@example.com',
      contact: '9123456780',
      message: 'From Newer',
      createdAt: newer.createdAt.toISOString(),
    });
    expect(answer.body[1]).toMatchObject({ id: older.id, name: 'Older' });
    const ids = answer.body.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Object.keys(answer.body[0]).sort()).toEqual(['contact', 'createdAt', 'email', 'id', 'message', 'name']);
  });

  it('answers one page with ?page=&pageSize=, still as a list', async () => {
    const all = (await api('GET', '/contacts', undefined, as('admin'))).body;
    const second = await api('GET', '/contacts?page=2&pageSize=2', undefined, as('admin'));
    expect(second).toEqual({ status: 200, body: all.slice(2, 4), text: expect.any(String) });
    expect(await api('GET', '/contacts?pageSize=0', undefined, as('admin'))).toMatchObject({ status: 400 });
  });

  it('is refused to visitors, users and stale tokens; Bearer and bare tokens both work', async () => {
    await expectMatrix('GET', '/contacts', undefined, { ...REFUSED_TO_NON_ADMINS, admin: 200 });
    expect(await api('GET', '/contacts', undefined, as('admin', { bare: true }))).toMatchObject({ status: 200 });
  });
});

// ---- DELETE /contacts/{id} ---------------------------------------------------------------------

describe('DELETE /api/contacts/{id} (admin)', () => {
  it('deletes the message: 204 with an empty body', async () => {
    const doomed = await seed('Doomed');
    const answer = await api('DELETE', `/contacts/${doomed.id}`, undefined, as('admin'));
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(await prisma.contactMessage.findUnique({ where: { id: doomed.id } })).toBeNull();
  });

  it('answers 404 for a message that does not exist (or is already deleted) and ids that are not ids', async () => {
    const gone = await seed('Gone');
    expect(await api('DELETE', `/contacts/${gone.id}`, undefined, as('admin', { bare: true }))).toMatchObject({
      status: 204,
    });
    const before = await snapshot();
    expect(await api('DELETE', `/contacts/${gone.id}`, undefined, as('admin'))).toMatchObject({
      status: 404,
      body: { error: 'This message does not exist (it may have been deleted already).' },
    });
    expect(await api('DELETE', '/contacts/abc', undefined, as('admin'))).toMatchObject({
      status: 404,
      body: { error: expect.any(String) },
    });
    expect(await api('DELETE', '/contacts/0', undefined, as('admin'))).toMatchObject({ status: 404 });
    expect(await snapshot()).toEqual(before);
  });

  it('is refused to visitors, users and stale tokens, deleting nothing', async () => {
    const kept = await seed('Kept');
    await expectMatrix('DELETE', `/contacts/${kept.id}`, undefined, REFUSED_TO_NON_ADMINS);
    expect(await prisma.contactMessage.findUnique({ where: { id: kept.id } })).not.toBeNull();
  });
});
