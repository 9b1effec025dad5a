// 'Report this ad' (issue 7): why, what the visitor saw, and how to reach them if they wish. The
// answer is a reference number to quote. Loaded when first opened.
import { Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { REPORT_REASON_LABELS } from '../../../../../common/reportReasons.ts';
import { useReportAdMutation, type ReportReason } from './useReportAdMutation.ts';

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
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Report this ad</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
            {open && <ReportForm adId={adId} adName={adName} onClose={onClose} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ReportForm({ adId, adName, onClose }: Omit<ReportAdDialogProps, 'open'>) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [contact, setContact] = useState('');
  const [problem, setProblem] = useState<{ reason?: string; form?: string }>({});
  const [reference, setReference] = useState<string | null>(null);
  const [reportAd, isSending] = useReportAdMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    if (reason === '') return setProblem({ reason: 'Please choose why you are reporting this ad.' });
    setProblem({});
    const outcome = await reportAd({ adId, reason, details: details.trim(), contact: contact.trim() });
    if (outcome.kind === 'reported') setReference(outcome.reference);
    else setProblem({ form: outcome.kind === 'refused' ? outcome.message : REPORT_FAILED });
  };

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
          <Field.Root invalid={problem.reason !== undefined} required>
            <Field.Label>Reason</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={reason} onChange={(event) => setReason(event.target.value as ReportReason)}>
                <option value="" disabled>
                  Choose a reason
                </option>
                {Object.entries(REPORT_REASON_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{problem.reason}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Details (optional)</Field.Label>
            <Textarea rows={3} maxLength={1000} value={details} onChange={(event) => setDetails(event.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Your email or phone (optional)</Field.Label>
            <Input maxLength={200} value={contact} onChange={(event) => setContact(event.target.value)} />
            <Field.HelperText>Only if you want us to get back to you.</Field.HelperText>
          </Field.Root>
          {problem.form && (
            <Text color="fg.error" role="alert">
              {problem.form}
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
