// The form that buys days of a placement (featured in a city, home spotlight) on the Promote page: first
// to last day within the ad's run, from today on, with the price per day, the total and the balance
// after, checked as the server checks them (common/forms/placements.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { toastProgress } from '../../components/toasts.ts';
import { actionFailureMessage } from '../../lib/actionFailureMessage.ts';
import { session, useSession } from '../../lib/session.ts';
import { showFieldRefusal, useSchemaForm } from '../../lib/useSchemaForm.ts';
import { daysInclusive, todayInIndia } from '../../../../common/india.ts';
import {
  PLACEMENT_MESSAGES,
  placementDaysSchema,
  placementPrice,
  type PlacementProduct,
} from '../../../../common/forms/placements.ts';
import { DayRangeFields } from './DayRangeFields.tsx';
import type { PurchaseOutcome } from './placementPurchase.ts';
import { useCreditsText, useDaysText } from './placementTexts.ts';
import { useDayInWords } from '../../lib/dayInWords.ts';

/** A product's words on the form, in the page's language; `name` labels the form and its button ("Buy {name}"). */
export interface BuyDaysTexts {
  product: PlacementProduct;
  name: string;
  firstDayLabel: string;
  lastDayLabel: string;
  progress: string;
  success: (days: number) => string;
  failure: string;
  costTestId: string;
}

const FIELDS = ['firstDay', 'lastDay'] as const;

type BuyDays = readonly [(adId: string, firstDay: string, lastDay: string) => Promise<PurchaseOutcome>, boolean];

/** A product's form for the ad, or the words saying it is not on sale (the scheme sets no price a day). */
export function BuyDaysOrNotSold({
  ad,
  perDay,
  mutation,
  texts,
}: {
  ad: { id: string; startDate: unknown; endDate: unknown };
  perDay: number | null | undefined;
  mutation: BuyDays;
  texts: BuyDaysTexts;
}) {
  if (perDay == null) return <Text color="fg.muted">{PLACEMENT_MESSAGES.notSold(texts.product)}</Text>;
  return (
    <BuyDaysForm
      adId={ad.id}
      startDate={String(ad.startDate)}
      endDate={String(ad.endDate)}
      perDay={perDay}
      mutation={mutation}
      texts={texts}
    />
  );
}

export function BuyDaysForm({
  adId,
  startDate,
  endDate,
  perDay,
  mutation: [buy, busy],
  texts,
}: {
  adId: string;
  startDate: string;
  endDate: string;
  perDay: number;
  mutation: BuyDays;
  texts: BuyDaysTexts;
}) {
  const dayInWords = useDayInWords();
  const { t, i18n } = useLingui();
  const creditsText = useCreditsText();
  const daysText = useDaysText();
  const { credits } = useSession();
  const today = todayInIndia();
  const first = startDate > today ? startDate : today;
  const { register, control, handleSubmit, setError, clearErrors, reset, formState } = useSchemaForm(
    placementDaysSchema,
    { defaultValues: { firstDay: first, lastDay: first } },
  );
  // a refusal goes when any field is edited
  const edit = { onChange: () => clearErrors() };
  const [firstDay, lastDay] = useWatch({ control, name: ['firstDay', 'lastDay'] });
  const chosen = placementDaysSchema.safeParse({ firstDay, lastDay });
  const days = chosen.success ? daysInclusive(chosen.data.firstDay, chosen.data.lastDay) : null;
  const cost = days === null ? null : placementPrice(perDay, days);
  const price = creditsText(perDay);
  const from = dayInWords(first, today);
  const to = dayInWords(endDate, today);
  const daysChosen = days === null ? '' : daysText(days);
  const total = cost === null ? '' : creditsText(cost);
  const balanceAfter = cost === null || credits === null ? null : creditsText(credits - cost);
  const { name } = texts;

  const submit = handleSubmit(async (values) => {
    if (busy) return;
    const hadSession = session.get().auth !== null;
    const progress = toastProgress(texts.progress);
    const outcome = await buy(adId, values.firstDay, values.lastDay);
    if (outcome.kind === 'done') {
      progress.success(texts.success(daysInclusive(values.firstDay, values.lastDay)));
      reset({ firstDay: values.firstDay, lastDay: values.lastDay });
    } else if (outcome.kind === 'refused') {
      progress.error(outcome.message);
      showFieldRefusal(setError, FIELDS, outcome, 'firstDay');
    } else {
      progress.error(actionFailureMessage(texts.failure, hadSession, i18n));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Buy ${name}`}>
      <Stack gap="3">
        <Text textStyle="sm">
          <Trans>
            {price} a day · days from {from} to {to}
          </Trans>
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <DayRangeFields
            min={first}
            max={endDate}
            fields={[
              {
                label: texts.firstDayLabel,
                input: register('firstDay', edit),
                error: formState.errors.firstDay?.message,
              },
              { label: texts.lastDayLabel, input: register('lastDay', edit), error: formState.errors.lastDay?.message },
            ]}
          />
        </Stack>
        {cost !== null && days !== null && (
          <Text textStyle="sm" aria-live="polite" data-testid={texts.costTestId}>
            {balanceAfter === null
              ? t`${daysChosen} × ${price} = ${total}`
              : t`${daysChosen} × ${price} = ${total} · Balance after: ${balanceAfter}`}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" loading={busy} alignSelf="flex-start">
          <Trans>Buy {name}</Trans>
        </Button>
      </Stack>
    </form>
  );
}
