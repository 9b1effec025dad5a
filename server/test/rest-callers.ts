// The callers of the REST authorisation matrix, and the matrix check itself.
import { expect } from 'vitest';
import type { createTestApp } from './app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export type Caller = 'visitor' | 'user' | 'suspended' | 'suspendedAdmin' | 'admin';
export type CallerTokens = Record<Caller, string | undefined>;

/** An advertiser and an admin, and one of each suspended since, holding the token they had before. */
export async function createCallers(t: TestApp) {
  const advertiser = await t.createUser();
  const admin = await t.createUser({ role: 'admin' });
  const suspended = await t.createUser();
  const suspendedAdmin = await t.createUser({ role: 'admin' });
  const tokens: CallerTokens = {
    visitor: undefined,
    user: await t.tokenFor(advertiser),
    admin: await t.tokenFor(admin),
    suspended: await t.tokenFor(suspended),
    suspendedAdmin: await t.tokenFor(suspendedAdmin),
  };
  for (const { id } of [suspended, suspendedAdmin]) {
    await t.database.prisma.user.update({
      where: { id },
      data: { status: 'suspended', tokenVersion: { increment: 1 } },
    });
  }
  return { tokens, advertiser, admin };
}

/**
 * Each caller's status for a route. A refused caller gets `{ error }` (401: asked to sign in, or
 * told the session expired) and `snapshot` shows that nothing changed.
 */
export async function expectRestMatrix(
  t: TestApp,
  tokens: CallerTokens,
  snapshot: () => Promise<unknown>,
  route: { method: string; path: string; body?: unknown },
  expected: Partial<Record<Caller, number>>,
) {
  for (const [caller, status] of Object.entries(expected) as Array<[Caller, number]>) {
    const before = status >= 400 ? await snapshot() : null;
    const answer = await t.rest(route.method, route.path, route.body, { token: tokens[caller] });
    expect({ caller, status: answer.status }).toEqual({ caller, status });
    if (status >= 400) {
      expect(answer.body).toEqual({ error: expect.any(String) });
      expect(await snapshot()).toEqual(before);
    }
    if (status === 401) {
      expect(answer.body.error).toBe(
        caller === 'visitor' ? 'Please log in to continue.' : 'Session Expired. Please log in again.',
      );
    }
  }
}
