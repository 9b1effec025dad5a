// Where each catalog's chunk is (client/src/lib/moduleMessages.ts), in a module of its own: the server's renders
// and the development server load catalogs from it; the browser's builds have their messages in their code
// (English's since decision 0121, every language's since 0131) and leave it out.
import type { Messages } from '@lingui/core';

// a glob, not imports: the catalogs are compiled from the code's messages, so the extractor reads this file
// before they exist; the languages of common/languages.ts but English (a glob takes literals only)
export const CATALOGS = import.meta.glob<{ messages: Messages }>('../locales/*/hi.ts');
