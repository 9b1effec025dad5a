// Asks the reason of a take-down of the chosen ads (each advertiser reads it in My ads and by mail)
// before anything is sent; a reason the server refuses is shown here and the dialog stays open.
import { Dialog, Field, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';

export const TAKE_DOWN_REASON_MAX = 500;
export const TAKE_DOWN_REASON_REQUIRED = 'Please give the reason the advertisers will see.';

export interface TakeDownDialogProps {
  /** How many ads are chosen, or null when closed. */
  count: number | null;
  busy: boolean;
  /** Answers null when done (the dialog closes), else the message to show. */
  onConfirm: (reason: string) => Promise<string | null>;
  onClose: () => void;
}

export function TakeDownDialog({ count, busy, onConfirm, onClose }: TakeDownDialogProps) {
  return (
    <FormDialog open={count !== null} title="Take down ads" busy={busy} onClose={onClose} size="sm" placement="center">
      {count !== null && <ReasonForm count={count} busy={busy} onConfirm={onConfirm} onClose={onClose} />}
    </FormDialog>
  );
}

function ReasonForm({ count, busy, onConfirm, onClose }: Omit<TakeDownDialogProps, 'count'> & { count: number }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (reason.trim() === '') return setError(TAKE_DOWN_REASON_REQUIRED);
    const refusal = await onConfirm(reason.trim());
    if (refusal === null) onClose();
    else setError(refusal);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Text mb="3">{count === 1 ? '1 ad will be taken down.' : `${count} ads will be taken down.`}</Text>
        <Field.Root invalid={error !== null} required>
          <Field.Label>Reason</Field.Label>
          <Textarea value={reason} onChange={(event) => (setReason(event.target.value), setError(null))} maxLength={TAKE_DOWN_REASON_MAX} rows={3} />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>Each advertiser reads it in My ads and by mail.</Field.HelperText>}
        </Field.Root>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel="Take down" onCancel={onClose} danger />
    </form>
  );
}
