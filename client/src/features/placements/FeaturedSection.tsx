// "Featured in <city>" on the Promote page (issue 34): the days already bought, and a form to buy more
// (first to last day within the ad's run, from today on), with the price per day, the total and the
// balance after, checked as the server checks them (common/forms/placements.ts).
import { Button, Stack, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { FeaturedSection_ad$key } from '../../__generated__/FeaturedSection_ad.graphql';
import type { FeaturedSection_scheme$key } from '../../__generated__/FeaturedSection_scheme.graphql';
import { DashboardSection } from '../../components/DashboardSection.tsx';
import { TextField } from '../../components/TextField.tsx';
import { toastProgress } from '../../components/toasts.ts';
import { actionFailureMessage } from '../../lib/actionFailureMessage.ts';
import { session, useSession } from '../../lib/session.ts';
import { showFieldRefusal, useSchemaForm } from '../../lib/useSchemaForm.ts';
import { dayInWords, daysInclusive, todayInIndia } from '../../../../common/india.ts';
import { PLACEMENT_MESSAGES, placementDaysSchema, placementPrice } from '../../../../common/forms/placements.ts';
import { creditsText, daysText } from './placementTexts.ts';
import { useBuyFeaturedDaysMutation } from './useBuyFeaturedDaysMutation.ts';

export const FEATURED_TEXTS = {
  explain: (city: string, blockSize: number) =>
    `Your ad is shown in the "Featured" block above the listing of ${city} (and of its category there) on the days you choose. Up to ${blockSize} featured ads are shown at once; when more are featured, they take turns through the day.`,
  progress: 'Buying featured days...',
  success: (days: number) => `Featured for ${daysText(days)}.`,
  failure: 'Failed to buy featured days.',
  none: 'Not featured on any day yet.',
} as const;

const FIELDS = ['firstDay', 'lastDay'] as const;

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
  const city = ad.location.name;
  return (
    <DashboardSection title={`Featured in ${city}`}>
      <Text textStyle="sm">{FEATURED_TEXTS.explain(city, scheme.featuredBlockSize)}</Text>
      <Text textStyle="sm" data-testid="featured-days">
        {ad.featuredDays && ad.featuredDays.length > 0
          ? `Featured on: ${ad.featuredDays.map((day) => dayInWords(String(day))).join(', ')}`
          : FEATURED_TEXTS.none}
      </Text>
      {scheme.featuredCreditsPerDay == null ? (
        <Text color="fg.muted">{PLACEMENT_MESSAGES.notSold('featured')}</Text>
      ) : (
        <FeaturedForm
          adId={ad.id}
          startDate={String(ad.startDate)}
          endDate={String(ad.endDate)}
          perDay={scheme.featuredCreditsPerDay}
        />
      )}
    </DashboardSection>
  );
}

function FeaturedForm({
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
  const [buy, busy] = useBuyFeaturedDaysMutation();
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
    const progress = toastProgress(FEATURED_TEXTS.progress);
    const outcome = await buy(adId, values.firstDay, values.lastDay);
    if (outcome.kind === 'bought') {
      progress.success(FEATURED_TEXTS.success(daysInclusive(values.firstDay, values.lastDay)));
      reset({ firstDay: values.firstDay, lastDay: values.lastDay });
    } else if (outcome.kind === 'refused') {
      progress.error(outcome.message);
      showFieldRefusal(setError, FIELDS, outcome, 'firstDay');
    } else {
      progress.error(actionFailureMessage(FEATURED_TEXTS.failure, hadSession));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Buy featured days">
      <Stack gap="3">
        <Text textStyle="sm">
          {creditsText(perDay)} a day · days from {dayInWords(first, today)} to {dayInWords(endDate, today)}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <TextField
            label="First day"
            type="date"
            min={first}
            max={endDate}
            error={formState.errors.firstDay?.message}
            {...register('firstDay', { onChange: () => clearErrors() })}
          />
          <TextField
            label="Last day"
            type="date"
            min={first}
            max={endDate}
            error={formState.errors.lastDay?.message}
            {...register('lastDay', { onChange: () => clearErrors() })}
          />
        </Stack>
        {cost !== null && days !== null && (
          <Text textStyle="sm" aria-live="polite" data-testid="featured-cost">
            {daysText(days)} × {creditsText(perDay)} = {creditsText(cost)}
            {credits !== null && ` · Balance after: ${creditsText(credits - cost)}`}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" loading={busy} alignSelf="flex-start">
          Buy featured days
        </Button>
      </Stack>
    </form>
  );
}
