// The count line of a listing or a search (SPEC section 2): "1 result found", "12 results found", and above
// the server's bound "1,000+ results found" (decision 0051). Digits grouped as India writes them.
import { formatIndianNumber } from './india.ts';

/** A city's count of ads: "1 ad", "12 ads", "1,20,000 ads". */
export function adsCountText(count: number): string {
  return `${formatIndianNumber(count)} ${count === 1 ? 'ad' : 'ads'}`;
}

export function resultsFound(count: number, isLowerBound = false): string {
  const noun = count === 1 && !isLowerBound ? 'result' : 'results';
  return `${formatIndianNumber(count)}${isLowerBound ? '+' : ''} ${noun} found`;
}
