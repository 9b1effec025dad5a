// What a listing shows of its filters (issue 33), in the page's language (issue 35): "Age 21–30", "Age 25+",
// "Age up to 30", "Verified"; on a Hindi page "उम्र 21–30", "वेरिफ़ाइड".
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListingFacets } from '../../../../../common/listingFacets.ts';

export function listingFacetLabels(facets: ListingFacets, i18n: I18n): string[] {
  const labels: string[] = [];
  const { minAge, maxAge } = facets;
  if (minAge !== null && maxAge !== null)
    labels.push(minAge === maxAge ? i18n._(msg`Age ${minAge}`) : i18n._(msg`Age ${minAge}–${maxAge}`));
  else if (minAge !== null) labels.push(i18n._(msg`Age ${minAge}+`));
  else if (maxAge !== null) labels.push(i18n._(msg`Age up to ${maxAge}`));
  if (facets.verified) labels.push(i18n._(msg`Verified`));
  return labels;
}
