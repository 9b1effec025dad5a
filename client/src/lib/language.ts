// The page's language in the app (issue 35): the one its texts are in (lib/i18n.ts), which is the one its
// address names (common/languages.ts), and the visitor's choice remembered for the next visit.
import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  placeNameIn,
  type Language,
  type PlaceNames,
} from '../../../common/languages.ts';

export function usePageLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** Names places (states, cities, categories) in the page's language: Hindi names on a Hindi page (decision 0122). */
export function usePlaceName(): (place: PlaceNames) => string {
  const language = usePageLanguage();
  return useCallback((place: PlaceNames) => placeNameIn(place, language), [language]);
}

/** Unicode's order of two names: Devanagari's letters stand in the order of the varnamala (vowels, then क to ह). */
const byCodePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Puts places in the page's language's order: as the server sends them (by English name) on an English page,
 * by their Hindi names on a Hindi page, so a Hindi reader finds a state where they look for it. Code point
 * order, not Intl's collation: the server's render and the browser's must agree, and it needs no locale data.
 */
export function usePlacesInOrder(): <Place extends PlaceNames>(places: readonly Place[]) => readonly Place[] {
  const language = usePageLanguage();
  return useCallback(
    <Place extends PlaceNames>(places: readonly Place[]) =>
      language === DEFAULT_LANGUAGE
        ? places
        : [...places].sort((a, b) => byCodePoints(placeNameIn(a, language), placeNameIn(b, language))),
    [language],
  );
}

/** Remembers the visitor's choice: their next visit to the home page opens in it (server/http.ts). */
export function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
