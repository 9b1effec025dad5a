// Unexpected failures are logged with the request id and answered without internals; expected
// ones thrown by a query keep their message and get a code.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { createHttpApp } from '../http.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('errors', () => {
  it('masks an unexpected failure and logs it with the request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) }),
    );
    const brokenDb = new Proxy(t.database.prisma, {
      get: (target, property) =>
        property === 'contactMessage'
          ? {
              findMany: async () => {
                throw new Error('connection reset: internal detail 10.0.0.7');
              },
              count: async () => 0,
            }
          : Reflect.get(target, property),
    });
    const app = createHttpApp({
      config: t.config,
      logger,
      storage: t.storage,
      mailer: t.mailer,
      db: brokenDb,
      database: t.database,
    });
    const admin = await t.createUser({ role: 'admin' });
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await t.tokenFor(admin)}`,
        'x-request-id': 'req-123',
      },
      body: JSON.stringify({ query: '{ contactMessages(first: 1) { edges { node { id } } } }' }),
    });
    const body = await response.json();
    expect(body.errors[0].message).toBe('Unexpected error.');
    expect(JSON.stringify(body)).not.toContain('10.0.0.7');
    const logged = lines.find((line) => line.msg === 'unexpected GraphQL error');
    expect(logged).toMatchObject({
      reqId: 'req-123',
      path: 'contactMessages',
      err: { message: expect.stringContaining('10.0.0.7') },
    });
  });
});
