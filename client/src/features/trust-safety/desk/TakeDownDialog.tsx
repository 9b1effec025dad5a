// Asks the reason of a take-down of the chosen ads (each advertiser reads it in My ads and by mail)
// before anything is sent; a reason the server refuses is shown here and the dialog stays open.
import { Dialog, Text } from '@chakra-ui/react';
import * as z from 'zod/mini';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';
import { DECISION_REASON_MESSAGES, decisionReasonSchema } from '../../../../../common/forms/moderation.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { ReasonField } from '../../../components/ReasonField.tsx';

export const TAKE_DOWN_REASON_REQUIRED = DECISION_REASON_MESSAGES.advertisers;

const takeDownSchema = z.object({ reason: decisionReasonSchema(TAKE_DOWN_REASON_REQUIRED) });

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
  const form = useSchemaForm(takeDownSchema, { defaultValues: { reason: '' } });
  const { handleSubmit, setError } = form;
  const submit = handleSubmit(async ({ reason }) => {
    if (busy) return;
    const refusal = await onConfirm(reason);
    if (refusal === null) onClose();
    else setError('reason', { type: 'server', message: refusal });
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Text mb="3">{count === 1 ? '1 ad will be taken down.' : `${count} ads will be taken down.`}</Text>
        <ReasonField form={form} helper="Each advertiser reads it in My ads and by mail." required />
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel="Take down" onCancel={onClose} danger />
    </form>
  );
}
