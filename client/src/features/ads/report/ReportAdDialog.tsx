// 'Report this ad' (issue 7): why, what the visitor saw, and how to reach them if they wish. The
// answer is a reference number to quote. Loaded when first opened.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { REPORT_FIELD_LIMITS, reportSchema } from '../../../../../common/forms/reports.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { useReportAdMutation, type ReportReason } from './useReportAdMutation.ts';
import { ChoiceField } from '../../../components/ChoiceField.tsx';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
// the shared texts this page's forms may show, in the page's language (lib/sharedMessages.ts)
import '../../../lib/shared-texts/complaints.ts';

interface ReportAdDialogProps {
  adId: string;
  adName: string;
  open: boolean;
  onClose: () => void;
}

export function ReportAdDialog({ adId, adName, open, onClose }: ReportAdDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <DialogFrame title={t`Report this ad`} closeLabel={t`Close`}>
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
  const { t } = useLingui();
  // the reasons in the page's language (common/reportReasons.ts keeps their English, which the desk shows)
  const reasonLabels: Record<ReportReason, string> = {
    underage: t`The person may be under 18`,
    no_consent: t`Photos used without consent`,
    explicit: t`Explicit content`,
    sex_for_money: t`Offers sexual services for money`,
    scam: t`Scam or fraud`,
    spam: t`Spam or duplicate`,
    other: t`Something else`,
  };

  const submit = handleSubmit(async (report) => {
    if (isSending) return;
    const outcome = await reportAd({ adId, ...report });
    if (outcome.kind === 'reported') setReference(outcome.reference);
    else
      setError('root.server', {
        type: 'server',
        message: outcome.kind === 'refused' ? outcome.message : t`Failed to send the report. Please try again.`,
      });
  });

  if (reference) {
    return (
      <>
        <Dialog.Body>
          <Stack gap="2" role="status">
            <Text fontWeight="semibold">
              <Trans>Thank you. We will look into it.</Trans>
            </Text>
            <Text>
              <Trans>
                Your reference number is <strong>{reference}</strong>. Quote it if you write to us about this ad.
              </Trans>
            </Text>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button colorPalette="brand" onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </Dialog.Footer>
      </>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Report ${adName}`}>
      <Dialog.Body>
        <Stack gap="4">
          <ChoiceField
            label={t`Reason`}
            placeholder={t`Choose a reason`}
            options={reasonLabels}
            input={register('reason')}
            error={errors.reason?.message}
            required
          />
          <Field.Root>
            <Field.Label>
              <Trans>Details (optional)</Trans>
            </Field.Label>
            <Textarea rows={3} maxLength={REPORT_FIELD_LIMITS.details} {...register('details')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>
              <Trans>Your email or phone (optional)</Trans>
            </Field.Label>
            <Input maxLength={REPORT_FIELD_LIMITS.contact} {...register('contact')} />
            <Field.HelperText>
              <Trans>Only if you want us to get back to you.</Trans>
            </Field.HelperText>
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
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" colorPalette="red" loading={isSending}>
          <Trans>Send report</Trans>
        </Button>
      </Dialog.Footer>
    </form>
  );
}
