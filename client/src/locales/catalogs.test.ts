// The catalogs' own check (issue 35): every message of the code has a Hindi translation that keeps its
// placeholders. (`npm run messages:check` in CI also fails when a catalog is out of step with the code.)
// A message missing here still shows in English on a Hindi page, never as its id (lingui.config.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

async function catalogOf(locale: string) {
  // the tests run from the repository's root (vitest.config.ts)
  const filename = join(process.cwd(), 'client/src/locales', locale, 'messages.po');
  const parsed = await formatter().parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename });
  return parsed ?? {};
}

/** A message's placeholders ({name}, and plural's {count, plural, ...} by its name). */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe('the Hindi catalog', () => {
  it('translates every message of the code', async () => {
    const english = await catalogOf('en');
    const hindi = await catalogOf('hi');
    expect(Object.keys(english).length).toBeGreaterThan(0);
    const untranslated = Object.keys(english)
      .filter((id) => !hindi[id]?.translation)
      .map((id) => english[id]?.message ?? id);
    expect(untranslated).toEqual([]);
  });

  it('keeps every placeholder of each message', async () => {
    const english = await catalogOf('en');
    const hindi = await catalogOf('hi');
    const changed = Object.entries(english)
      .filter(([id, entry]) => {
        const source = entry.message ?? entry.translation ?? id;
        return hindi[id]?.translation && placeholders(hindi[id].translation).join() !== placeholders(source).join();
      })
      .map(([id, entry]) => entry.message ?? id);
    expect(changed).toEqual([]);
  });
});
