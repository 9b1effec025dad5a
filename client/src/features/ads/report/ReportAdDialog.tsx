// 'Report this ad' (issue 7): why, what the visitor saw, and how to reach them if they wish. The
// answer is a reference number to quote. Loaded when first opened.
import { Button, Dialog, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { REPORT_FIELD_LIMITS, reportSchema } from '../../../../../common/forms/reports.ts';
import { REPORT_REASON_LABELS } from '../../../../../common/reportReasons.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { useReportAdMutation, type ReportReason } from './useReportAdMutation.ts';
import { ChoiceField } from '../../../components/ChoiceField.tsx';
import { DialogFrame } from '../../../components/DialogFrame.tsx';

export const REPORT_FAILED = 'Failed to send the report. Please try again.';

interface ReportAdDialogProps {
  adId: string;
  adName: string;
  open: boolean;
  onClose: () => void;
}

export function ReportAdDialog({ adId, adName, open, onClose }: ReportAdDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <DialogFrame title="Report this ad">
        {open && <ReportForm adId={adId} adName={adName} onClose={onClose} />}
      </DialogFrame>
    </Dialog.Root>
  );
}

function ReportForm({ adId, adName, onClose }: Omit<ReportAdDialogProps, 'open'>) {
  const { register, handleSubmit, setError, formState } = useSchemaForm(reportSchema, {
    // no reason is chosen until the visitor picks one (the schema refuses '' with its message)
    defaultValues: { reason: '' as ReportReason, details: '', contact: '' },
  });
  const { errors } = formState;
  // the answer: once the report is sent, the dialog shows its reference instead of the form
  const [reference, setReference] = useState<string | null>(null);
  const [reportAd, isSending] = useReportAdMutation();

  const submit = handleSubmit(async (report) => {
    if (isSending) return;
    const outcome = await reportAd({ adId, ...report });
    if (outcome.kind === 'reported') setReference(outcome.reference);
    else
      setError('root.server', {
        type: 'server',
        message: outcome.kind === 'refused' ? outcome.message : REPORT_FAILED,
      });
  });

  if (reference) {
    return (
      <>
        <Dialog.Body>
          <Stack gap="2" role="status">
            <Text fontWeight="semibold">Thank you. We will look into it.</Text>
            <Text>
              Your reference number is <strong>{reference}</strong>. Quote it if you write to us about this ad.
            </Text>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button colorPalette="brand" onClick={onClose}>
            Done
          </Button>
        </Dialog.Footer>
      </>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Report ${adName}`}>
      <Dialog.Body>
        <Stack gap="4">
          <ChoiceField
            label="Reason"
            placeholder="Choose a reason"
            options={REPORT_REASON_LABELS}
            input={register('reason')}
            error={errors.reason?.message}
            required
          />
          <Field.Root>
            <Field.Label>Details (optional)</Field.Label>
            <Textarea rows={3} maxLength={REPORT_FIELD_LIMITS.details} {...register('details')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Your email or phone (optional)</Field.Label>
            <Input maxLength={REPORT_FIELD_LIMITS.contact} {...register('contact')} />
            <Field.HelperText>Only if you want us to get back to you.</Field.HelperText>
          </Field.Root>
          {errors.root?.server && (
            <Text color="fg.error" role="alert">
              {errors.root.server.message}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={isSending}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="red" loading={isSending}>
          Send report
        </Button>
      </Dialog.Footer>
    </form>
  );
}
