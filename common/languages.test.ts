import { describe, expect, it } from 'vitest';
import { languageInCookies, languageOfPath, languagePrefix, pathInLanguage } from './languages.ts';

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
