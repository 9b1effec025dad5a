// The visitors' response cache (yoga.ts) as the services see it: a moderation change that takes an
// ad off the site or puts it back forgets every cached answer, so "hidden at once" holds even for a
// listing cached a few seconds ago (and a restored ad is not missing from one). Such changes are
// rare; the answers are rebuilt on the next request.
import { createInMemoryCache, type Cache } from '@graphql-yoga/plugin-response-cache';

export interface PublicCache {
  /** Forgets every cached answer. */
  forgetAll(): Promise<void>;
}

export function createPublicCache(): { responseCache: Cache; publicCache: PublicCache } {
  const entries = createInMemoryCache();
  // Keys carry a generation: forgetting moves to the next one, and older entries are never read
  // again (they age out). Entity invalidation cannot do this: an answer that lacks the ad records nothing of it.
  let generation = 0;
  const keyOf = (responseId: string) => `${generation}:${responseId}`;
  return {
    responseCache: {
      get: (responseId) => entries.get(keyOf(responseId)),
      set: (responseId, result, collectedEntities, ttl) => entries.set(keyOf(responseId), result, collectedEntities, ttl),
      invalidate: (entities) => entries.invalidate(entities),
    },
    publicCache: {
      forgetAll: async () => {
        generation += 1;
      },
    },
  };
}
