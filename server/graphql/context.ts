// The context every resolver and service receives: the database, the viewer, and the request's bits.
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { authenticate, type AuthFailure, type Viewer } from '../modules/auth/service.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import type { MediaStorage } from '../modules/media/storage.ts';

/** What the process holds for its whole life. */
export interface AppServices {
  config: Config;
  db: Db;
  storage: MediaStorage;
  mailer: Mailer;
  logger: Logger;
}

export interface RequestContext extends AppServices {
  viewer: Viewer | null;
  authFailure: AuthFailure | null;
  requestId: string;
  /** Origin of absolute media URLs: PUBLIC_ORIGIN, else the request's own. */
  origin: string;
}

export async function createRequestContext(
  services: AppServices,
  request: Request,
  requestId: string,
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
  };
}
