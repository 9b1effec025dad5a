// Asks before a blocklist change that lets someone back in (removing an entry, unblocking a photo);
// closes once it succeeded.
import { Dialog, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** what happens, in a sentence or two */
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}

export function ConfirmDialog({ open, title, text, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (await onConfirm()) onClose();
  };
  return (
    <FormDialog open={open} title={title} busy={busy} onClose={onClose} size="sm" placement="center">
      <form onSubmit={(event) => void submit(event)}>
        <Dialog.Body>
          <Text wordBreak="break-word">{text}</Text>
        </Dialog.Body>
        <FormDialogFooter busy={busy} submitLabel={confirmLabel} onCancel={onClose} danger />
      </form>
    </FormDialog>
  );
}
