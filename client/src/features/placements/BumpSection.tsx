// "Bump" on the Promote page (issue 34): the last bump and the next, a bump now (with when it is allowed
// again), a daily bump at a time of day in India for chosen days of the ad's run, and the daily bumps
// bought with their runs left, each cancellable (the runs not done are given back). The form checks as
// the server does (common/bumps.ts).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { BumpSection_ad$key } from '../../__generated__/BumpSection_ad.graphql';
import type { BumpSection_scheme$key } from '../../__generated__/BumpSection_scheme.graphql';
import { DashboardSection } from '../../components/DashboardSection.tsx';
import { TextField } from '../../components/TextField.tsx';
import { toastProgress } from '../../components/toasts.ts';
import { actionFailureMessage } from '../../lib/actionFailureMessage.ts';
import { session, useSession } from '../../lib/session.ts';
import { showFieldRefusal, useSchemaForm } from '../../lib/useSchemaForm.ts';
import { todayInIndia } from '../../../../common/india.ts';
import { PLACEMENT_MESSAGES } from '../../../../common/forms/placements.ts';
import {
  dailyBumpRuns,
  dailyBumpSchema,
  intervalInWords,
  minuteOfDay,
  momentInWords,
} from '../../../../common/bumps.ts';
import { DayRangeFields } from './DayRangeFields.tsx';
import { useCreditsText } from './placementTexts.ts';
import { useBumpNowMutation, useBuyDailyBumpMutation, useCancelDailyBumpMutation } from './useBumpMutations.ts';
import { useDayInWords } from '../../lib/dayInWords.ts';
import { usePageLanguage } from '../../lib/language.ts';

/** The section's words in the page's language (the times and intervals in them are common/bumps.ts's). */
function useBumpTexts() {
  const { t } = useLingui();
  return {
    explain: (city: string, interval: string) =>
      t`A bump moves your ad to the top of ${city}'s listing, now or every day at a time you choose (India time). Bumps of one ad are at least ${interval} apart.`,
    last: (when: string) => t`Last bump: ${when}`,
    noLast: t`Not bumped yet.`,
    next: (when: string) => t`Next bump: ${when}`,
    noNext: t`No bump scheduled.`,
    nowFrom: (when: string) => t`You can bump it again at ${when}.`,
    bumpNow: (price: string) => t`Bump now (${price})`,
    nowProgress: t`Bumping...`,
    nowSuccess: t`Your ad is now at the top of its listing.`,
    nowFailure: t`Failed to bump the ad.`,
    dailyProgress: t`Buying the daily bump...`,
    dailySuccess: (credits: string) => t`Daily bump bought for ${credits}.`,
    dailyFailure: t`Failed to buy the daily bump.`,
    cancelProgress: t`Cancelling the daily bump...`,
    cancelSuccess: t`Daily bump cancelled: the bumps not run were given back.`,
    cancelFailure: t`Failed to cancel the daily bump.`,
  };
}

const FIELDS = ['time', 'firstDay', 'lastDay'] as const;

export function BumpSection(props: { ad: BumpSection_ad$key; scheme: BumpSection_scheme$key; city: string }) {
  const ad = useFragment(
    graphql`
      fragment BumpSection_ad on Ad {
        id
        startDate
        endDate
        bumpSchedule {
          lastBumpAt
          nextBumpAt
          bumpNowFrom
          dailyBumps {
            purchaseId
            time
            firstDay
            lastDay
            runsLeft
            cancelledAt
          }
        }
      }
    `,
    props.ad,
  );
  const scheme = useFragment(
    graphql`
      fragment BumpSection_scheme on PlacementScheme {
        bumpCredits
        bumpIntervalMinutes
      }
    `,
    props.scheme,
  );
  const { t } = useLingui();
  const texts = useBumpTexts();
  const language = usePageLanguage();
  const schedule = ad.bumpSchedule;
  if (!schedule) return null;
  const now = new Date();
  const nowFrom = new Date(String(schedule.bumpNowFrom));
  return (
    <DashboardSection title={t`Bump`}>
      <Text textStyle="sm">{texts.explain(props.city, intervalInWords(scheme.bumpIntervalMinutes, language))}</Text>
      <Stack gap="0" data-testid="bump-schedule">
        <Text textStyle="sm">
          {schedule.lastBumpAt
            ? texts.last(momentInWords(new Date(String(schedule.lastBumpAt)), now, language))
            : texts.noLast}
        </Text>
        <Text textStyle="sm">
          {schedule.nextBumpAt
            ? texts.next(momentInWords(new Date(String(schedule.nextBumpAt)), now, language))
            : texts.noNext}
        </Text>
      </Stack>
      {scheme.bumpCredits == null ? (
        <Text color="fg.muted">{PLACEMENT_MESSAGES.notSold('bump')}</Text>
      ) : (
        <>
          <BumpNow adId={ad.id} price={scheme.bumpCredits} allowedFrom={nowFrom} />
          <DailyBumpForm
            adId={ad.id}
            startDate={String(ad.startDate)}
            endDate={String(ad.endDate)}
            price={scheme.bumpCredits}
          />
        </>
      )}
      {schedule.dailyBumps.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Daily bumps`}>
          {schedule.dailyBumps.map((bump) => (
            <DailyBumpItem key={bump.purchaseId} bump={bump} />
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}

function BumpNow({ adId, price, allowedFrom }: { adId: string; price: number; allowedFrom: Date }) {
  const { i18n } = useLingui();
  const texts = useBumpTexts();
  const creditsText = useCreditsText();
  const [bump, busy] = useBumpNowMutation();
  const language = usePageLanguage();
  const now = new Date();
  const waiting = allowedFrom.getTime() > now.getTime();
  const submit = async () => {
    if (busy) return;
    const hadSession = session.get().auth !== null;
    const progress = toastProgress(texts.nowProgress);
    const outcome = await bump(adId);
    if (outcome.kind === 'done') progress.success(texts.nowSuccess);
    else if (outcome.kind === 'refused') progress.error(outcome.message);
    else progress.error(actionFailureMessage(texts.nowFailure, hadSession, i18n));
  };
  return (
    <Stack gap="1">
      <Button
        colorPalette="brand"
        alignSelf="flex-start"
        loading={busy}
        disabled={waiting}
        onClick={() => void submit()}
      >
        {texts.bumpNow(creditsText(price))}
      </Button>
      {waiting && (
        <Text textStyle="sm" color="fg.muted" data-testid="bump-now-from">
          {texts.nowFrom(momentInWords(allowedFrom, now, language))}
        </Text>
      )}
    </Stack>
  );
}

function DailyBumpForm({
  adId,
  startDate,
  endDate,
  price,
}: {
  adId: string;
  startDate: string;
  endDate: string;
  price: number;
}) {
  const { t, i18n } = useLingui();
  const texts = useBumpTexts();
  const creditsText = useCreditsText();
  const [buy, busy] = useBuyDailyBumpMutation();
  const { credits } = useSession();
  const today = todayInIndia();
  const first = startDate > today ? startDate : today;
  const { register, control, handleSubmit, setError, clearErrors, formState } = useSchemaForm(dailyBumpSchema, {
    defaultValues: { time: '21:00', firstDay: first, lastDay: endDate },
  });
  // a refusal goes when any field is edited
  const edit = { onChange: () => clearErrors() };
  const [time, firstDay, lastDay] = useWatch({ control, name: ['time', 'firstDay', 'lastDay'] });
  const chosen = dailyBumpSchema.safeParse({ time, firstDay, lastDay });
  const runs = chosen.success
    ? dailyBumpRuns(chosen.data.firstDay, chosen.data.lastDay, minuteOfDay(chosen.data.time)!).length
    : null;
  const cost = runs === null ? null : runs * price;
  const each = creditsText(price);
  const total = cost === null ? '' : creditsText(cost);
  const balanceAfter = cost === null || credits === null ? null : creditsText(credits - cost);

  const submit = handleSubmit(async (values) => {
    if (busy) return;
    const hadSession = session.get().auth !== null;
    const progress = toastProgress(texts.dailyProgress);
    const outcome = await buy(adId, values.time, values.firstDay, values.lastDay);
    if (outcome.kind === 'done') progress.success(texts.dailySuccess(creditsText(outcome.credits)));
    else if (outcome.kind === 'refused') {
      progress.error(outcome.message);
      showFieldRefusal(setError, FIELDS, outcome, 'time');
    } else progress.error(actionFailureMessage(texts.dailyFailure, hadSession, i18n));
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Buy a daily bump`}>
      <Stack gap="3">
        <Text textStyle="sm" fontWeight="semibold">
          <Trans>Daily bump</Trans>
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <TextField
            label={t`Time (India)`}
            type="time"
            error={formState.errors.time?.message}
            {...register('time', edit)}
          />
          <DayRangeFields
            min={first}
            max={endDate}
            fields={[
              { label: t`First day`, input: register('firstDay', edit), error: formState.errors.firstDay?.message },
              { label: t`Last day`, input: register('lastDay', edit), error: formState.errors.lastDay?.message },
            ]}
          />
        </Stack>
        {cost !== null && runs !== null && (
          <Text textStyle="sm" aria-live="polite" data-testid="bump-cost">
            {balanceAfter === null
              ? t`${plural(runs, { one: `${runs} bump`, other: `${runs} bumps` })} × ${each} = ${total}`
              : t`${plural(runs, { one: `${runs} bump`, other: `${runs} bumps` })} × ${each} = ${total} · Balance after: ${balanceAfter}`}
          </Text>
        )}
        <Button type="submit" variant="outline" colorPalette="brand" loading={busy} alignSelf="flex-start">
          <Trans>Buy daily bump</Trans>
        </Button>
      </Stack>
    </form>
  );
}

type DailyBump = {
  readonly purchaseId: number;
  readonly time: string;
  readonly firstDay: unknown;
  readonly lastDay: unknown;
  readonly runsLeft: number;
  readonly cancelledAt: unknown;
};

function DailyBumpItem({ bump }: { bump: DailyBump }) {
  const dayInWords = useDayInWords();
  const { t, i18n } = useLingui();
  const texts = useBumpTexts();
  const [cancel, busy] = useCancelDailyBumpMutation();
  const first = dayInWords(String(bump.firstDay));
  const last = dayInWords(String(bump.lastDay));
  const days = t`${first} to ${last}`;
  const { time, runsLeft } = bump;
  const submit = async () => {
    if (busy) return;
    const hadSession = session.get().auth !== null;
    const progress = toastProgress(texts.cancelProgress);
    const outcome = await cancel(bump.purchaseId);
    if (outcome.kind === 'done') progress.success(texts.cancelSuccess);
    else if (outcome.kind === 'refused') progress.error(outcome.message);
    else progress.error(actionFailureMessage(texts.cancelFailure, hadSession, i18n));
  };
  return (
    <Stack as="li" direction="row" gap="3" align="center" flexWrap="wrap">
      <Text textStyle="sm">
        {bump.cancelledAt
          ? t`Daily at ${time}, ${days}: cancelled`
          : t`Daily at ${time}, ${days}: ${plural(runsLeft, { one: `${runsLeft} bump left`, other: `${runsLeft} bumps left` })}`}
      </Text>
      {!bump.cancelledAt && bump.runsLeft > 0 && (
        <Button size="xs" variant="outline" loading={busy} onClick={() => void submit()}>
          <Trans>Cancel</Trans>
        </Button>
      )}
    </Stack>
  );
}
