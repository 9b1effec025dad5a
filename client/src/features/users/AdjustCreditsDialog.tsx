// Asks how many credits to add to an advertiser's balance (negative to remove) and why; the reason
// shows in the advertiser's credit history. Closes once the adjustment succeeded.
import { Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import { FormDialog, FormDialogFooter } from '../../components/FormDialog.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { creditAdjustmentFormSchema } from '../../../../common/forms/credits.ts';
import { DECISION_REASON_MAX } from '../../../../common/forms/moderation.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { closeOnSuccess } from '../../lib/closeOnSuccess.ts';

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

function AdjustCreditsForm({
  account,
  busy,
  onConfirm,
  onClose,
}: Omit<AdjustCreditsDialogProps, 'account'> & { account: { name: string; credits: number } }) {
  const { register, handleSubmit, formState } = useSchemaForm(creditAdjustmentFormSchema, {
    defaultValues: { amount: '', reason: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit(closeOnSuccess(busy, ({ amount, reason }) => onConfirm(amount, reason), onClose));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Text>
            {account.name} has {account.credits} credits.
          </Text>
          <Field.Root invalid={errors.amount !== undefined}>
            <Field.Label>Credits to add</Field.Label>
            <Input inputMode="numeric" placeholder="10, or -10 to remove" {...register('amount')} />
            {errors.amount ? (
              <Field.ErrorText>{errors.amount.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>A minus sign removes credits.</Field.HelperText>
            )}
          </Field.Root>
          <TextareaField
            label="Reason"
            helper="Shown to the advertiser in their credit history."
            error={errors.reason?.message}
            maxLength={DECISION_REASON_MAX}
            {...register('reason')}
          />
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel="Adjust" onCancel={onClose} />
    </form>
  );
}
