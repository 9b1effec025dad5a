import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  browserManifestFile,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageInCookies,
  languageOfPath,
  languagePrefix,
  pathInLanguage,
} from './languages.ts';

describe('the language of an address', () => {
  it('reads Hindi under /hi and English everywhere else', () => {
    expect(languageOfPath('/hi')).toEqual({ language: 'hi', path: '/' });
    expect(languageOfPath('/hi/')).toEqual({ language: 'hi', path: '/' });
    expect(languageOfPath('/hi/call-girls/mumbai')).toEqual({ language: 'hi', path: '/call-girls/mumbai' });
    expect(languageOfPath('/call-girls/mumbai')).toEqual({ language: 'en', path: '/call-girls/mumbai' });
    expect(languageOfPath('/')).toEqual({ language: 'en', path: '/' });
    // a segment that only starts like the prefix, and an unknown prefix: English paths no route takes
    expect(languageOfPath('/history')).toEqual({ language: 'en', path: '/history' });
    expect(languageOfPath('/fr/call-girls')).toEqual({ language: 'en', path: '/fr/call-girls' });
  });

  it('writes an address in each language, the inverse of reading it', () => {
    for (const path of ['/', '/call-girls', '/call-girls/mumbai/independent', '/?q=1', '/blogs/a-b']) {
      expect(pathInLanguage(path, 'en')).toBe(path);
      const hindi = pathInLanguage(path, 'hi');
      expect(hindi.startsWith('/hi')).toBe(true);
      const read = languageOfPath(hindi.split('?')[0]!);
      expect(read.language).toBe('hi');
      expect(read.path).toBe(path.split('?')[0]);
    }
    expect(pathInLanguage('/', 'hi')).toBe('/hi');
    expect(pathInLanguage('/?q=1', 'hi')).toBe('/hi?q=1');
    expect(languagePrefix('en')).toBe('');
  });

  it('reads the remembered choice from the cookies, and nothing else', () => {
    expect(languageInCookies('a=1; lang=hi; b=2')).toBe('hi');
    expect(languageInCookies('lang=en')).toBe('en');
    expect(languageInCookies('lang=fr')).toBeNull();
    expect(languageInCookies('xlang=hi')).toBeNull();
    expect(languageInCookies(null)).toBeNull();
  });
});

describe("the browser's builds (decision 0131)", () => {
  it('are made for every language by npm run build, each with a manifest of its own', () => {
    const { scripts } = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const builds = scripts
      .build!.split(' && ')
      .filter((step) => /\bvite build\b/.test(step) && !step.includes('--ssr'));
    expect(builds.map((step) => /BUILD_LANGUAGE=(\w+)/.exec(step)?.[1] ?? DEFAULT_LANGUAGE).sort()).toEqual(
      [...LANGUAGES].sort(),
    );
    // English's first: it empties the folder the others then add to (vite.config.ts)
    expect(builds[0]).not.toContain('BUILD_LANGUAGE');
    expect(new Set(LANGUAGES.map(browserManifestFile)).size).toBe(LANGUAGES.length);
    expect(browserManifestFile(DEFAULT_LANGUAGE)).toBe('.vite/manifest.json');
  });
});
