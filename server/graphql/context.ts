// The context every resolver and service receives: the database, the viewer, and the request's bits.
import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { authenticate, type AuthFailure, type Viewer } from '../modules/auth/service.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import type { MediaStorage } from '../modules/media/storage.ts';
import type { PublicCache } from './public-cache.ts';

/** What the process holds for its whole life. */
export interface AppServices {
  config: Config;
  db: Db;
  storage: MediaStorage;
  mailer: Mailer;
  logger: Logger;
  /** The visitors' response cache, when there is one (PUBLIC_CACHE_SECONDS > 0 and an HTTP app). */
  publicCache?: PublicCache;
}

export interface RequestContext extends AppServices {
  viewer: Viewer | null;
  authFailure: AuthFailure | null;
  requestId: string;
  /** Origin of absolute media URLs: PUBLIC_ORIGIN, else the request's own. */
  origin: string;
  /** Tells visitors apart (reports, rate limits) by a keyed hash of their address; the address is never kept. */
  visitorKey: string;
  /** The request's User-Agent ('' when none): statistics leave out crawlers by it. */
  userAgent: string;
}

function visitorKeyOf(services: AppServices, request: Request, socketAddress: string | undefined): string {
  const forwarded = services.config.trustProxy ? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  const address = forwarded || socketAddress || 'unknown';
  return createHmac('sha256', services.config.jwtSecret).update(`visitor:${address}`).digest('hex').slice(0, 32);
}

export async function createRequestContext(
  services: AppServices,
  request: Request,
  requestId: string,
  socketAddress?: string,
): Promise<RequestContext> {
  const { viewer, failure } = await authenticate(
    services.db,
    services.config.jwtSecret,
    request.headers.get('authorization'),
  );
  return {
    ...services,
    viewer,
    authFailure: failure,
    requestId,
    origin: services.config.publicOrigin ?? new URL(request.url).origin,
    visitorKey: visitorKeyOf(services, request, socketAddress),
    userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? '',
  };
}
