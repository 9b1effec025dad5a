// 'Renew' in My ads (issue 8, part 2): how many more days, what they cost at the current price and
// the balance after, checked as the server checks them, then the spend. Closes once renewed.
import { Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';
import { toastProgress } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { session, useSession } from '../../../lib/session.ts';
import { creditsPerAd, maxDaysPerLocation } from '../../../../../common/creditMath.ts';
import { useRenewAdMutation } from './useRenewAdMutation.ts';

export const MAX_RENEWAL_DAYS = 365;
export const RENEW_MESSAGES = {
  days: `Please enter a whole number of days from 1 to ${MAX_RENEWAL_DAYS}.`,
  maxDays: (days: number) => `Max days per location must be less than ${days} days.`,
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
  const [daysText, setDaysText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const days = Number(daysText);
  const validDays = /^\d+$/.test(daysText.trim()) && days >= 1 && days <= MAX_RENEWAL_DAYS;
  const cost = timePerCredit && validDays ? creditsPerAd(days, timePerCredit) : null;
  const maxDays = timePerCredit && credits !== null ? maxDaysPerLocation(credits, timePerCredit, 1) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!timePerCredit) return setError(RENEW_MESSAGES.noScheme);
    if (!validDays) return setError(RENEW_MESSAGES.days);
    if (maxDays !== null && maxDays < 1) return setError(RENEW_MESSAGES.noCredits);
    if (maxDays !== null && days > maxDays) return setError(RENEW_MESSAGES.maxDays(maxDays));
    const hadSession = session.get().auth !== null;
    const progress = toastProgress(RENEW_MESSAGES.progress);
    const outcome = await renew(ad.id, days);
    if (outcome.kind === 'renewed') {
      progress.success(RENEW_MESSAGES.success);
      onClose();
    } else if (outcome.kind === 'refused') {
      progress.error(outcome.message);
      setError(outcome.message);
    } else {
      progress.error(actionFailureMessage(RENEW_MESSAGES.failure, hadSession));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Text>
            {ad.name} runs until {ad.endDate}.
          </Text>
          <Field.Root invalid={error !== null}>
            <Field.Label>Days to add</Field.Label>
            <Input
              inputMode="numeric"
              value={daysText}
              onChange={(event) => {
                setDaysText(event.target.value);
                setError(null);
              }}
            />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : maxDays !== null && <Field.HelperText>Your balance buys up to {maxDays} days.</Field.HelperText>}
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
