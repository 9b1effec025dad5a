// Who is calling: the session token of a request, checked against the user on every request.
import type { Db } from '../../db/client.ts';
import type { Role, UserStatus } from '../../db/generated/prisma/enums.ts';
import { tokenFromHeader, verifyToken } from './tokens.ts';

export interface Viewer {
  id: number;
  name: string;
  role: Role;
  status: UserStatus;
  tokenVersion: number;
}

/**
 * Why a request that carried a token is treated as anonymous:
 * invalid (bad signature, malformed, wrong issuer), expired, stale (the user's token version
 * moved on: suspension or password reset), inactive (the account is no longer active or is gone).
 */
export type AuthFailure = 'invalid' | 'expired' | 'stale' | 'inactive';

export interface Authentication {
  viewer: Viewer | null;
  failure: AuthFailure | null;
}

const ANONYMOUS: Authentication = { viewer: null, failure: null };

/** Resolves the viewer of an `Authorization` header value (`Bearer <token>` or a bare token). */
export async function authenticate(
  db: Db,
  secret: Uint8Array,
  authorization: string | null | undefined,
  now = new Date(),
): Promise<Authentication> {
  const token = tokenFromHeader(authorization);
  if (!token) return authorization?.trim() ? { viewer: null, failure: 'invalid' } : ANONYMOUS;
  const verified = await verifyToken(token, secret, now);
  if (!verified.ok) return { viewer: null, failure: verified.failure };
  const user = await db.user.findUnique({
    where: { id: verified.claims.userId },
    select: { id: true, name: true, role: true, status: true, tokenVersion: true },
  });
  if (!user) return { viewer: null, failure: 'inactive' };
  if (user.tokenVersion !== verified.claims.tokenVersion) return { viewer: null, failure: 'stale' };
  if (user.status !== 'active') return { viewer: null, failure: 'inactive' };
  return { viewer: user, failure: null };
}

/** The words a user reads when their session cannot be used. */
export function authFailureMessage(failure: AuthFailure | null): string {
  switch (failure) {
    case 'expired':
    case 'stale':
      return 'Session Expired. Please log in again.';
    case 'inactive':
      return 'Your account is not active. Please log in again.';
    case 'invalid':
      return 'Invalid session token. Please log in again.';
    default:
      return 'Please log in to continue.';
  }
}
