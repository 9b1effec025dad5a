// The REST layer's shared behaviour: sessions, roles, bodies, and failures as `{ error }` with a status.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, LoginRefusedError, RateLimitedError, TooLargeError, ValidationError } from '../lib/errors.ts';
import { createTestApp } from '../test/app.ts';
import { createRestApp, formBody, formFiles, formJsonList, jsonBody, pageOf, requireSession } from './app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: Hono;
beforeAll(async () => {
  t = await createTestApp();
  const rest = createRestApp(
    {
      config: t.config,
      db: t.database.prisma,
      storage: t.storage,
      mailer: t.mailer,
      rateLimits: t.rateLimits,
      logger: (await import('../logger.ts')).createLogger('silent'),
    },
    [
      (app) => {
        app.get('/admin-only', (c) => (requireSession(c, 'admin'), c.json({ ok: true })));
        app.get('/signed-in', (c) => c.json({ id: requireSession(c).viewer!.id }));
        app.post('/echo', async (c) => c.json(await jsonBody(c)));
        app.post('/form', async (c) => {
          const form = await formBody(c);
          return c.json({ files: formFiles(form, 'images').length, list: formJsonList(form, 'list') });
        });
        app.get('/page', (c) => c.json(pageOf(c, 5)));
        app.get('/fail/:kind', (c) => {
          const kind = c.req.param('kind');
          if (kind === 'validation') throw new ValidationError('Name is required', 'name');
          if (kind === 'conflict') throw new ConflictError('A category with this name already exists.');
          if (kind === 'login') throw new LoginRefusedError('Your account has been suspended.', 'Spam');
          if (kind === 'large') throw new TooLargeError('Each image must be at most 10 MB.');
          if (kind === 'rate') throw new RateLimitedError('Please wait 42 seconds.', 42);
          throw new Error('secret internal detail');
        });
      },
    ],
  );
  api = new Hono().route('/api', rest);
});
afterAll(() => t.close());

const call = async (path: string, init: RequestInit = {}) => {
  const response = await api.request(`/api${path}`, init);
  return { status: response.status, body: await response.json(), headers: response.headers };
};

describe('REST sessions', () => {
  it('answers 401 without a usable token, 403 for the wrong role, and reads Bearer and bare tokens', async () => {
    expect(await call('/admin-only')).toMatchObject({ status: 401, body: { error: 'Please log in to continue.' } });
    const user = await t.createUser();
    const token = await t.tokenFor(user);
    expect(await call('/admin-only', { headers: { authorization: `Bearer ${token}` } })).toMatchObject({ status: 403 });
    expect(await call('/signed-in', { headers: { authorization: token } })).toMatchObject({
      status: 200,
      body: { id: user.id },
    });
    await t.database.prisma.user.update({
      where: { id: user.id },
      data: { status: 'suspended', tokenVersion: { increment: 1 } },
    });
    expect(await call('/signed-in', { headers: { authorization: `Bearer ${token}` } })).toMatchObject({
      status: 401,
      body: { error: 'Session Expired. Please log in again.' },
    });
  });
});

describe('REST failures', () => {
  it.each([
    ['validation', 400, { error: 'Name is required' }],
    ['conflict', 409, { error: 'A category with this name already exists.' }],
    ['login', 401, { error: 'Your account has been suspended.', reason: 'Spam' }],
    ['large', 413, { error: 'Each image must be at most 10 MB.' }],
    ['rate', 429, { error: 'Please wait 42 seconds.' }],
    ['unexpected', 500, { error: 'Something went wrong. Please try again.' }],
  ])('%s answers %i with its message only', async (kind, status, body) => {
    const answer = await call(`/fail/${kind}`);
    expect(answer).toMatchObject({ status, body });
    expect(JSON.stringify(answer.body)).not.toContain('secret internal detail');
  });

  it('refuses malformed JSON and forms with 400, and bad pages', async () => {
    expect(
      await call('/echo', { method: 'POST', body: '{nope', headers: { 'content-type': 'application/json' } }),
    ).toMatchObject({ status: 400 });
    expect(
      await call('/echo', { method: 'POST', body: '[1]', headers: { 'content-type': 'application/json' } }),
    ).toMatchObject({ status: 400 });
    const form = new FormData();
    form.set('list', '{"not":"a list"}');
    expect(await call('/form', { method: 'POST', body: form })).toMatchObject({
      status: 400,
      body: { error: 'list must be a JSON-encoded list.' },
    });
    expect(await call('/page?page=0')).toMatchObject({ status: 400 });
    expect(await call('/page?page=2&pageSize=10')).toMatchObject({
      status: 200,
      body: { page: 2, pageSize: 10, skip: 10, take: 10 },
    });
    expect(await call('/page')).toMatchObject({ body: { page: 1, pageSize: 5 } });
  });

  it('reads repeated files and JSON-encoded lists from a multipart form', async () => {
    const form = new FormData();
    form.append('images', new File([new Uint8Array([1])], 'a.png'));
    form.append('images', new File([new Uint8Array([2])], 'b.png'));
    form.set('list', '[1,2,3]');
    expect(await call('/form', { method: 'POST', body: form })).toMatchObject({
      status: 200,
      body: { files: 2, list: [1, 2, 3] },
    });
  });
});
