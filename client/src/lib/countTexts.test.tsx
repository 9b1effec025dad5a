import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { englishI18n, i18nFor } from './i18n.ts';
import { loadModuleMessages } from './moduleMessages.ts';
import { useAgeText } from '../features/ads/listing/AdPersonMarks.tsx';
import { useAdsCount, useResultsFound } from './countTexts.ts';

const inLanguage = (i18n: I18n) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  };

describe('the count line (SPEC section 2) and the age, in the page’s language', () => {
  it('says "result" for exactly one and "results" otherwise, digits grouped as India writes them', () => {
    const { result } = renderHook(() => useResultsFound(), { wrapper: inLanguage(englishI18n) });
    expect(result.current(0)).toBe('0 results found');
    expect(result.current(1)).toBe('1 result found');
    expect(result.current(2)).toBe('2 results found');
    expect(result.current(12_34_567)).toBe('12,34,567 results found');
    // the server's lower bound: a plus, always plural
    expect(result.current(1000, true)).toBe('1,000+ results found');
    expect(result.current(1, true)).toBe('1+ results found');
    const age = renderHook(() => useAgeText(), { wrapper: inLanguage(englishI18n) }).result.current;
    expect(age(25)).toBe('25 yrs');
    expect(age(null)).toBeNull();
    const ads = renderHook(() => useAdsCount(), { wrapper: inLanguage(englishI18n) }).result.current;
    expect([ads(1), ads(12), ads(1_20_000)]).toEqual(['1 ad', '12 ads', '1,20,000 ads']);
  });

  it('says them in Hindi on a Hindi page', async () => {
    const hindi = await i18nFor('hi');
    await loadModuleMessages(hindi, 'src/features/ads/listing/ListingPage.tsx');
    const { result } = renderHook(() => useResultsFound(), { wrapper: inLanguage(hindi) });
    expect(result.current(1)).toBe('1 नतीजा मिला');
    expect(result.current(12_34_567)).toBe('12,34,567 नतीजे मिले');
    expect(result.current(1000, true)).toBe('1,000+ नतीजे मिले');
    expect(renderHook(() => useAgeText(), { wrapper: inLanguage(hindi) }).result.current(25)).toBe('25 वर्ष');
  });
});
