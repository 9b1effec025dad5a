// The context every resolver and service receives: the database, the viewer, and the request's bits.
import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { AuthFailure } from './lib/messages.ts';
import { authenticate, type Viewer } from './modules/auth/sessions.ts';
import type { Mailer } from './lib/mailer.ts';
import type { MediaStorage } from './lib/media/storage.ts';
import { addressBlock, clientAddressOf, proxyPeerWatch } from './lib/client-address.ts';
import type { RateLimits } from './lib/rate-limits.ts';

/** The visitors' response cache as the services see it (built by graphql/public-cache.ts). */
export interface PublicCache {
  /** Forgets every cached answer, here at once and in the other processes within a second. */
  forgetAll(): Promise<void>;
}

/** What the process holds for its whole life. */
export interface AppServices {
  config: Config;
  db: Db;
  storage: MediaStorage;
  mailer: Mailer;
  logger: Logger;
  /** The visitors' response cache, when there is one (PUBLIC_CACHE_SECONDS > 0 and an HTTP app). */
  publicCache?: PublicCache;
  /** The app's rate limiters (server/lib/rate-limits.ts); createHttpApp makes them when not given. */
  rateLimits: RateLimits;
}

export interface RequestContext extends AppServices {
  viewer: Viewer | null;
  authFailure: AuthFailure | null;
  requestId: string;
  /** Origin of absolute media URLs: PUBLIC_ORIGIN, else the request's own. */
  origin: string;
  /** Tells visitors apart (statistics, reports) by a keyed hash of their address (an IPv6 /64); the address is never kept. */
  visitorKey: string;
  /** A keyed hash of the visitor's network (IPv4 /24, IPv6 /48): one person changing address still counts once. */
  networkKey: string;
  /** The visitor's address as the trusted proxies tell it, for rate limits held in memory; never stored. */
  clientAddress: string;
  /** The request's User-Agent ('' when none): statistics leave out crawlers by it. */
  userAgent: string;
}

/** Keyed hashes of address blocks already seen, per secret: a visitor's every request would otherwise hash the same two blocks again. */
const blockKeys = new WeakMap<Uint8Array, Map<string, string>>();

/** Address blocks remembered per secret; past it the oldest is forgotten, so many addresses cannot grow it. */
const BLOCK_KEYS_KEPT = 10_000;

function keyOf(services: AppServices, block: string): string {
  const secret = services.config.jwtSecret;
  let known = blockKeys.get(secret);
  if (!known) blockKeys.set(secret, (known = new Map()));
  let key = known.get(block);
  if (key === undefined) {
    key = createHmac('sha256', secret).update(`visitor:${block}`).digest('hex').slice(0, 32);
    known.set(block, key);
    if (known.size > BLOCK_KEYS_KEPT) known.delete(known.keys().next().value!);
  }
  return key;
}

/** Each app's watch for connections its TRUST_PROXY does not expect (the port reached around the proxy): it warns once. */
const proxyPeerWatches = new WeakMap<Config, (socketAddress: string | undefined) => void>();

function watchProxyPeer(services: AppServices, socketAddress: string | undefined): void {
  let watch = proxyPeerWatches.get(services.config);
  if (!watch) {
    const logger = services.logger;
    watch = proxyPeerWatch(services.config.trustProxySetting, (message) => logger.warn(message));
    proxyPeerWatches.set(services.config, watch);
  }
  watch(socketAddress);
}

/** The client's address and its keyed hashes, as every request context carries them. */
export function visitorOf(services: AppServices, request: Request, socketAddress: string | undefined) {
  watchProxyPeer(services, socketAddress);
  const clientAddress = clientAddressOf(request.headers, socketAddress, services.config.trustProxy);
  return {
    clientAddress,
    visitorKey: keyOf(services, addressBlock(clientAddress, 'address')),
    networkKey: keyOf(services, addressBlock(clientAddress, 'network')),
  };
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
    ...visitorOf(services, request, socketAddress),
    userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? '',
  };
}
