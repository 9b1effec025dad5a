// The PostgreSQL extensions every embedded database (PGlite) is opened with: the app's own in its
// thread (pglite-thread.mjs) and the schema engine's throw-away ones (adapters.ts, migrate.ts).
// PGlite loads an extension only when it is opened with it, and a database whose migrations created
// one cannot be read without it. Plain JavaScript, so the thread imports it under node, tsx and vitest.
// - pg_trgm: the desk's "contains" search over ads and accounts (migration 20261127095742_desk_search).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };
