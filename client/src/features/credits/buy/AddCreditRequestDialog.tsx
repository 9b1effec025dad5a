// The 'Add Request' modal (SPEC "User screens", sections 5 and 8): amount and payment screenshot, with
// what the amount buys under the current credit scheme shown before sending, and (issue 8) a UPI QR code
// and link for the amount when the admin has set the platform's UPI ID.
import { Button, CloseButton, Dialog, Field, Image, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AddCreditRequestDialog_creditScheme$key } from '../../../__generated__/AddCreditRequestDialog_creditScheme.graphql';
import type { AddCreditRequestDialog_paymentSettings$key } from '../../../__generated__/AddCreditRequestDialog_paymentSettings.graphql';
import { toastProgress } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { session } from '../../../lib/session.ts';
import { creditsForAmount, daysForAmount } from '../../../../../common/creditMath.ts';
import { UpiPaymentPanel } from './UpiPaymentPanel.tsx';
import { useCreateCreditRequestMutation } from './useCreateCreditRequestMutation.ts';
import { useObjectUrl } from '../../../lib/useObjectUrl.ts';

export const CREDIT_REQUEST_MESSAGES = {
  amountRequired: 'Please Enter Payment Amount',
  // the server's own words for an amount it would refuse (server/modules/credits/service.ts)
  amountWhole: 'Payment amount must be a whole number of rupees.',
  amountPositive: 'Payment amount must be more than 0 rupees.',
  screenshotRequired: 'Please provide payment screenshot',
  progress: 'Adding Credit Request...',
  success: 'Credit Request Added Successfully!',
  failure: 'Failed to Add Credit Request.',
} as const;

interface FieldErrors {
  amount?: string;
  paymentScreenshot?: string;
}

function amountError(text: string): string | undefined {
  if (text.trim() === '') return CREDIT_REQUEST_MESSAGES.amountRequired;
  const amount = Number(text);
  if (!Number.isFinite(amount)) return CREDIT_REQUEST_MESSAGES.amountRequired;
  if (!Number.isInteger(amount)) return CREDIT_REQUEST_MESSAGES.amountWhole;
  if (amount === 0) return CREDIT_REQUEST_MESSAGES.amountRequired;
  if (amount < 0) return CREDIT_REQUEST_MESSAGES.amountPositive;
  return undefined;
}

export interface AddCreditRequestDialogProps {
  creditScheme: AddCreditRequestDialog_creditScheme$key | null | undefined;
  /** where to pay: with it, a valid amount shows a UPI QR code and link */
  paymentSettings: AddCreditRequestDialog_paymentSettings$key | null | undefined;
  /** The `__id` of the list the new request joins at the top. */
  connectionId: string;
  onAdded: () => void;
}

export function AddCreditRequestDialog({ creditScheme, paymentSettings, connectionId, onAdded }: AddCreditRequestDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} closeOnInteractOutside={false}>
      <Dialog.Trigger asChild>
        <Button colorPalette="brand" size="sm">
          Add Request
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Add Credit Request</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
            <AddCreditRequestForm
              creditScheme={creditScheme}
              paymentSettings={paymentSettings}
              connectionId={connectionId}
              onAdded={() => {
                setOpen(false);
                onAdded();
              }}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function AddCreditRequestForm({ creditScheme, paymentSettings, connectionId, onAdded }: AddCreditRequestDialogProps) {
  const scheme = useFragment(
    graphql`
      fragment AddCreditRequestDialog_creditScheme on CreditScheme {
        creditRate
        timePerCredit
      }
    `,
    creditScheme,
  );
  const upi = useFragment(
    graphql`
      fragment AddCreditRequestDialog_paymentSettings on PaymentSettings {
        upiId
        payeeName
      }
    `,
    paymentSettings,
  );
  const [amountText, setAmountText] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const previewUrl = useObjectUrl(screenshot);
  const [createCreditRequest, isInFlight] = useCreateCreditRequestMutation();

  const amount = Number(amountText);
  const validAmount = amountText.trim() !== '' && Number.isInteger(amount) && amount > 0;
  const purchase = scheme != null && amountText.trim() !== '' && Number.isInteger(amount) && amount > 0 ? { credits: creditsForAmount(amount, scheme.creditRate), days: daysForAmount(amount, scheme.creditRate, scheme.timePerCredit) } : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    const amountProblem = amountError(amountText);
    if (amountProblem) found.amount = amountProblem;
    if (!screenshot) found.paymentScreenshot = CREDIT_REQUEST_MESSAGES.screenshotRequired;
    setErrors(found);
    if (found.amount || found.paymentScreenshot || !screenshot) return;

    const hadSession = session.get().auth !== null;
    const progress = toastProgress(CREDIT_REQUEST_MESSAGES.progress);
    const outcome = await createCreditRequest({ amount, paymentScreenshot: screenshot, connections: [connectionId] });
    if (outcome.kind === 'added') {
      progress.success(CREDIT_REQUEST_MESSAGES.success);
      onAdded();
    } else if (outcome.kind === 'refused') {
      progress.error(outcome.message);
    } else {
      progress.error(actionFailureMessage(CREDIT_REQUEST_MESSAGES.failure, hadSession));
    }
  };

  const chooseScreenshot = (file: File | undefined) => {
    // only images are kept: anything else leaves the field empty, as if nothing was chosen
    const image = file && file.type.startsWith('image/') ? file : null;
    setScreenshot(image);
    setErrors((previous) => ({ ...previous, paymentScreenshot: image ? undefined : file ? CREDIT_REQUEST_MESSAGES.screenshotRequired : previous.paymentScreenshot }));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root invalid={errors.amount !== undefined}>
            <Field.Label>Amount (₹)</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={amountText}
              onChange={(event) => {
                setAmountText(event.target.value);
                setErrors((previous) => ({ ...previous, amount: undefined }));
              }}
            />
            <Field.ErrorText>{errors.amount}</Field.ErrorText>
          </Field.Root>
          {purchase && (
            <Text textStyle="sm" color="fg.muted" aria-live="polite">
              {`₹${amount.toLocaleString('en-IN')} buys ${purchase.credits} credits (${purchase.days} days of ads)`}
            </Text>
          )}
          {upi && validAmount && <UpiPaymentPanel upiId={upi.upiId} payeeName={upi.payeeName} amount={amount} />}
          <Field.Root invalid={errors.paymentScreenshot !== undefined}>
            <Field.Label>Payment Screenshot</Field.Label>
            <Input type="file" accept="image/*" p="1" onChange={(event) => chooseScreenshot(event.target.files?.[0])} />
            <Field.ErrorText>{errors.paymentScreenshot}</Field.ErrorText>
          </Field.Root>
          {previewUrl && <Image src={previewUrl} alt="Payment screenshot preview" maxHeight="60" objectFit="contain" borderRadius="md" />}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" loading={isInFlight}>
          Submit
        </Button>
      </Dialog.Footer>
    </form>
  );
}
