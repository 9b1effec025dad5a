// The listing's filter badges in the page's language (issues 33 and 35).
import { describe, expect, it } from 'vitest';
import { NO_FACETS } from '../../../../../common/listingFacets.ts';
import { englishI18n, i18nFor } from '../../../lib/i18n.ts';
import { loadModuleMessages } from '../../../lib/moduleMessages.ts';
import { listingFacetLabels } from './listingFacetLabels.ts';

describe("the listing's filters as it shows them", () => {
  it('are named in English on an English page', () => {
    expect(listingFacetLabels({ minAge: 21, maxAge: 30, verified: true }, englishI18n)).toEqual([
      'Age 21–30',
      'Verified',
    ]);
    expect(listingFacetLabels({ minAge: 25, maxAge: null, verified: false }, englishI18n)).toEqual(['Age 25+']);
    expect(listingFacetLabels({ minAge: null, maxAge: 30, verified: false }, englishI18n)).toEqual(['Age up to 30']);
    expect(listingFacetLabels({ minAge: 25, maxAge: 25, verified: false }, englishI18n)).toEqual(['Age 25']);
    expect(listingFacetLabels(NO_FACETS, englishI18n)).toEqual([]);
  });

  it('are named in Hindi on a Hindi page', async () => {
    const hindi = await i18nFor('hi');
    await loadModuleMessages(hindi, 'src/features/ads/listing/ListingPage.tsx');
    expect(listingFacetLabels({ minAge: 21, maxAge: 30, verified: true }, hindi)).toEqual(['उम्र 21–30', 'वेरिफ़ाइड']);
    expect(listingFacetLabels({ minAge: null, maxAge: 30, verified: false }, hindi)).toEqual(['उम्र 30 तक']);
    expect(listingFacetLabels({ minAge: 25, maxAge: null, verified: false }, hindi)).toEqual(['उम्र 25+']);
  });
});
