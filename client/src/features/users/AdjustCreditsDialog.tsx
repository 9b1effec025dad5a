// Asks how many credits to add to an advertiser's balance (negative to remove) and why; the reason
// shows in the advertiser's credit history. Closes once the adjustment succeeded.
import { Dialog, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormDialog, FormDialogFooter } from '../../components/FormDialog.tsx';

export const ADJUSTMENT_MESSAGES = {
  amount: 'Please enter a whole number of credits to add (or, with a minus sign, to remove).',
  reason: 'Please give the reason for the adjustment.',
} as const;

export interface AdjustCreditsDialogProps {
  /** The account, or null when closed. */
  account: { name: string; credits: number } | null;
  busy: boolean;
  onConfirm: (amount: number, reason: string) => Promise<boolean>;
  onClose: () => void;
}

export function AdjustCreditsDialog({ account, busy, onConfirm, onClose }: AdjustCreditsDialogProps) {
  return (
    <FormDialog open={account !== null} title="Adjust Credits" busy={busy} onClose={onClose} size="sm">
      {account && <AdjustCreditsForm account={account} busy={busy} onConfirm={onConfirm} onClose={onClose} />}
    </FormDialog>
  );
}

function AdjustCreditsForm({ account, busy, onConfirm, onClose }: Omit<AdjustCreditsDialogProps, 'account'> & { account: { name: string; credits: number } }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems: typeof errors = {};
    if (!/^[-+]?\d+$/.test(amount.trim()) || Number(amount) === 0) problems.amount = ADJUSTMENT_MESSAGES.amount;
    if (!reason.trim()) problems.reason = ADJUSTMENT_MESSAGES.reason;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (await onConfirm(Number(amount), reason.trim())) onClose();
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Text>
            {account.name} has {account.credits} credits.
          </Text>
          <Field.Root invalid={errors.amount !== undefined}>
            <Field.Label>Credits to add</Field.Label>
            <Input inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} placeholder="10, or -10 to remove" />
            {errors.amount ? <Field.ErrorText>{errors.amount}</Field.ErrorText> : <Field.HelperText>A minus sign removes credits.</Field.HelperText>}
          </Field.Root>
          <Field.Root invalid={errors.reason !== undefined}>
            <Field.Label>Reason</Field.Label>
            <Textarea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} rows={3} />
            {errors.reason ? <Field.ErrorText>{errors.reason}</Field.ErrorText> : <Field.HelperText>Shown to the advertiser in their credit history.</Field.HelperText>}
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel="Adjust" onCancel={onClose} />
    </form>
  );
}
