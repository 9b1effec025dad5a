// Counts as visitors read them, in the page's language, numbers grouped as India writes them: the count line
// of a listing or a search (SPEC section 2: "1 result found", "1,000+ results found") and a city's ads.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatIndianNumber } from '../../../common/india.ts';

export function useResultsFound(): (count: number, isLowerBound?: boolean) => string {
  const { t } = useLingui();
  return (count, isLowerBound = false) => {
    const shown = `${formatIndianNumber(count)}${isLowerBound ? '+' : ''}`;
    if (isLowerBound) return t`${shown} results found`;
    return t`${plural(count, { one: `${shown} result found`, other: `${shown} results found` })}`;
  };
}

/** A city's count of ads: "1 ad", "12 ads", "1,20,000 ads". */
export function useAdsCount(): (count: number) => string {
  const { t } = useLingui();
  return (count) => {
    const shown = formatIndianNumber(count);
    return t`${plural(count, { one: `${shown} ad`, other: `${shown} ads` })}`;
  };
}
