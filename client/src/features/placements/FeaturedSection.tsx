// "Featured in <city>" on the Promote page (issue 34): the days already bought, and the form to buy more.
import { useLingui } from '@lingui/react/macro';
import { Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { FeaturedSection_ad$key } from '../../__generated__/FeaturedSection_ad.graphql';
import type { FeaturedSection_scheme$key } from '../../__generated__/FeaturedSection_scheme.graphql';
import { DashboardSection } from '../../components/DashboardSection.tsx';
import { BuyDaysOrNotSold, type BuyDaysTexts } from './BuyDaysForm.tsx';
import { useDaysText } from './placementTexts.ts';
import { useBuyFeaturedDaysMutation } from './useBuyFeaturedDaysMutation.ts';
import { useDayInWords } from '../../lib/dayInWords.ts';

/** The section's words and its form's, in the page's language. */
function useFeaturedTexts() {
  const { t } = useLingui();
  const daysText = useDaysText();
  const texts = {
    title: (city: string) => t`Featured in ${city}`,
    explain: (city: string, blockSize: number) =>
      t`Your ad is shown in the "Featured" block above the listing of ${city} (and of its category there) on the days you choose. Up to ${blockSize} featured ads are shown at once; when more are featured, they take turns through the day.`,
    days: (days: string) => t`Featured on: ${days}`,
    none: t`Not featured on any day yet.`,
  };
  const form: BuyDaysTexts = {
    product: 'featured',
    name: t`featured days`,
    firstDayLabel: t`First day`,
    lastDayLabel: t`Last day`,
    progress: t`Buying featured days...`,
    success: (days: number) => {
      const bought = daysText(days);
      return t`Featured for ${bought}.`;
    },
    failure: t`Failed to buy featured days.`,
    costTestId: 'featured-cost',
  };
  return { texts, form };
}

export function FeaturedSection(props: { ad: FeaturedSection_ad$key; scheme: FeaturedSection_scheme$key }) {
  const dayInWords = useDayInWords();
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
  const { texts, form } = useFeaturedTexts();
  const buyFeaturedDays = useBuyFeaturedDaysMutation();
  const city = ad.location.name;
  return (
    <DashboardSection title={texts.title(city)}>
      <Text textStyle="sm">{texts.explain(city, scheme.featuredBlockSize)}</Text>
      <Text textStyle="sm" data-testid="featured-days">
        {ad.featuredDays && ad.featuredDays.length > 0
          ? texts.days(ad.featuredDays.map((day) => dayInWords(String(day))).join(', '))
          : texts.none}
      </Text>
      <BuyDaysOrNotSold ad={ad} perDay={scheme.featuredCreditsPerDay} mutation={buyFeaturedDays} texts={form} />
    </DashboardSection>
  );
}
