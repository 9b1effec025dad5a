// The moderator's form for refusing a held ad (issue 31): the reason its advertiser is mailed and reads
// in My ads, and whether the credits of the days it has not run go back to the advertiser.
import { Dialog, Stack, Text } from '@chakra-ui/react';
import * as z from 'zod/mini';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog.tsx';
import { DECISION_REASON_MESSAGES, decisionReasonSchema } from '../../../../../common/forms/moderation.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { closeOnSuccess } from '../../../lib/closeOnSuccess.ts';
import { CheckboxField } from '../../../components/CheckboxField.tsx';
import { ReasonField } from '../../../components/ReasonField.tsx';

export const REFUND_LABEL = 'Return the credits of the days it has not run';
const REFUND_HELP =
  'A held ad was never shown. Return them when the advertiser is not at fault (a new account, a look-alike photo); keep them when the ad breaks the rules.';

// the reason the screening's review service parses (server/modules/screening/review.ts)
const refuseSchema = z.object({
  reason: decisionReasonSchema(DECISION_REASON_MESSAGES.advertiser),
  refund: z.boolean(),
});

export interface RefuseHeldAdDialogProps {
  /** The ad's name, or null when closed. */
  adName: string | null;
  busy: boolean;
  onConfirm: (reason: string, refundCredits: boolean) => Promise<boolean>;
  onClose: () => void;
}

export function RefuseHeldAdDialog({ adName, busy, onConfirm, onClose }: RefuseHeldAdDialogProps) {
  return (
    <FormDialog open={adName !== null} title="Refuse Ad" busy={busy} onClose={onClose}>
      {adName !== null && <RefuseHeldAdForm adName={adName} busy={busy} onConfirm={onConfirm} onClose={onClose} />}
    </FormDialog>
  );
}

function RefuseHeldAdForm({
  adName,
  busy,
  onConfirm,
  onClose,
}: Omit<RefuseHeldAdDialogProps, 'adName'> & { adName: string }) {
  const form = useSchemaForm(refuseSchema, { defaultValues: { reason: '', refund: false } });
  const { handleSubmit, control } = form;
  const submit = handleSubmit(closeOnSuccess(busy, ({ reason, refund }) => onConfirm(reason, refund), onClose));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Text fontWeight="medium">{adName}</Text>
          <ReasonField form={form} helper="Mailed to the advertiser and shown in My ads." required />
          <CheckboxField control={control} name="refund" label={REFUND_LABEL} helper={REFUND_HELP} />
        </Stack>
      </Dialog.Body>
      <FormDialogFooter busy={busy} submitLabel="Refuse" onCancel={onClose} danger />
    </form>
  );
}
