// Rendered public pages kept like the visitors' answers they are built from (issue 16): for
// PUBLIC_CACHE_SECONDS, forgotten whenever those answers are (public-cache.ts), in memory, bounded.
// A repeat of a page within that time is answered without resolving its head or rendering it again.
// Never an HTTP cache: the visitor's browser still gets `no-cache`, as for a page rendered afresh.
import { createHash } from 'node:crypto';
import LRUCache from 'lru-cache';
import { NOT_FOUND_LOCATION } from '../common/notFoundPage.ts';
import type { Language } from '../common/languages.ts';

/** A page as its visitor gets it: status, the headers the route sets, the whole body. */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

/** Given to `set`: when the page's making began, and the cache's state then. */
export interface PageTicket {
  readonly startedAt: number;
  readonly generation: number;
}

export interface PageCacheOptions {
  /** How long a page is kept: PUBLIC_CACHE_SECONDS, the visitors' answers' own. */
  ttlMs: number;
  /** Pages kept at most (the least recently read go first). */
  maxEntries?: number;
  /** Bytes of pages (and their keys) kept at most. */
  maxBytes?: number;
  /** A larger page is served but not kept. */
  maxPageBytes?: number;
  /** Epoch milliseconds (tests pass a clock of their own). */
  now?: () => number;
}

/**
 * The bounds: a visitor varies the path, the search and the Host at will, so every one of them is a
 * new entry; the least recently read go first. A public page is ~90-140 KB (its HTML and the Relay
 * store embedded), so the byte bound is reached before the count for real pages (docs/operations.md).
 */
export const PAGE_CACHE_MAX_ENTRIES = 1000;
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
export const PAGE_CACHE_MAX_PAGE_BYTES = 1024 * 1024;

/** What the HTML of a public page depends on besides the data: nothing else a visitor sends may enter the key. */
export interface PageKey {
  /** The origin its canonical, Open Graph and media addresses are built on (PUBLIC_ORIGIN, else the request's). */
  origin: string;
  /** Path and search as its page reads them (head.ts `pageLocation`): parameters no page reads are not part of it. */
  location: string;
  /** Whether the visitor accepted the age disclaimer (the one cookie a render reads): else the disclaimer is in the HTML. */
  adultOk: boolean;
}

export function pageKey({ origin, location, adultOk }: PageKey): string {
  return JSON.stringify([origin, location, adultOk]);
}

/**
 * Where the not-found page is rendered: a path no route names, so the client's catch-all renders it,
 * with no data of any address. One render serves every path that names nothing (http.ts); the
 * browser hydrates it as that page (client/src/lib/notFoundPage.ts).
 */
export { NOT_FOUND_LOCATION };

/**
 * The key of the one not-found page of an origin: all its HTML depends on is the origin, the
 * disclaimer's acceptance and the public site settings (a hash of them: a new save is a new page),
 * never the address asked for, so a flood of made-up addresses is answered by one render.
 */
export function notFoundPageKey({
  origin,
  adultOk,
  siteSettings,
  language,
}: Omit<PageKey, 'location'> & { siteSettings: unknown; language: Language }): string {
  const settings = createHash('sha256').update(JSON.stringify(siteSettings)).digest('base64url');
  return JSON.stringify([origin, NOT_FOUND_LOCATION, adultOk, settings, language]);
}

/**
 * Not-found pages kept at most: one per origin and acceptance state and settings' version (a Host
 * varied at will outside production makes new ones; each costs a render under the render budget).
 */
export const NOT_FOUND_PAGES_MAX_ENTRIES = 32;

export type PageCache = ReturnType<typeof createPageCache>;

interface Entry {
  page: CachedPage;
  expiresAt: number;
}

