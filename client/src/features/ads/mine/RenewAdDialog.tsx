// 'Renew' in My ads (issue 8, part 2): how many more days, what they cost at the current price and
// the balance after, checked as the server checks them (common/forms/ads.ts), then the spend.
// Closes once renewed.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Field, Input, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormDialog, FormDialogForm } from '../../../components/FormDialog.tsx';
import { closeOnSuccess } from '../../../lib/closeOnSuccess.ts';
import { runWithToasts } from '../../../components/runWithToasts.ts';
import { useSession } from '../../../lib/session.ts';
import { creditsPerAd, maxDaysPerLocation } from '../../../../../common/creditMath.ts';
import { AD_FIELD_MESSAGES, RENEWAL_DAYS_MESSAGE, renewalDaysSchema } from '../../../../../common/forms/ads.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { useRenewAdMutation } from './useRenewAdMutation.ts';
import { FieldErrorText } from '../../../components/FieldErrorText.tsx';
// the shared texts this page's forms may show, in the page's language (lib/sharedMessages.ts)
import '../../../lib/shared-texts/ads.ts';

/** The dialog's messages in the page's language (the server's, from common/, as they are). */
function useRenewMessages() {
  const { t } = useLingui();
  return {
    days: RENEWAL_DAYS_MESSAGE,
    maxDays: AD_FIELD_MESSAGES.maxDays,
    noCredits: t`Your balance buys no day of renewal. Add credits first.`,
    noScheme: t`Ads cannot be renewed yet: no credit scheme has been set.`,
    progress: t`Renewing the ad...`,
    success: t`Ad renewed.`,
    fallback: t`Failed to renew the ad.`,
  };
}

type RenewMessages = ReturnType<typeof useRenewMessages>;

export interface RenewTarget {
  id: string;
  name: string;
  endDate: string;
}

/** Digits only, as typed; anything else is not a number of days. */
function wholeDays(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
}

/**
 * The dialog's one field, checked in the server's order: a price to pay at, the days (the server's
 * schema), then what the balance buys. `maxDays` is null while the balance is unknown.
 */
function renewFormSchema(
  { timePerCredit, maxDays }: { timePerCredit: number | null; maxDays: number | null },
  messages: RenewMessages,
) {
  return z.object({
    days: z.pipe(
      z.string().check(z.refine(() => Boolean(timePerCredit), { message: messages.noScheme, abort: true })),
      z.pipe(
        z.transform(wholeDays),
        renewalDaysSchema.check(
          z.refine(() => maxDays === null || maxDays >= 1, { message: messages.noCredits, abort: true }),
          z.refine((days) => maxDays === null || days <= maxDays, messages.maxDays(maxDays ?? 0)),
        ),
      ),
    ),
  });
}

interface RenewAdDialogProps {
  ad: RenewTarget | null;
  timePerCredit: number | null;
  onClose: () => void;
}

export function RenewAdDialog({ ad, timePerCredit, onClose }: RenewAdDialogProps) {
  const { t } = useLingui();
  const [renew, isRenewing] = useRenewAdMutation();
  return (
    <FormDialog open={ad !== null} title={t`Renew Ad`} busy={isRenewing} onClose={onClose} size="sm">
      {ad && <RenewForm ad={ad} timePerCredit={timePerCredit} busy={isRenewing} renew={renew} onClose={onClose} />}
    </FormDialog>
  );
}

function RenewForm({
  ad,
  timePerCredit,
  busy,
  renew,
  onClose,
}: {
  ad: RenewTarget;
  timePerCredit: number | null;
  busy: boolean;
  renew: ReturnType<typeof useRenewAdMutation>[0];
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const messages = useRenewMessages();
  const { credits } = useSession();
  const maxDays = timePerCredit && credits !== null ? maxDaysPerLocation(credits, timePerCredit, 1) : null;
  const { register, control, handleSubmit, setError, clearErrors, formState } = useSchemaForm(
    renewFormSchema({ timePerCredit, maxDays }, messages),
    { defaultValues: { days: '' } },
  );
  const error = formState.errors.days?.message;
  // the cost preview follows the days typed
  const days = renewalDaysSchema.safeParse(wholeDays(useWatch({ control, name: 'days' })));
  const cost = timePerCredit && days.success ? creditsPerAd(days.data, timePerCredit) : null;
  const balanceAfter = cost !== null && credits !== null ? credits - cost : null;
  const { name, endDate } = ad;

  const submit = handleSubmit(
    closeOnSuccess(
      busy,
      ({ days }) =>
        runWithToasts(messages, () => renew(ad.id, days), {
          i18n,
          onRefused: (message) => setError('days', { type: 'server', message }),
        }),
      onClose,
    ),
  );

  return (
    <FormDialogForm onSubmit={submit} busy={busy} submitLabel={t`Renew`} onCancel={onClose}>
      <Text>
        <Trans>
          {name} runs until {endDate}.
        </Trans>
      </Text>
      <Field.Root invalid={error !== undefined}>
        <Field.Label>
          <Trans>Days to add</Trans>
        </Field.Label>
        <Input inputMode="numeric" {...register('days', { onChange: () => clearErrors('days') })} />
        {error ? (
          <FieldErrorText>{error}</FieldErrorText>
        ) : (
          maxDays !== null && (
            <Field.HelperText>
              <Trans>Your balance buys up to {maxDays} days.</Trans>
            </Field.HelperText>
          )
        )}
      </Field.Root>
      {cost !== null && (
        <Text textStyle="sm" aria-live="polite">
          {balanceAfter === null
            ? t`Cost: ${plural(cost, { one: `${cost} credit`, other: `${cost} credits` })}`
            : t`Cost: ${plural(cost, { one: `${cost} credit`, other: `${cost} credits` })} · Balance after: ${balanceAfter}`}
        </Text>
      )}
    </FormDialogForm>
  );
}
