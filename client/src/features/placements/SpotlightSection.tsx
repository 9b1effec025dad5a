// "Home spotlight" on the Promote page (issue 34): the days from today to the end of the ad's run with
// the places still free on each (sold out, or already the ad's), and a form to buy days (first to last),
// with the price per day, the total and the balance after. Places go first come first served: a day
// sold out meanwhile is refused by the server with its date, and nothing is charged.
import { Box, Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { SpotlightSection_ad$key } from '../../__generated__/SpotlightSection_ad.graphql';
import type { SpotlightSection_scheme$key } from '../../__generated__/SpotlightSection_scheme.graphql';
import { DashboardSection } from '../../components/DashboardSection.tsx';
import { TextField } from '../../components/TextField.tsx';
import { toastProgress } from '../../components/toasts.ts';
import { actionFailureMessage } from '../../lib/actionFailureMessage.ts';
import { session, useSession } from '../../lib/session.ts';
import { showFieldRefusal, useSchemaForm } from '../../lib/useSchemaForm.ts';
import { dayInWords, daysInclusive, todayInIndia } from '../../../../common/india.ts';
import { PLACEMENT_MESSAGES, placementDaysSchema, placementPrice } from '../../../../common/forms/placements.ts';
import { creditsText, daysText } from './placementTexts.ts';
import { useBuySpotlightDaysMutation } from './useBuySpotlightDaysMutation.ts';

export const SPOTLIGHT_TEXTS = {
  explain: (slots: number) =>
    `Your ad is shown in the "Spotlight" block of the home page on the days you choose. There are ${slots} places a day, first come first served.`,
  progress: 'Buying spotlight days...',
  success: (days: number) => `In the home spotlight for ${daysText(days)}.`,
  failure: 'Failed to buy spotlight days.',
  noDays: 'The ad has no days left to choose.',
  dayState: (free: number, slots: number, mine: boolean) =>
    mine ? 'yours' : free === 0 ? 'sold out' : `${free} of ${slots} free`,
} as const;

const FIELDS = ['firstDay', 'lastDay'] as const;

/** The days shown with their free places (the server answers up to two months). */
const DAYS_SHOWN = 14;

export function SpotlightSection(props: { ad: SpotlightSection_ad$key; scheme: SpotlightSection_scheme$key }) {
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
  const today = todayInIndia();
  const days = ad.spotlightDays ?? [];
  const mine = days.filter((day) => day.mine).map((day) => dayInWords(String(day.day), today));
  return (
    <DashboardSection title="Home spotlight">
      <Text textStyle="sm">{SPOTLIGHT_TEXTS.explain(scheme.spotlightSlots)}</Text>
      <Text textStyle="sm" data-testid="spotlight-mine">
        {mine.length > 0 ? `In the spotlight on: ${mine.join(', ')}` : 'Not in the spotlight on any day yet.'}
      </Text>
      {days.length === 0 ? (
        <Text color="fg.muted">{SPOTLIGHT_TEXTS.noDays}</Text>
      ) : (
        <Wrap as="ul" aria-label="Spotlight places by day" gap="2" listStyleType="none">
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
                {`: ${SPOTLIGHT_TEXTS.dayState(day.freeSlots, scheme.spotlightSlots, day.mine)}`}
              </Box>
            );
          })}
        </Wrap>
      )}
      {scheme.spotlightCreditsPerDay == null ? (
        <Text color="fg.muted">{PLACEMENT_MESSAGES.notSold('spotlight')}</Text>
      ) : (
        days.length > 0 && (
          <SpotlightForm
            adId={ad.id}
            startDate={String(ad.startDate)}
            endDate={String(ad.endDate)}
            perDay={scheme.spotlightCreditsPerDay}
          />
        )
      )}
    </DashboardSection>
  );
}

function SpotlightForm({
  adId,
  startDate,
  endDate,
  perDay,
}: {
  adId: string;
  startDate: string;
  endDate: string;
  perDay: number;
}) {
  const [buy, busy] = useBuySpotlightDaysMutation();
  const { credits } = useSession();
  const today = todayInIndia();
  const first = startDate > today ? startDate : today;
  const { register, control, handleSubmit, setError, clearErrors, reset, formState } = useSchemaForm(
    placementDaysSchema,
    { defaultValues: { firstDay: first, lastDay: first } },
  );
  const [firstDay, lastDay] = useWatch({ control, name: ['firstDay', 'lastDay'] });
  const chosen = placementDaysSchema.safeParse({ firstDay, lastDay });
  const days = chosen.success ? daysInclusive(chosen.data.firstDay, chosen.data.lastDay) : null;
  const cost = days === null ? null : placementPrice(perDay, days);

  const submit = handleSubmit(async (values) => {
    if (busy) return;
    const hadSession = session.get().auth !== null;
    const progress = toastProgress(SPOTLIGHT_TEXTS.progress);
    const outcome = await buy(adId, values.firstDay, values.lastDay);
    if (outcome.kind === 'bought') {
      progress.success(SPOTLIGHT_TEXTS.success(daysInclusive(values.firstDay, values.lastDay)));
      reset({ firstDay: values.firstDay, lastDay: values.lastDay });
    } else if (outcome.kind === 'refused') {
      progress.error(outcome.message);
      showFieldRefusal(setError, FIELDS, outcome, 'firstDay');
    } else {
      progress.error(actionFailureMessage(SPOTLIGHT_TEXTS.failure, hadSession));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Buy spotlight days">
      <Stack gap="3">
        <Text textStyle="sm">
          {creditsText(perDay)} a day · days from {dayInWords(first, today)} to {dayInWords(endDate, today)}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <TextField
            label="First spotlight day"
            type="date"
            min={first}
            max={endDate}
            error={formState.errors.firstDay?.message}
            {...register('firstDay', { onChange: () => clearErrors() })}
          />
          <TextField
            label="Last spotlight day"
            type="date"
            min={first}
            max={endDate}
            error={formState.errors.lastDay?.message}
            {...register('lastDay', { onChange: () => clearErrors() })}
          />
        </Stack>
        {cost !== null && days !== null && (
          <Text textStyle="sm" aria-live="polite" data-testid="spotlight-cost">
            {daysText(days)} × {creditsText(perDay)} = {creditsText(cost)}
            {credits !== null && ` · Balance after: ${creditsText(credits - cost)}`}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" loading={busy} alignSelf="flex-start">
          Buy spotlight days
        </Button>
      </Stack>
    </form>
  );
}
