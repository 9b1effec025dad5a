import type { Extension } from '@electric-sql/pglite';

export declare const PGLITE_EXTENSIONS: { pg_trgm: Extension };
