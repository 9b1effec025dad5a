// "Featured in <city>" on the Promote page (issue 34): the days already bought, and the form to buy more.
import { Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { FeaturedSection_ad$key } from '../../__generated__/FeaturedSection_ad.graphql';
import type { FeaturedSection_scheme$key } from '../../__generated__/FeaturedSection_scheme.graphql';
import { DashboardSection } from '../../components/DashboardSection.tsx';
import { dayInWords } from '../../../../common/india.ts';
import { BuyDaysOrNotSold, type BuyDaysTexts } from './BuyDaysForm.tsx';
import { daysText } from './placementTexts.ts';
import { useBuyFeaturedDaysMutation } from './useBuyFeaturedDaysMutation.ts';

export const FEATURED_TEXTS = {
  explain: (city: string, blockSize: number) =>
    `Your ad is shown in the "Featured" block above the listing of ${city} (and of its category there) on the days you choose. Up to ${blockSize} featured ads are shown at once; when more are featured, they take turns through the day.`,
  progress: 'Buying featured days...',
  success: (days: number) => `Featured for ${daysText(days)}.`,
  failure: 'Failed to buy featured days.',
  none: 'Not featured on any day yet.',
} as const;

const FEATURED_FORM_TEXTS: BuyDaysTexts = {
  product: 'featured',
  name: 'featured days',
  firstDayLabel: 'First day',
  lastDayLabel: 'Last day',
  progress: FEATURED_TEXTS.progress,
  success: FEATURED_TEXTS.success,
  failure: FEATURED_TEXTS.failure,
  costTestId: 'featured-cost',
};

export function FeaturedSection(props: { ad: FeaturedSection_ad$key; scheme: FeaturedSection_scheme$key }) {
  const ad = useFragment(
    graphql`
      fragment FeaturedSection_ad on Ad {
        id
        startDate
        endDate
        featuredDays
        location {
          name
        }
      }
    `,
    props.ad,
  );
  const scheme = useFragment(
    graphql`
      fragment FeaturedSection_scheme on PlacementScheme {
        featuredCreditsPerDay
        featuredBlockSize
      }
    `,
    props.scheme,
  );
  const buyFeaturedDays = useBuyFeaturedDaysMutation();
  const city = ad.location.name;
  return (
    <DashboardSection title={`Featured in ${city}`}>
      <Text textStyle="sm">{FEATURED_TEXTS.explain(city, scheme.featuredBlockSize)}</Text>
      <Text textStyle="sm" data-testid="featured-days">
        {ad.featuredDays && ad.featuredDays.length > 0
          ? `Featured on: ${ad.featuredDays.map((day) => dayInWords(String(day))).join(', ')}`
          : FEATURED_TEXTS.none}
      </Text>
      <BuyDaysOrNotSold
        ad={ad}
        perDay={scheme.featuredCreditsPerDay}
        mutation={buyFeaturedDays}
        texts={FEATURED_FORM_TEXTS}
      />
    </DashboardSection>
  );
}
