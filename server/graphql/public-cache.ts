// The visitors' response cache (yoga.ts) as the services see it: a moderation change that takes an
// ad off the site or puts it back forgets every cached answer, so "hidden at once" holds even for a
// listing cached a few seconds ago (and a restored ad is not missing from one). Such changes are
// rare; the answers are rebuilt on the next request. Every process behind the load balancer holds a
// cache of its own: forgetting is signalled to all of them (server/lib/notifications.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult } from 'graphql';
import LRUCache from 'lru-cache';
import type { Logger } from 'pino';
import type { PublicCache } from '../context.ts';
import { CHANNELS, type Notifications } from '../lib/notifications.ts';

export interface PublicCacheEvents {
  /**
   * Calls `listener` whenever cached answers are forgotten here: all of them (forgetAll, another
   * process's signal, a reconnection) or some entities' (after a mutation). What is built from the
   * answers without knowing their entities (the rendered pages, server/page-cache.ts) forgets everything then.
   */
  onForget(listener: () => void): void;
}

/** What `watchAnswer` notes of one GraphQL request: whether its answer is one the cache keeps, and until when. */
export interface AnswerWatch {
  /** Served from the cache, or stored in it: false for an answer the cache does not keep (a live field, errors, a token). */
  kept: boolean;
  /** Epoch milliseconds at which the cache forgets the answer (by its age; forgetting it earlier is told by onForget). */
  expiresAt: number;
}

const watched = new AsyncLocalStorage<AnswerWatch>();

/**
 * Runs `request` (one GraphQL request through Yoga) and answers whether the cache kept its answer and
 * until when: what is built from the answer (a rendered page) may be kept as long, and no longer.
 */
export async function watchAnswer<T>(request: () => Promise<T>): Promise<{ result: T; watch: AnswerWatch }> {
  const watch: AnswerWatch = { kept: false, expiresAt: Number.POSITIVE_INFINITY };
  const result = await watched.run(watch, request);
  return { result, watch };
}

/** The answers kept, by their estimated heap (`HEAP_PER_JSON_CHARACTER` times their JSON's length). */
export const PUBLIC_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * An answer as objects holds about three times its JSON's length in the heap: measured with
 * bench/memory-pinning.ts (heap after a full GC) on answers of three pages of 100 ads, whose
 * strings resolvers build by concatenation.
 */
const HEAP_PER_JSON_CHARACTER = 3;

/** The largest answer kept: a tenth of the bound, so one cannot push out everything else. */
const LARGEST_ANSWER_SHARE = 10;

/** Each entity an answer names costs this much in the index that forgets answers by entity (its key, two set entries). */
const BYTES_PER_ENTITY = 100;

export interface PublicCacheOptions {
  /** the most bytes of answers kept (estimated from their JSON's length, their entities' index included) */
  maxBytes?: number;
  /** the cache's clock in milliseconds, by which answers age: performance.now() by default */
  now?: () => number;
  /** how often expired answers are dropped while any is kept (milliseconds) */
  sweepEveryMs?: number;
}

/** What the cache holds now (tests and figures). */
export interface PublicCacheStats {
  answers: number;
  bytes: number;
}

interface KeptAnswer {
  result: ExecutionResult;
  /** by the cache's clock */
  staleAt: number;
  /** epoch milliseconds, for watchAnswer */
  expiresAt: number;
  entityIds: string[];
}

const entityIdOf = (typename: string, id: string | number | undefined) =>
  id === undefined ? typename : `${typename}:${id}`;

