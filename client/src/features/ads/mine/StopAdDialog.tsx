// 'Stop' in My ads (issue 18): says what stopping does (off the site now, the unused whole days
// refunded as credits, what that comes to at the current price) and asks for confirmation.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';
import { toastProgress } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { session } from '../../../lib/session.ts';
import { todayInIndia } from '../../../../../common/india.ts';
import { stopRefund } from './stopAdRules.ts';
import { useStopAdMutation } from './useStopAdMutation.ts';

/** The toasts of stopping, in the page's language. */
function useStopMessages() {
  const { t } = useLingui();
  return {
    progress: t`Stopping the ad...`,
    success: (credits: number) =>
      credits > 0
        ? t`${plural(credits, { one: `Ad stopped. ${credits} credit refunded.`, other: `Ad stopped. ${credits} credits refunded.` })}`
        : t`Ad stopped.`,
    failure: t`Failed to stop the ad.`,
  };
}

export interface StopTarget {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  creditsUsed: number;
}

export function StopAdDialog({
  ad,
  timePerCredit,
  onClose,
}: {
  ad: StopTarget | null;
  timePerCredit: number | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [stop, isStopping] = useStopAdMutation();
  return (
    <FormDialog open={ad !== null} title={t`Stop Ad`} busy={isStopping} onClose={onClose} size="sm">
      {ad && <StopForm ad={ad} timePerCredit={timePerCredit} busy={isStopping} stop={stop} onClose={onClose} />}
    </FormDialog>
  );
}

function StopForm({
  ad,
  timePerCredit,
  busy,
  stop,
  onClose,
}: {
  ad: StopTarget;
  timePerCredit: number | null;
  busy: boolean;
  stop: ReturnType<typeof useStopAdMutation>[0];
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const messages = useStopMessages();
  // a confirmation: no field, only the server's refusal to show
  const { handleSubmit, setError, formState } = useForm();
  const error = formState.errors.root?.message;
  const { days, credits } = stopRefund(ad, timePerCredit, todayInIndia());
  const { name } = ad;

  const submit = handleSubmit(async () => {
    if (busy) return;
    const hadSession = session.get().auth !== null;
    const progress = toastProgress(messages.progress);
    const outcome = await stop(ad.id);
    if (outcome.kind === 'stopped') {
      progress.success(messages.success(outcome.creditsRefunded));
      onClose();
    } else if (outcome.kind === 'refused') {
      progress.error(outcome.message);
      setError('root', { type: 'server', message: outcome.message });
    } else {
      progress.error(actionFailureMessage(messages.failure, hadSession, i18n));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="3">
          <Text>
            <Trans>
              Stop {name} now? It leaves the site at once and cannot be started again, except by renewing it.
            </Trans>
          </Text>
          <Text>
            {days > 0
              ? t`${plural(days, { one: `${days} unused day`, other: `${days} unused days` })} after today: ${plural(credits, { one: `${credits} credit`, other: `${credits} credits` })} will be refunded to your balance.`
              : t`No whole day is left unused after today, so no credits are refunded.`}
          </Text>
          {error && (
            <Text color="fg.error" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel={t`Stop Ad`} onCancel={onClose} danger />
    </form>
  );
}
