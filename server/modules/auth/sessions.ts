// Who is asking: a request's bearer token resolved to its viewer, or the reason it cannot be used.
// Imports nothing of the request context, so the context (server/context.ts) can build on it.
import type { Db } from '../../db/client.ts';
import type { Role, UserStatus } from '../../db/generated/prisma/enums.ts';
import type { AuthFailure } from '../../lib/messages.ts';
import { tokenFromHeader, verifyToken } from './tokens.ts';

export interface Viewer {
  id: number;
  name: string;
  role: Role;
  status: UserStatus;
  tokenVersion: number;
  /** The session (token) of this request; absent on viewers built outside a request (tests, scripts). */
  session?: ViewerSession;
}

export interface ViewerSession {
  /** The token's id (`jti`); null for a token issued before tokens had one. */
  id: string | null;
  expiresAt: Date;
}

export type { AuthFailure };

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
  const { sessionId, expiresAt } = verified.claims;
  // one statement (relationJoins): the user and whether this token was logged out
  const user = await db.user.findUnique({
    where: { id: verified.claims.userId },
    select: {
      id: true,
      name: true,
      role: true,
      status: true,
      tokenVersion: true,
      // a token without an id (issued before ids) matches no row
      revokedSessions: { where: { jti: sessionId ?? '' }, select: { jti: true }, take: 1 },
    },
  });
  if (!user) return { viewer: null, failure: 'inactive' };
  if (user.tokenVersion !== verified.claims.tokenVersion) return { viewer: null, failure: 'stale' };
  if (user.revokedSessions.length > 0) return { viewer: null, failure: 'stale' };
  if (user.status !== 'active') return { viewer: null, failure: 'inactive' };
  const { revokedSessions: _revoked, ...viewer } = user;
  return { viewer: { ...viewer, session: { id: sessionId, expiresAt } }, failure: null };
}