export function createPublicCache(
  notifications: Notifications,
  logger: Logger,
  options: PublicCacheOptions = {},
): { responseCache: Cache; publicCache: PublicCache; events: PublicCacheEvents; stats: () => PublicCacheStats } {
  const maxBytes = options.maxBytes ?? PUBLIC_CACHE_BYTES;
  const now = options.now ?? (() => performance.now());
  const sweepEveryMs = options.sweepEveryMs ?? 1000;
  // answers forgotten by an entity (a mutation's): entity id -> the keys of answers that name it
  const keysByEntity = new Map<string, Set<string>>();
  const unlink = (key: string, answer: KeptAnswer) => {
    for (const entityId of answer.entityIds) {
      const keys = keysByEntity.get(entityId);
      keys?.delete(key);
      if (keys?.size === 0) keysByEntity.delete(entityId);
    }
  };
  // bounded by bytes, not by count: 1,000 answers of three pages of 100 ads held about 900 MB (issue 30)
  const entries = new LRUCache<string, KeptAnswer>({
    maxSize: maxBytes,
    maxEntrySize: Math.floor(maxBytes / LARGEST_ANSWER_SHARE),
    dispose: (answer, key) => unlink(key, answer),
  });
  // expired answers are dropped, not kept until pushed out: swept while any answer is kept
  let sweeper: NodeJS.Timeout | null = null;
  const sweep = () => {
    sweeper = null;
    const current = now();
    const expired: string[] = [];
    entries.forEach((answer, key) => {
      if (answer.staleAt <= current) expired.push(key);
    });
    for (const key of expired) entries.delete(key);
    armSweeper();
  };
  const armSweeper = () => {
    if (sweeper || entries.size === 0) return;
    sweeper = setTimeout(sweep, sweepEveryMs);
    sweeper.unref();
  };
  const noteKept = (answer: KeptAnswer) => {
    const watch = watched.getStore();
    if (!watch) return;
    watch.kept = true;
    watch.expiresAt = Math.min(watch.expiresAt, answer.expiresAt);
  };
  const forgetListeners: (() => void)[] = [];
  const tellForgotten = () => {
    for (const listener of forgetListeners) listener();
  };
  // every answer at once (entity invalidation cannot do this: an answer that lacks the ad records nothing of it)
  const forgetHere = () => {
    entries.clear();
    tellForgotten();
  };
  // our own signal comes back too: one more forgetting, harmless
  notifications.subscribe(CHANNELS.publicCacheForgetAll, forgetHere).catch((error: unknown) => {
    logger.error(
      { err: error },
      'the public cache cannot hear other processes: their moderation changes show here when answers expire',
    );
  });
  // signals sent while this process was not listening are lost: it may have missed one
  notifications.onReconnect(forgetHere);
  return {
    responseCache: {
      get: (key) => {
        const answer = entries.get(key);
        if (!answer) return null;
        if (answer.staleAt <= now()) {
          entries.delete(key);
          return null;
        }
        noteKept(answer);
        return answer.result;
      },
      set: (key, result, collectedEntities, ttl) => {
        if (!(ttl > 0) || !Number.isFinite(ttl)) return;
        const entityIds = [
          ...new Set(
            [...collectedEntities].flatMap(({ typename, id }) =>
              id === undefined ? [typename] : [typename, entityIdOf(typename, id)],
            ),
          ),
        ];
        const bytes = HEAP_PER_JSON_CHARACTER * JSON.stringify(result).length + BYTES_PER_ENTITY * entityIds.length;
        const answer: KeptAnswer = { result, staleAt: now() + ttl, expiresAt: Date.now() + ttl, entityIds };
        entries.set(key, answer, { size: Math.max(bytes, 1) });
        // an answer over the largest size is not kept: what is built from it must not be either
        if (entries.peek(key) !== answer) return;
        for (const entityId of entityIds) {
          let keys = keysByEntity.get(entityId);
          if (!keys) keysByEntity.set(entityId, (keys = new Set()));
          keys.add(key);
        }
        noteKept(answer);
        armSweeper();
      },
      invalidate: (entities) => {
        for (const { typename, id } of entities) {
          for (const key of [...(keysByEntity.get(entityIdOf(typename, id ?? undefined)) ?? [])]) entries.delete(key);
        }
        tellForgotten();
      },
    },
    events: {
      onForget: (listener) => {
        forgetListeners.push(listener);
      },
    },
    publicCache: {
      forgetAll: async () => {
        // at once here: the request that made the change reads its own write
        forgetHere();
        try {
          await notifications.publish(CHANNELS.publicCacheForgetAll);
        } catch (error) {
          // the change is made and stays made; only the other processes' caches lag, until they expire
          logger.error({ err: error }, 'the other processes could not be told to forget their public cache');
        }
      },
    },
    stats: () => ({ answers: entries.size, bytes: entries.calculatedSize }),
  };
}
