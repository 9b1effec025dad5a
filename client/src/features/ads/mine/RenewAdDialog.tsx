// 'Renew' in My ads (issue 8, part 2): how many more days, what they cost at the current price and
// the balance after, checked as the server checks them (common/forms/ads.ts), then the spend.
// Closes once renewed.
import { Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';
import { toastProgress } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { session, useSession } from '../../../lib/session.ts';
import { creditsPerAd, maxDaysPerLocation } from '../../../../../common/creditMath.ts';
import { AD_FIELD_MESSAGES, RENEWAL_DAYS_MESSAGE, renewalDaysSchema } from '../../../../../common/forms/ads.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { useRenewAdMutation } from './useRenewAdMutation.ts';

export const RENEW_MESSAGES = {
  days: RENEWAL_DAYS_MESSAGE,
  maxDays: AD_FIELD_MESSAGES.maxDays,
  noCredits: 'Your balance buys no day of renewal. Add credits first.',
  noScheme: 'Ads cannot be renewed yet: no credit scheme has been set.',
  progress: 'Renewing the ad...',
  success: 'Ad renewed.',
  failure: 'Failed to renew the ad.',
} as const;

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
function renewFormSchema({ timePerCredit, maxDays }: { timePerCredit: number | null; maxDays: number | null }) {
  return z.object({
    days: z.pipe(
      z.string().check(z.refine(() => Boolean(timePerCredit), { message: RENEW_MESSAGES.noScheme, abort: true })),
      z.pipe(
        z.transform(wholeDays),
        renewalDaysSchema.check(
          z.refine(() => maxDays === null || maxDays >= 1, { message: RENEW_MESSAGES.noCredits, abort: true }),
          z.refine((days) => maxDays === null || days <= maxDays, RENEW_MESSAGES.maxDays(maxDays ?? 0)),
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
  const [renew, isRenewing] = useRenewAdMutation();
  return (
    <FormDialog open={ad !== null} title="Renew Ad" busy={isRenewing} onClose={onClose} size="sm">
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
  const { credits } = useSession();
  const maxDays = timePerCredit && credits !== null ? maxDaysPerLocation(credits, timePerCredit, 1) : null;
  const { register, control, handleSubmit, setError, clearErrors, formState } = useSchemaForm(
    renewFormSchema({ timePerCredit, maxDays }),
    { defaultValues: { days: '' } },
  );
  const error = formState.errors.days?.message;
  // the cost preview follows the days typed
  const days = renewalDaysSchema.safeParse(wholeDays(useWatch({ control, name: 'days' })));
  const cost = timePerCredit && days.success ? creditsPerAd(days.data, timePerCredit) : null;

  const submit = handleSubmit(async ({ days }) => {
    if (busy) return;
    const hadSession = session.get().auth !== null;
    const progress = toastProgress(RENEW_MESSAGES.progress);
    const outcome = await renew(ad.id, days);
    if (outcome.kind === 'renewed') {
      progress.success(RENEW_MESSAGES.success);
      onClose();
    } else if (outcome.kind === 'refused') {
      progress.error(outcome.message);
      setError('days', { type: 'server', message: outcome.message });
    } else {
      progress.error(actionFailureMessage(RENEW_MESSAGES.failure, hadSession));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Text>
            {ad.name} runs until {ad.endDate}.
          </Text>
          <Field.Root invalid={error !== undefined}>
            <Field.Label>Days to add</Field.Label>
            <Input inputMode="numeric" {...register('days', { onChange: () => clearErrors('days') })} />
            {error ? (
              <Field.ErrorText>{error}</Field.ErrorText>
            ) : (
              maxDays !== null && <Field.HelperText>Your balance buys up to {maxDays} days.</Field.HelperText>
            )}
          </Field.Root>
          {cost !== null && (
            <Text textStyle="sm" aria-live="polite">
              Cost: {cost} {cost === 1 ? 'credit' : 'credits'}
              {credits !== null && ` · Balance after: ${credits - cost}`}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel="Renew" onCancel={onClose} />
    </form>
  );
}
