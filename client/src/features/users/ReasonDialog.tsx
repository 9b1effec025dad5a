// Asks for the reason of a suspension or rejection (the server shows it to the user at login) before
// the status changes; closes once the change succeeded.
import { Dialog, Field, Text, Textarea } from '@chakra-ui/react';
import { FormDialog, FormDialogFooter } from '../../components/FormDialog.tsx';
import { useState, type FormEvent } from 'react';

export const REASON_MAX_LENGTH = 500;

export interface ReasonDialogProps {
  /** The account the dialog is about, or null when closed. */
  userName: string | null;
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => Promise<boolean>;
  onClose: () => void;
  /** The message shown, and nothing sent, when no reason is given; without it the reason is optional. */
  requiredMessage?: string;
}

export function ReasonDialog({ userName, title, confirmLabel, busy, onConfirm, onClose, requiredMessage }: ReasonDialogProps) {
  return (
    <FormDialog open={userName !== null} title={title} busy={busy} onClose={onClose} size="sm" placement="center">
      {userName !== null && (
        <ReasonForm userName={userName} confirmLabel={confirmLabel} busy={busy} onConfirm={onConfirm} onClose={onClose} requiredMessage={requiredMessage} />
      )}
    </FormDialog>
  );
}

function ReasonForm({ userName, confirmLabel, busy, onConfirm, onClose, requiredMessage }: Omit<ReasonDialogProps, 'userName' | 'title'> & { userName: string }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (requiredMessage && reason.trim() === '') return setError(requiredMessage);
    if (await onConfirm(reason.trim())) onClose();
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Text mb="3">{userName}</Text>
        <Field.Root invalid={error !== undefined} required={requiredMessage !== undefined}>
          <Field.Label>Reason</Field.Label>
          <Textarea
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            maxLength={REASON_MAX_LENGTH}
            rows={3}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
          <Field.HelperText>Shown to the user when they try to log in.</Field.HelperText>
        </Field.Root>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel={confirmLabel} onCancel={onClose} danger />
    </form>
  );
}
