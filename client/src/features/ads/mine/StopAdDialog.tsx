// 'Stop' in My ads (issue 18): says what stopping does (off the site now, the unused whole days
// refunded as credits, what that comes to at the current price) and asks for confirmation.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';
import { closeOnSuccess } from '../../../lib/closeOnSuccess.ts';
import { runWithToasts } from '../../../components/runWithToasts.ts';
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
    fallback: t`Failed to stop the ad.`,
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

  const submit = handleSubmit(
    closeOnSuccess(
      busy,
      () =>
        runWithToasts(
          { ...messages, success: (stopped) => messages.success(stopped.creditsRefunded) },
          () => stop(ad.id),
          { i18n, onRefused: (message) => setError('root', { type: 'server', message }) },
        ),
      onClose,
    ),
  );

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
