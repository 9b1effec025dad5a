// An admin corrects an advertiser's date of birth, which the advertiser cannot change (issue 31): an
// identity document showing another date, say. The account's kind (its holder's own ads, or an agency
// listing others) can be corrected with it. The reason is kept in the audit log; closes once saved.
import { Dialog, Field, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormDialog, FormDialogFooter } from '../../components/FormDialog.tsx';
import { ACCOUNT_KIND_LABELS, checkDateOfBirth, type AccountKind } from '../../../../common/dateOfBirth.ts';
import { DateOfBirthField } from '../../components/DateOfBirthField.tsx';

export const CORRECTION_MESSAGES = {
  reason: 'Please give the reason for the correction',
} as const;

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

function CorrectionForm({ account, busy, onConfirm, onClose }: Omit<CorrectDateOfBirthDialogProps, 'account'> & { account: CorrectedAccount }) {
  const [dateOfBirth, setDateOfBirth] = useState(account.dateOfBirth ?? '');
  const [accountKind, setAccountKind] = useState<AccountKind>(account.accountKind);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ dateOfBirth?: string; reason?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems: typeof errors = {};
    const checked = checkDateOfBirth(dateOfBirth);
    if (!checked.ok) problems.dateOfBirth = checked.message;
    if (!reason.trim()) problems.reason = CORRECTION_MESSAGES.reason;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !checked.ok) return;
    if (await onConfirm({ dateOfBirth: checked.dateOfBirth, accountKind, reason: reason.trim() })) onClose();
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Text>
            {account.name}: {account.dateOfBirth ? `born ${account.dateOfBirth}` : 'no date of birth stated'}.
          </Text>
          <DateOfBirthField
            value={dateOfBirth}
            error={errors.dateOfBirth}
            helperText="The advertiser cannot change it themselves."
            onChange={(event) => setDateOfBirth(event.target.value)}
          />
          <Field.Root>
            <Field.Label>Account</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={accountKind} onChange={(event) => setAccountKind(event.target.value === 'agency' ? 'agency' : 'independent')}>
                <option value="independent">{ACCOUNT_KIND_LABELS.independent}</option>
                <option value="agency">{ACCOUNT_KIND_LABELS.agency}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={errors.reason !== undefined}>
            <Field.Label>Reason</Field.Label>
            <Textarea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} rows={3} />
            {errors.reason ? <Field.ErrorText>{errors.reason}</Field.ErrorText> : <Field.HelperText>Kept in the audit log.</Field.HelperText>}
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel="Correct" onCancel={onClose} />
    </form>
  );
}
