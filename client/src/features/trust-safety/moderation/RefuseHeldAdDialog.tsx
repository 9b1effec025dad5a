// The moderator's form for refusing a held ad (issue 31): the reason its advertiser is mailed and reads
// in My ads, and whether the credits of the days it has not run go back to the advertiser.
import { Checkbox, Dialog, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';
import { TAKEDOWN_REASON_MAX, TAKEDOWN_REASON_REQUIRED } from './ModerationDialogs.tsx';

export const REFUND_LABEL = 'Return the credits of the days it has not run';
const REFUND_HELP =
  'A held ad was never shown. Return them when the advertiser is not at fault (a new account, a look-alike photo); keep them when the ad breaks the rules.';

export interface RefuseHeldAdDialogProps {
  /** The ad's name, or null when closed. */
  adName: string | null;
  busy: boolean;
  onConfirm: (reason: string, refundCredits: boolean) => Promise<boolean>;
  onClose: () => void;
}

export function RefuseHeldAdDialog({ adName, busy, onConfirm, onClose }: RefuseHeldAdDialogProps) {
  return (
    <FormDialog open={adName !== null} title="Refuse Ad" busy={busy} onClose={onClose}>
      {adName !== null && <RefuseHeldAdForm adName={adName} busy={busy} onConfirm={onConfirm} onClose={onClose} />}
    </FormDialog>
  );
}

function RefuseHeldAdForm({ adName, busy, onConfirm, onClose }: Omit<RefuseHeldAdDialogProps, 'adName'> & { adName: string }) {
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) return setError(TAKEDOWN_REASON_REQUIRED);
    if (await onConfirm(reason.trim(), refund)) onClose();
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Text fontWeight="medium">{adName}</Text>
          <Field.Root invalid={error !== null} required>
            <Field.Label>Reason</Field.Label>
            <Textarea
              value={reason}
              maxLength={TAKEDOWN_REASON_MAX}
              rows={3}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
            />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>Mailed to the advertiser and shown in My ads.</Field.HelperText>}
          </Field.Root>
          <Checkbox.Root checked={refund} onCheckedChange={(details) => setRefund(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{REFUND_LABEL}</Checkbox.Label>
          </Checkbox.Root>
          <Text textStyle="xs" color="fg.muted">
            {REFUND_HELP}
          </Text>
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel="Refuse" onCancel={onClose} danger />
    </form>
  );
}
