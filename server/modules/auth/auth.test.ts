import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { authenticate } from './sessions.ts';
import {
  issueToken,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  TOKEN_LIFETIME_SECONDS,
  tokenFromHeader,
  verifyToken,
} from './tokens.ts';

const secret = new TextEncoder().encode('a'.repeat(48));
const otherSecret = new TextEncoder().encode('b'.repeat(48));

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function user(status: 'active' | 'suspended' = 'active', email = `u${Math.random()}@example.com`) {
  return database.prisma.user.create({
    data: { name: 'Asha', email, contact: '9876543210', passwordHash: 'x', status },
  });
}

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse')).toBe(false);
  });
});

describe('tokens', () => {
  it('round-trips the user, role and token version, and expires after 7 days', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const token = await issueToken({ id: 7, role: 'user', tokenVersion: 3 }, secret, now);
    const result = await verifyToken(token, secret, now);
    expect(result).toEqual({
      ok: true,
      claims: {
        userId: 7,
        role: 'user',
        tokenVersion: 3,
        sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000),
      },
    });
  });

  it('gives every token its own id, and still reads a token issued before tokens had one', async () => {
    const subject = { id: 7, role: 'user' as const, tokenVersion: 0 };
    const [first, second] = await Promise.all([issueToken(subject, secret), issueToken(subject, secret)]);
    const ids = await Promise.all(
      [first, second].map(
        async (token) => ((await verifyToken(token, secret)) as { claims: { sessionId: string } }).claims.sessionId,
      ),
    );
    expect(ids[0]).not.toBe(ids[1]);
    const legacy = await new SignJWT({ role: 'user', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    expect(await verifyToken(legacy, secret)).toMatchObject({ ok: true, claims: { userId: 7, sessionId: null } });
  });

  it('refuses a token signed with another key', async () => {
    const token = await issueToken({ id: 7, role: 'admin', tokenVersion: 0 }, otherSecret);
    expect(await verifyToken(token, secret)).toEqual({ ok: false, failure: 'invalid' });
  });

  it('refuses an expired token', async () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const token = await issueToken({ id: 7, role: 'user', tokenVersion: 0 }, secret, issued);
    const later = new Date(issued.getTime() + (TOKEN_LIFETIME_SECONDS + 60) * 1000);
    expect(await verifyToken(token, secret, later)).toEqual({ ok: false, failure: 'expired' });
  });

  it('refuses the none algorithm, a foreign audience and a tampered payload', async () => {
    const [header, , signature] = (await issueToken({ id: 7, role: 'user', tokenVersion: 0 }, secret)).split('.');
    const payload = Buffer.from(
      JSON.stringify({
        sub: '1',
        role: 'admin',
        ver: 0,
        iss: TOKEN_ISSUER,
        aud: TOKEN_AUDIENCE,
        iat: 1,
        exp: 9999999999,
      }),
    ).toString('base64url');
    expect(await verifyToken(`${header}.${payload}.${signature}`, secret)).toEqual({ ok: false, failure: 'invalid' });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await verifyToken(none, secret)).toEqual({ ok: false, failure: 'invalid' });
    const foreign = await new SignJWT({ role: 'user', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer(TOKEN_ISSUER)
      .setAudience('someone-else')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    expect(await verifyToken(foreign, secret)).toEqual({ ok: false, failure: 'invalid' });
  });

  it('reads Bearer and bare tokens from the Authorization header', () => {
    expect(tokenFromHeader('Bearer a.b.c')).toBe('a.b.c');
    expect(tokenFromHeader('bearer  a.b.c')).toBe('a.b.c');
    expect(tokenFromHeader('a.b.c')).toBe('a.b.c');
    expect(tokenFromHeader('Basic dXNlcjpwdw==')).toBeNull();
    expect(tokenFromHeader(undefined)).toBeNull();
  });
});

describe('authenticate', () => {
  it('resolves the viewer of a valid token', async () => {
    const account = await user();
    const token = await issueToken(account, secret);
    const result = await authenticate(database.prisma, secret, `Bearer ${token}`);
    expect(result.failure).toBeNull();
    expect(result.viewer).toMatchObject({ id: account.id, role: 'user', status: 'active', name: 'Asha' });
  });

  it('treats no header as an anonymous visitor, without a failure', async () => {
    expect(await authenticate(database.prisma, secret, null)).toEqual({ viewer: null, failure: null });
  });

  it('refuses a token with a wrong signature', async () => {
    const account = await user();
    const token = await issueToken(account, otherSecret);
    expect(await authenticate(database.prisma, secret, `Bearer ${token}`)).toEqual({
      viewer: null,
      failure: 'invalid',
    });
  });

  it('refuses an expired token', async () => {
    const account = await user();
    const token = await issueToken(account, secret, new Date(Date.now() - (TOKEN_LIFETIME_SECONDS + 1) * 1000));
    expect(await authenticate(database.prisma, secret, token)).toEqual({ viewer: null, failure: 'expired' });
  });

  it('refuses the token of a suspended user', async () => {
    const account = await user();
    const token = await issueToken(account, secret);
    await database.prisma.user.update({ where: { id: account.id }, data: { status: 'suspended' } });
    expect(await authenticate(database.prisma, secret, token)).toEqual({ viewer: null, failure: 'inactive' });
  });

  it('refuses a token whose version is stale (password reset or suspension bumped it)', async () => {
    const account = await user();
    const token = await issueToken(account, secret);
    await database.prisma.user.update({ where: { id: account.id }, data: { tokenVersion: { increment: 1 } } });
    expect(await authenticate(database.prisma, secret, token)).toEqual({ viewer: null, failure: 'stale' });
    const fresh = await issueToken({ ...account, tokenVersion: account.tokenVersion + 1 }, secret);
    expect((await authenticate(database.prisma, secret, fresh)).viewer?.id).toBe(account.id);
  });

  it('refuses the token of an account that no longer exists', async () => {
    const token = await issueToken({ id: 999_999, role: 'user', tokenVersion: 0 }, secret);
    expect(await authenticate(database.prisma, secret, token)).toEqual({ viewer: null, failure: 'inactive' });
  });
});
