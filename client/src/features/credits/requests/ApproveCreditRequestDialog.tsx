// The confirmation of an approval (issue 34): the amount asked, the UTR and the credits approval grants,
// with the amount found paid (the asked one unless changed) and, when it differs, the reason the
// advertiser and the audit log read. The credits follow the amount as it is typed.
import { Dialog, Stack, Text } from '@chakra-ui/react';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import type { PackageTerms } from '../../../../../common/creditMath.ts';
import { creditApprovalSchema, creditsOnApproval } from '../../../../../common/forms/credits.ts';
import type { AmountChange } from './useDecideCreditRequestMutation.ts';

export interface ApprovalSubject {
  id: string;
  amount: number;
  utr: string | null;
  bonusCredits: number;
  /** the package bought, if any (issue 34): paid at its price, approval grants its credits */
  package?: PackageTerms | null;
  userName: string;
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

export function ApproveCreditRequestDialog({
  subject,
  creditRate,
  busy,
  onClose,
  onApprove,
}: {
  subject: ApprovalSubject | null;
  /** credits per rupee of the current scheme; null while none is set (the server then refuses) */
  creditRate: number | null;
  busy: boolean;
  onClose: () => void;
  onApprove: (subject: ApprovalSubject, change: AmountChange | null) => void;
}) {
  return (
    <FormDialog open={subject !== null} title="Approve credit request?" busy={busy} onClose={onClose}>
      {subject && (
        <ApprovalForm subject={subject} creditRate={creditRate} busy={busy} onClose={onClose} onApprove={onApprove} />
      )}
    </FormDialog>
  );
}

function ApprovalForm({
  subject,
  creditRate,
  busy,
  onClose,
  onApprove,
}: {
  subject: ApprovalSubject;
  creditRate: number | null;
  busy: boolean;
  onClose: () => void;
  onApprove: (subject: ApprovalSubject, change: AmountChange | null) => void;
}) {
  const { register, handleSubmit, watch, formState } = useSchemaForm(creditApprovalSchema(subject.amount), {
    defaultValues: { amount: String(subject.amount), reason: '' },
  });
  const { errors } = formState;
  const typed = String(watch('amount') ?? '').trim();
  const typedAmount = /^\d+$/.test(typed) ? Number(typed) : null;
  const changed = typedAmount !== null && typedAmount !== subject.amount;
  const paid = typedAmount !== null && typedAmount > 0 ? typedAmount : null;
  const credits =
    creditRate !== null && paid !== null
      ? creditsOnApproval(paid, creditRate, subject.bonusCredits, subject.package)
      : null;

  const submit = handleSubmit(({ amount, reason }) => {
    onApprove(subject, amount === subject.amount ? null : { amount, reason: reason ?? '' });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Stack as="dl" gap="1" textStyle="sm">
            <Text>
              <Text as="span" color="fg.muted">
                From:{' '}
              </Text>
              {subject.userName}
            </Text>
            <Text>
              <Text as="span" color="fg.muted">
                Amount asked:{' '}
              </Text>
              {rupees(subject.amount)}
            </Text>
            <Text>
              <Text as="span" color="fg.muted">
                UTR:{' '}
              </Text>
              {subject.utr ?? 'none given'}
            </Text>
            <Text fontWeight="semibold" aria-live="polite">
              {credits === null
                ? creditRate === null
                  ? 'No credit scheme is set: set one before approving.'
                  : 'Enter the amount received to see the credits.'
                : `Approval grants ${credits.toLocaleString('en-IN')} ${credits === 1 ? 'credit' : 'credits'}${
                    subject.bonusCredits > 0 ? ` (${subject.bonusCredits} of them bonus)` : ''
                  }.`}
            </Text>
          </Stack>
          <Text textStyle="sm" color="fg.muted">
            Check that the payment with this UTR reached the account before approving.
          </Text>
          <TextField
            label="Amount received (₹)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.amount?.message}
            {...register('amount')}
          />
          {changed && (
            <TextField
              label="Reason for the changed amount"
              placeholder="e.g. The statement shows ₹700"
              error={errors.reason?.message}
              {...register('reason')}
            />
          )}
        </Stack>
      </Dialog.Body>
      <FormDialogFooter
        busy={busy}
        submitLabel={changed && paid !== null ? `Approve ${rupees(paid)}` : 'Approve'}
        onCancel={onClose}
      />
    </form>
  );
}
