// The catalogs' own check (issue 35): in every catalog (the frame's and each page's: lingui.config.ts), every
// message of the code has a Hindi translation that keeps its placeholders. (`npm run messages:check` in CI
// also fails when a catalog is out of step with the code.) A message missing here still shows in English on
// a Hindi page, never as its id.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

// the tests run from the repository's root (vitest.config.ts)
const LOCALES = join(process.cwd(), 'client/src/locales');
const ENTRIES = readdirSync(LOCALES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(LOCALES, entry.name, 'en.po')))
  .map((entry) => entry.name);

async function catalogOf(entry: string, locale: string) {
  const filename = join(LOCALES, entry, `${locale}.po`);
  if (!existsSync(filename)) return {};
  const parsed = await formatter().parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename });
  return parsed ?? {};
}

/** A message's placeholders ({name}, and plural's {count, plural, ...} by its name). */
// (`{name}` or `{name, plural, ...}`: a plural's branch such as `one {Your ad}` is text, not a placeholder)
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\s*[},]/g)].map((match) => match[1]).sort();

describe('the Hindi catalogs', () => {
  it('are one for the frame and one a page', () => {
    expect(ENTRIES).toContain('main');
    expect(ENTRIES).toContain('ListingPage');
  });

  it('translate every message of the code', async () => {
    const untranslated: string[] = [];
    for (const entry of ENTRIES) {
      const english = await catalogOf(entry, 'en');
      const hindi = await catalogOf(entry, 'hi');
      for (const [id, message] of Object.entries(english))
        if (!hindi[id]?.translation) untranslated.push(`${entry}: ${message.message ?? id}`);
    }
    expect(untranslated).toEqual([]);
  });

  it('give a message one translation in every catalog', async () => {
    // the server renders with every catalog loaded and the browser adds a page's on its way: a message that
    // read differently in two of them would change a page's words at hydration (decision 0127)
    const translations = new Map<string, Map<string, string[]>>();
    for (const entry of ENTRIES) {
      for (const [id, message] of Object.entries(await catalogOf(entry, 'hi'))) {
        const byText = translations.get(id) ?? new Map<string, string[]>();
        const text = message.translation ?? '';
        byText.set(text, [...(byText.get(text) ?? []), entry]);
        translations.set(id, byText);
      }
    }
    const differing = [...translations]
      .filter(([, byText]) => byText.size > 1)
      .map(
        ([id, byText]) =>
          `${id}: ${[...byText].map(([text, entries]) => `${text} (${entries.join(', ')})`).join(' / ')}`,
      );
    expect(differing).toEqual([]);
  });

  it('keep every placeholder of each message', async () => {
    const changed: string[] = [];
    for (const entry of ENTRIES) {
      const english = await catalogOf(entry, 'en');
      const hindi = await catalogOf(entry, 'hi');
      for (const [id, message] of Object.entries(english)) {
        const source = message.message ?? message.translation ?? id;
        const translation = hindi[id]?.translation;
        if (translation && placeholders(translation).join() !== placeholders(source).join())
          changed.push(`${entry}: ${source}`);
      }
    }
    expect(changed).toEqual([]);
  });
});
