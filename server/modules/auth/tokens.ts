// Session tokens: HS256 JWTs signed with jose, algorithm, issuer and audience pinned, 7-day expiry.
// The user's token version travels inside, so bumping it revokes every older token (docs/architecture.md section 6);
// each token also carries a unique id (`jti`), so logging out can revoke that one token alone.
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { parseDatabaseId } from '../../lib/ids.ts';

export const TOKEN_ISSUER = 'companion-directory';
export const TOKEN_AUDIENCE = 'companion-directory-api';
/** SPEC section 9: sessions last 604800 s. */
export const TOKEN_LIFETIME_SECONDS = 604_800;

export interface TokenSubject {
  id: number;
  role: 'admin' | 'moderator' | 'user';
  tokenVersion: number;
}

export interface TokenClaims {
  userId: number;
  role: 'admin' | 'moderator' | 'user';
  tokenVersion: number;
  /** The token's unique id (`jti`); null for a token issued before tokens had one. */
  sessionId: string | null;
  expiresAt: Date;
}

/** A token id as issueToken makes them (a UUID). */
const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type TokenFailure = 'invalid' | 'expired';

export async function issueToken(subject: TokenSubject, secret: Uint8Array, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: subject.role, ver: subject.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(subject.id))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setJti(randomUUID())
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(secret);
}

export async function verifyToken(
  token: string,
  secret: Uint8Array,
  now = new Date(),
): Promise<{ ok: true; claims: TokenClaims } | { ok: false; failure: TokenFailure }> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const userId = parseDatabaseId(payload.sub, { exact: true });
    const role = payload.role;
    const version = payload.ver;
    if (userId === null) return { ok: false, failure: 'invalid' };
    if (role !== 'admin' && role !== 'moderator' && role !== 'user') return { ok: false, failure: 'invalid' };
    if (typeof version !== 'number' || !Number.isInteger(version)) return { ok: false, failure: 'invalid' };
    const sessionId = payload.jti ?? null;
    if (sessionId !== null && (typeof sessionId !== 'string' || !SESSION_ID_PATTERN.test(sessionId)))
      return { ok: false, failure: 'invalid' };
    return {
      ok: true,
      claims: { userId, role, tokenVersion: version, sessionId, expiresAt: new Date(payload.exp! * 1000) },
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, failure: 'expired' };
    return { ok: false, failure: 'invalid' };
  }
}

/** The token of an `Authorization` header: `Bearer <token>`, or a bare token as the original client sends. */
export function tokenFromHeader(header: string | null | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  if (match) return match[1]!;
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value) ? value : null;
}
