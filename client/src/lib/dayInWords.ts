// Dates in words in the page's language (issue 35): the advertiser's screens. A module of its own so that the
// public frame, which reads the page's language (./language.ts), does not carry the date formatter.
import { useCallback } from 'react';
import { dayInWords } from '../../../common/india.ts';
import { usePageLanguage } from './language.ts';

/** `3 Dec` on an English page, `3 दिसंबर` on a Hindi one (common/india.ts dayInWords). */
export function useDayInWords(): (isoDate: string, today?: string, long?: boolean) => string {
  const language = usePageLanguage();
  return useCallback(
    (isoDate: string, today?: string, long = false) => dayInWords(isoDate, today, long, language),
    [language],
  );
}
