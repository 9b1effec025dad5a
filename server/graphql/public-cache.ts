// The visitors' response cache (yoga.ts) as the services see it: a moderation change that takes an
// ad off the site or puts it back forgets every cached answer, so "hidden at once" holds even for a
// listing cached a few seconds ago (and a restored ad is not missing from one). Such changes are
// rare; the answers are rebuilt on the next request. Every process behind the load balancer holds a
// cache of its own: forgetting is signalled to all of them (server/lib/notifications.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createInMemoryCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult } from 'graphql';
import type { Logger } from 'pino';
import { CHANNELS, type Notifications } from '../lib/notifications.ts';

export interface PublicCache {
  /** Forgets every cached answer, here at once and in the other processes within a second. */
  forgetAll(): Promise<void>;
}

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

export function createPublicCache(
  notifications: Notifications,
  logger: Logger,
): { responseCache: Cache; publicCache: PublicCache; events: PublicCacheEvents } {
  const entries = createInMemoryCache();
  // the time each kept answer expires, by the answer itself (the in-memory cache hands back the object it was given)
  const expiries = new WeakMap<ExecutionResult, number>();
  const noteKept = (result: ExecutionResult) => {
    const watch = watched.getStore();
    if (!watch) return;
    watch.kept = true;
    watch.expiresAt = Math.min(watch.expiresAt, expiries.get(result) ?? Date.now());
  };
  const forgetListeners: (() => void)[] = [];
  const tellForgotten = () => {
    for (const listener of forgetListeners) listener();
  };
  // Keys carry a generation: forgetting moves to the next one, and older entries are never read
  // again (they age out). Entity invalidation cannot do this: an answer that lacks the ad records nothing of it.
  let generation = 0;
  const forgetHere = () => {
    generation += 1;
    tellForgotten();
  };
  const keyOf = (responseId: string) => `${generation}:${responseId}`;
  // our own signal comes back too: one more generation, harmless
  notifications.subscribe(CHANNELS.publicCacheForgetAll, forgetHere).catch((error: unknown) => {
    logger.error({ err: error }, 'the public cache cannot hear other processes: their moderation changes show here when answers expire');
  });
  // signals sent while this process was not listening are lost: it may have missed one
  notifications.onReconnect(forgetHere);
  return {
    responseCache: {
      get: (responseId) => {
        const seen = <Found extends ExecutionResult | null | undefined>(result: Found) => {
          if (result) noteKept(result);
          return result;
        };
        const found = entries.get(keyOf(responseId));
        return found instanceof Promise ? found.then(seen) : seen(found);
      },
      set: (responseId, result, collectedEntities, ttl) => {
        expiries.set(result, Date.now() + ttl);
        noteKept(result);
        return entries.set(keyOf(responseId), result, collectedEntities, ttl);
      },
      invalidate: (entities) => {
        const result = entries.invalidate(entities);
        tellForgotten();
        return result;
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
  };
}
