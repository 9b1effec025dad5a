// Asks for the reason of a suspension or rejection (the server shows it to the user at login) before
// the status changes; closes once the change succeeded. A suspension also offers the blocklist (issue 31):
// the account's phone and e-mail are added unless the admin unticks it.
import { Checkbox, Dialog, Field, Text, Textarea } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormDialog, FormDialogFooter } from '../../components/FormDialog.tsx';
import {
  DECISION_REASON_MAX,
  decisionReasonSchema,
  optionalDecisionReasonSchema,
} from '../../../../common/forms/moderation.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { closeOnSuccess } from '../../lib/closeOnSuccess.ts';

/** The reason, required when the dialog names the message that asks for it, and the blocklist option. */
function reasonFormSchema(requiredMessage: string | undefined) {
  return z.object({
    reason: requiredMessage ? decisionReasonSchema(requiredMessage) : optionalDecisionReasonSchema,
    addToBlocklist: z.boolean(),
  });
}

export interface ReasonDialogProps {
  /** The account the dialog is about, or null when closed. */
  userName: string | null;
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string, options: { addToBlocklist: boolean }) => Promise<boolean>;
  onClose: () => void;
  /** Offers "Add their phone and e-mail to the blocklist", ticked (a suspension). */
  blocklistOption?: boolean;
  /** The message shown, and nothing sent, when no reason is given; without it the reason is optional. */
  requiredMessage?: string;
}

export const BLOCKLIST_OPTION_LABEL = 'Add their phone and e-mail to the blocklist';

export function ReasonDialog({ userName, title, ...form }: ReasonDialogProps) {
  return (
    <FormDialog
      open={userName !== null}
      title={title}
      busy={form.busy}
      onClose={form.onClose}
      size="sm"
      placement="center"
    >
      {userName !== null && <ReasonForm {...form} userName={userName} />}
    </FormDialog>
  );
}

function ReasonForm({
  userName,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
  requiredMessage,
  blocklistOption = false,
}: Omit<ReasonDialogProps, 'userName' | 'title'> & { userName: string }) {
  const schema = useMemo(() => reasonFormSchema(requiredMessage), [requiredMessage]);
  const { register, handleSubmit, control, clearErrors, formState } = useSchemaForm(schema, {
    defaultValues: { reason: '', addToBlocklist: true },
  });
  const error = formState.errors.reason?.message;
  const submit = handleSubmit(
    closeOnSuccess(
      busy,
      ({ reason, addToBlocklist }) => onConfirm(reason, { addToBlocklist: blocklistOption === true && addToBlocklist }),
      onClose,
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Text mb="3">{userName}</Text>
        <Field.Root invalid={error !== undefined} required={requiredMessage !== undefined}>
          <Field.Label>Reason</Field.Label>
          <Textarea
            {...register('reason', { onChange: () => clearErrors('reason') })}
            maxLength={DECISION_REASON_MAX}
            rows={3}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
          <Field.HelperText>Shown to the user when they try to log in.</Field.HelperText>
        </Field.Root>
        {blocklistOption && (
          <Field.Root mt="4">
            <Controller
              control={control}
              name="addToBlocklist"
              render={({ field }) => (
                <Checkbox.Root
                  checked={field.value}
                  onCheckedChange={(details) => field.onChange(details.checked === true)}
                  disabled={busy}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{BLOCKLIST_OPTION_LABEL}</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
            <Field.HelperText>
              They cannot register again with them, and ads showing the phone are held for review. Reactivating the
              account takes them off.
            </Field.HelperText>
          </Field.Root>
        )}
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel={confirmLabel} onCancel={onClose} danger />
    </form>
  );
}
