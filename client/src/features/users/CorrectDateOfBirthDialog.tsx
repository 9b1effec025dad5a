// An admin corrects an advertiser's date of birth, which the advertiser cannot change (issue 31): an
// identity document showing another date, say. The account's kind (its holder's own ads, or an agency
// listing others) can be corrected with it. The reason is kept in the audit log; closes once saved.
import { Dialog, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { FormDialog, FormDialogFooter } from '../../components/FormDialog.tsx';
import { ACCOUNT_KIND_LABELS, type AccountKind } from '../../../../common/dateOfBirth.ts';
import { CORRECTION_REASON_MAX, dateOfBirthCorrectionFormSchema } from '../../../../common/forms/adulthood.ts';
import { DateOfBirthField } from '../../components/DateOfBirthField.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { closeOnSuccess } from '../../lib/closeOnSuccess.ts';

/** The advertiser whose date of birth is corrected. */
export interface CorrectedAccount {
  name: string;
  dateOfBirth: string | null;
  accountKind: AccountKind;
}

export interface CorrectDateOfBirthDialogProps {
  /** The account, or null when closed. */
  account: CorrectedAccount | null;
  busy: boolean;
  onConfirm: (correction: { dateOfBirth: string; accountKind: AccountKind; reason: string }) => Promise<boolean>;
  onClose: () => void;
}

export function CorrectDateOfBirthDialog({ account, busy, onConfirm, onClose }: CorrectDateOfBirthDialogProps) {
  return (
    <FormDialog open={account !== null} title="Correct Date of Birth" busy={busy} onClose={onClose} size="sm">
      {account && <CorrectionForm account={account} busy={busy} onConfirm={onConfirm} onClose={onClose} />}
    </FormDialog>
  );
}

function CorrectionForm({
  account,
  busy,
  onConfirm,
  onClose,
}: Omit<CorrectDateOfBirthDialogProps, 'account'> & { account: CorrectedAccount }) {
  const { register, handleSubmit, control, formState } = useSchemaForm(dateOfBirthCorrectionFormSchema, {
    defaultValues: { dateOfBirth: account.dateOfBirth ?? '', accountKind: account.accountKind, reason: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit(closeOnSuccess(busy, onConfirm, onClose));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Text>
            {account.name}: {account.dateOfBirth ? `born ${account.dateOfBirth}` : 'no date of birth stated'}.
          </Text>
          <Controller
            control={control}
            name="dateOfBirth"
            render={({ field }) => (
              <DateOfBirthField
                value={field.value}
                error={errors.dateOfBirth?.message}
                helperText="The advertiser cannot change it themselves."
                onChange={field.onChange}
              />
            )}
          />
          <Field.Root>
            <Field.Label>Account</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('accountKind')}>
                <option value="independent">{ACCOUNT_KIND_LABELS.independent}</option>
                <option value="agency">{ACCOUNT_KIND_LABELS.agency}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <TextareaField
            label="Reason"
            helper="Kept in the audit log."
            error={errors.reason?.message}
            maxLength={CORRECTION_REASON_MAX}
            {...register('reason')}
          />
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel="Correct" onCancel={onClose} />
    </form>
  );
}
