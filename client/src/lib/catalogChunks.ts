// Where each catalog's chunk is (client/src/lib/moduleMessages.ts), in a module of its own: only a page in another
// language than English loads it (English's messages are in the code, decision 0121).
import type { Messages } from '@lingui/core';

// a glob, not imports: the catalogs are compiled from the code's messages, so the extractor reads this file
// before they exist; the languages of common/languages.ts but English (a glob takes literals only)
export const CATALOGS = import.meta.glob<{ messages: Messages }>('../locales/*/hi.ts');
