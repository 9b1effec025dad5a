// The 'Add Request' modal (SPEC "User screens", sections 5 and 8): amount and payment screenshot, with
// what the amount buys under the current credit scheme shown before sending, and (issue 8) a UPI QR code
// and link for the amount when the admin has set the platform's UPI ID.
import { Button, CloseButton, Dialog, Field, Image, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AddCreditRequestDialog_creditScheme$key } from '../../../__generated__/AddCreditRequestDialog_creditScheme.graphql';
import type { AddCreditRequestDialog_paymentSettings$key } from '../../../__generated__/AddCreditRequestDialog_paymentSettings.graphql';
import { toastProgress } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { session } from '../../../lib/session.ts';
import { creditsForAmount, daysForAmount } from '../../../../../common/creditMath.ts';
import {
  CREDIT_REQUEST_MESSAGES as CREDIT_REQUEST_FIELD_MESSAGES,
  creditRequestSchema,
} from '../../../../../common/forms/credits.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { UpiPaymentPanel } from './UpiPaymentPanel.tsx';
import { useCreateCreditRequestMutation } from './useCreateCreditRequestMutation.ts';
import { useObjectUrl } from '../../../lib/useObjectUrl.ts';

export const CREDIT_REQUEST_MESSAGES = {
  ...CREDIT_REQUEST_FIELD_MESSAGES,
  progress: 'Adding Credit Request...',
  success: 'Credit Request Added Successfully!',
  failure: 'Failed to Add Credit Request.',
} as const;

const schema = creditRequestSchema((value): value is File => value instanceof File);

export interface AddCreditRequestDialogProps {
  creditScheme: AddCreditRequestDialog_creditScheme$key | null | undefined;
  /** where to pay: with it, a valid amount shows a UPI QR code and link */
  paymentSettings: AddCreditRequestDialog_paymentSettings$key | null | undefined;
  /** The `__id` of the list the new request joins at the top. */
  connectionId: string;
  onAdded: () => void;
}

export function AddCreditRequestDialog({
  creditScheme,
  paymentSettings,
  connectionId,
  onAdded,
}: AddCreditRequestDialogProps) {
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
  const { register, handleSubmit, watch, setValue, setError, clearErrors, formState } = useSchemaForm(schema, {
    defaultValues: { amount: '', paymentScreenshot: null },
  });
  const { errors } = formState;
  const amountText = String(watch('amount') ?? '');
  const chosen = watch('paymentScreenshot');
  const screenshot = chosen instanceof File ? chosen : null;
  const previewUrl = useObjectUrl(screenshot);
  const [createCreditRequest, isInFlight] = useCreateCreditRequestMutation();

  const amount = Number(amountText);
  const validAmount = amountText.trim() !== '' && Number.isInteger(amount) && amount > 0;
  const purchase =
    scheme != null && validAmount
      ? {
          credits: creditsForAmount(amount, scheme.creditRate),
          days: daysForAmount(amount, scheme.creditRate, scheme.timePerCredit),
        }
      : null;

  const submit = handleSubmit(async ({ amount, paymentScreenshot }) => {
    const hadSession = session.get().auth !== null;
    const progress = toastProgress(CREDIT_REQUEST_MESSAGES.progress);
    const outcome = await createCreditRequest({ amount, paymentScreenshot, connections: [connectionId] });
    if (outcome.kind === 'added') {
      progress.success(CREDIT_REQUEST_MESSAGES.success);
      onAdded();
    } else if (outcome.kind === 'refused') {
      progress.error(outcome.message);
    } else {
      progress.error(actionFailureMessage(CREDIT_REQUEST_MESSAGES.failure, hadSession));
    }
  });

  const chooseScreenshot = (file: File | undefined) => {
    // only images are kept: anything else leaves the field empty, as if nothing was chosen
    const image = file && file.type.startsWith('image/') ? file : null;
    setValue('paymentScreenshot', image);
    if (image) clearErrors('paymentScreenshot');
    else if (file)
      setError('paymentScreenshot', { type: 'validate', message: CREDIT_REQUEST_MESSAGES.screenshotRequired });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root invalid={errors.amount !== undefined}>
            <Field.Label>Amount (₹)</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...register('amount', { onChange: () => clearErrors('amount') })}
            />
            <Field.ErrorText>{errors.amount?.message}</Field.ErrorText>
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
            <Field.ErrorText>{errors.paymentScreenshot?.message}</Field.ErrorText>
          </Field.Root>
          {previewUrl && (
            <Image
              src={previewUrl}
              alt="Payment screenshot preview"
              maxHeight="60"
              objectFit="contain"
              borderRadius="md"
            />
          )}
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
