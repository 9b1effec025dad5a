// "Home spotlight" on the Promote page (issue 34): the days from today to the end of the ad's run with
// the places still free on each (sold out, or already the ad's), and a form to buy days (first to last),
// with the price per day, the total and the balance after. Places go first come first served: a day
// sold out meanwhile is refused by the server with its date, and nothing is charged.
import { useLingui } from '@lingui/react/macro';
import { Box, Text, Wrap } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { SpotlightSection_ad$key } from '../../__generated__/SpotlightSection_ad.graphql';
import type { SpotlightSection_scheme$key } from '../../__generated__/SpotlightSection_scheme.graphql';
import { DashboardSection } from '../../components/DashboardSection.tsx';
import { todayInIndia } from '../../../../common/india.ts';
import { BuyDaysOrNotSold, type BuyDaysTexts } from './BuyDaysForm.tsx';
import { useDaysText } from './placementTexts.ts';
import { useBuySpotlightDaysMutation } from './useBuySpotlightDaysMutation.ts';
import { useDayInWords } from '../../lib/dayInWords.ts';

/** The section's words and its form's, in the page's language. */
function useSpotlightTexts() {
  const { t } = useLingui();
  const daysText = useDaysText();
  const texts = {
    title: t`Home spotlight`,
    explain: (slots: number) =>
      t`Your ad is shown in the "Spotlight" block of the home page on the days you choose. There are ${slots} places a day, first come first served.`,
    mine: (days: string) => t`In the spotlight on: ${days}`,
    notMine: t`Not in the spotlight on any day yet.`,
    noDays: t`The ad has no days left to choose.`,
    placesByDay: t`Spotlight places by day`,
    dayState: (free: number, slots: number, mine: boolean) =>
      mine ? t`yours` : free === 0 ? t`sold out` : t`${free} of ${slots} free`,
  };
  const form: BuyDaysTexts = {
    product: 'spotlight',
    name: t`spotlight days`,
    firstDayLabel: t`First spotlight day`,
    lastDayLabel: t`Last spotlight day`,
    progress: t`Buying spotlight days...`,
    success: (days: number) => {
      const bought = daysText(days);
      return t`In the home spotlight for ${bought}.`;
    },
    failure: t`Failed to buy spotlight days.`,
    costTestId: 'spotlight-cost',
  };
  return { texts, form };
}

/** The days shown with their free places (the server answers up to two months). */
const DAYS_SHOWN = 14;

export function SpotlightSection(props: { ad: SpotlightSection_ad$key; scheme: SpotlightSection_scheme$key }) {
  const dayInWords = useDayInWords();
  const ad = useFragment(
    graphql`
      fragment SpotlightSection_ad on Ad {
        id
        startDate
        endDate
        spotlightDays {
          day
          freeSlots
          mine
        }
      }
    `,
    props.ad,
  );
  const scheme = useFragment(
    graphql`
      fragment SpotlightSection_scheme on PlacementScheme {
        spotlightCreditsPerDay
        spotlightSlots
      }
    `,
    props.scheme,
  );
  const { texts, form } = useSpotlightTexts();
  const buySpotlightDays = useBuySpotlightDaysMutation();
  const today = todayInIndia();
  const days = ad.spotlightDays ?? [];
  const mine = days.filter((day) => day.mine).map((day) => dayInWords(String(day.day), today));
  return (
    <DashboardSection title={texts.title}>
      <Text textStyle="sm">{texts.explain(scheme.spotlightSlots)}</Text>
      <Text textStyle="sm" data-testid="spotlight-mine">
        {mine.length > 0 ? texts.mine(mine.join(', ')) : texts.notMine}
      </Text>
      {days.length === 0 ? (
        <Text color="fg.muted">{texts.noDays}</Text>
      ) : (
        <Wrap as="ul" aria-label={texts.placesByDay} gap="2" listStyleType="none">
          {days.slice(0, DAYS_SHOWN).map((day) => {
            const soldOut = day.freeSlots === 0 && !day.mine;
            return (
              <Box
                as="li"
                key={String(day.day)}
                borderWidth="1px"
                borderRadius="md"
                px="2"
                py="1"
                textStyle="xs"
                bg={day.mine ? 'brand.subtle' : soldOut ? 'bg.muted' : undefined}
                color={soldOut ? 'fg.muted' : undefined}
              >
                <Text as="span" fontWeight="semibold">
                  {dayInWords(String(day.day), today)}
                </Text>
                {`: ${texts.dayState(day.freeSlots, scheme.spotlightSlots, day.mine)}`}
              </Box>
            );
          })}
        </Wrap>
      )}
      {/* not on sale: the words saying so; on sale: the form, once there are days to choose */}
      {(scheme.spotlightCreditsPerDay == null || days.length > 0) && (
        <BuyDaysOrNotSold ad={ad} perDay={scheme.spotlightCreditsPerDay} mutation={buySpotlightDays} texts={form} />
      )}
    </DashboardSection>
  );
}