/** Overhead counted per entry besides its body and key: the entry, its headers, the LRU's bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 512;

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const maxPageBytes = options.maxPageBytes ?? PAGE_CACHE_MAX_PAGE_BYTES;
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries ?? PAGE_CACHE_MAX_ENTRIES,
    maxSize: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
    sizeCalculation: (entry, key) => entry.page.body.byteLength + key.length * 2 + ENTRY_OVERHEAD_BYTES,
  });
  // a page being made while everything is forgotten may hold what was forgotten: it is not kept
  let generation = 0;
  return {
    maxPageBytes,
    /** The page kept under `key`, unless it has expired. */
    get(key: string): CachedPage | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return null;
      }
      return entry.page;
    },
    /** Taken before the page's data is read: `set` keeps the page only if nothing was forgotten since. */
    begin(): PageTicket {
      return { startedAt: now(), generation };
    },
    /**
     * Keeps `page` for PUBLIC_CACHE_SECONDS from the ticket's start (when its head was read from the
     * database), and no longer than `answersExpireAt`: when the first of the cached answers it was
     * rendered from expires (a page made from an answer cached 9 seconds ago lives 1 second).
     * Answers whether it was kept.
     */
    set(key: string, page: CachedPage, ticket: PageTicket, answersExpireAt = Number.POSITIVE_INFINITY): boolean {
      if (ticket.generation !== generation) return false;
      if (page.body.byteLength > maxPageBytes) return false;
      const expiresAt = Math.min(ticket.startedAt + options.ttlMs, answersExpireAt);
      if (expiresAt <= now()) return false;
      entries.set(key, { page, expiresAt });
      return entries.has(key);
    },
    /** Forgets every page (the visitors' answers were forgotten: all, or some entities' after a mutation). */
    forgetAll(): void {
      generation += 1;
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
    get bytes(): number {
      return entries.calculatedSize ?? 0;
    },
  };
}

/** A page rendered whole, and whether it may be kept (until the first answer it is made of expires), else null. */
export interface RenderedPage {
  page: CachedPage;
  keep: { until: number } | null;
}

/**
 * The not-found pages (one per `notFoundPageKey`), kept for as long as the answers they are made of
 * (the catch-all route asks none: until evicted), never forgotten with the visitors' answers: no data
 * is in them, and a new settings' save is a new key. Requests arriving while one is rendered wait for
 * that render rather than starting their own, so a burst of made-up addresses costs one render.
 */
export function createNotFoundPages(options: { maxEntries?: number; now?: () => number } = {}) {
  const pages = createPageCache({
    ttlMs: Number.POSITIVE_INFINITY,
    maxEntries: options.maxEntries ?? NOT_FOUND_PAGES_MAX_ENTRIES,
    now: options.now,
  });
  const rendering = new Map<string, Promise<Response | RenderedPage | null>>();
  return {
    /**
     * The page kept under `key`, else the one being rendered for it, else `render`'s (kept if it may be).
     * A render that could not start (null) or did not give a whole page (a Response: the error page,
     * answered to its own request only) leaves the waiting requests null.
     */
    async answer(
      key: string,
      render: () => Promise<Response | RenderedPage | null>,
    ): Promise<Response | CachedPage | null> {
      const kept = pages.get(key);
      if (kept) return kept;
      const inFlight = rendering.get(key);
      if (inFlight) {
        const shared = await inFlight;
        return shared && !(shared instanceof Response) ? shared.page : null;
      }
      const ticket = pages.begin();
      const started = render();
      rendering.set(key, started);
      try {
        const rendered = await started;
        if (!rendered || rendered instanceof Response) return rendered;
        if (rendered.keep) pages.set(key, rendered.page, ticket, rendered.keep.until);
        return rendered.page;
      } finally {
        rendering.delete(key);
      }
    },
    get size(): number {
      return pages.size;
    },
  };
}

export type NotFoundPages = ReturnType<typeof createNotFoundPages>;

/**
 * Reads `stream` whole if it holds at most `limit` bytes. Past the limit, answers a stream of the
 * same bytes (those read so far, then the rest) for the caller to send as it is, uncached.
 */
export async function readWhole(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<{ whole: Uint8Array<ArrayBuffer> } | { partial: ReadableStream<Uint8Array> }> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > limit) {
      return {
        partial: new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(chunk);
          },
          async pull(controller) {
            const next = await reader.read();
            if (next.done) controller.close();
            else controller.enqueue(next.value);
          },
          cancel(reason) {
            return reader.cancel(reason);
          },
        }),
      };
    }
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { whole };
}
