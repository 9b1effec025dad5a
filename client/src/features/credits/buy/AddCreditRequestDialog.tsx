// The 'Add Request' modal (SPEC "User screens", sections 5 and 8; issues 8 and 34): whom to pay (the
// operator's UPI ID and payee, a QR code and link for the amount), the amount with what it buys under
// the current credit scheme, the payment's UTR, and a screenshot as optional proof. Without a UPI ID in
// the settings it says the operator has not set up payments, and offers no form.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Dialog, Field, Image, Input, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AddCreditRequestDialog_creditScheme$key } from '../../../__generated__/AddCreditRequestDialog_creditScheme.graphql';
import type { AddCreditRequestDialog_paymentSettings$key } from '../../../__generated__/AddCreditRequestDialog_paymentSettings.graphql';
import { toastProgress } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { session } from '../../../lib/session.ts';
import { CREDIT_REQUEST_MESSAGES, creditRequestSchema } from '../../../../../common/forms/credits.ts';
import { showFieldRefusal, useSchemaForm } from '../../../lib/useSchemaForm.ts';
import type { PurchaseOffers_query$key } from '../../../__generated__/PurchaseOffers_query.graphql';
import {
  CouponField,
  PackageField,
  PurchasePreview,
  purchasePreview,
  useCoupon,
  useOfferedPackages,
} from './PurchaseOffers.tsx';
import { UpiPaymentPanel } from './UpiPaymentPanel.tsx';
import { useCreateCreditRequestMutation } from './useCreateCreditRequestMutation.ts';
import { useObjectUrl } from '../../../lib/useObjectUrl.ts';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { FieldErrorText } from '../../../components/FieldErrorText.tsx';
// the shared texts this page's forms may show, in the page's language (lib/sharedMessages.ts)
import '../../../lib/shared-texts/credits.ts';

const schema = creditRequestSchema((value): value is File => value instanceof File);

export interface AddCreditRequestDialogProps {
  creditScheme: AddCreditRequestDialog_creditScheme$key | null | undefined;
  /** where to pay: with it, a valid amount shows a UPI QR code and link */
  paymentSettings: AddCreditRequestDialog_paymentSettings$key | null | undefined;
  /** the packages the form offers (issue 34) */
  offers?: PurchaseOffers_query$key | null | undefined;
  /** The `__id` of the list the new request joins at the top. */
  connectionId: string;
  onAdded: () => void;
}

export function AddCreditRequestDialog({ onAdded, ...form }: AddCreditRequestDialogProps) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} closeOnInteractOutside={false}>
      <Dialog.Trigger asChild>
        <Button colorPalette="brand" size="sm">
          <Trans>Add Request</Trans>
        </Button>
      </Dialog.Trigger>
      <DialogFrame title={t`Add Credit Request`} closeLabel={t`Close`}>
        <AddCreditRequestForm
          {...form}
          onAdded={() => {
            setOpen(false);
            onAdded();
          }}
        />
      </DialogFrame>
    </Dialog.Root>
  );
}

function AddCreditRequestForm({
  creditScheme,
  paymentSettings,
  offers,
  connectionId,
  onAdded,
}: AddCreditRequestDialogProps) {
  const packages = useOfferedPackages(offers);
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
  if (!upi) {
    // the server refuses requests too: the advertiser would not know whom to pay
    return (
      <>
        <Dialog.Body>
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{CREDIT_REQUEST_MESSAGES.paymentsNotSetUp}</Alert.Title>
          </Alert.Root>
        </Dialog.Body>
        <Dialog.Footer>
          <DialogCloseButton>
            <Trans>Close</Trans>
          </DialogCloseButton>
        </Dialog.Footer>
      </>
    );
  }
  return (
    <PaymentForm
      scheme={scheme}
      upiId={upi.upiId}
      payeeName={upi.payeeName}
      packages={packages}
      connectionId={connectionId}
      onAdded={onAdded}
    />
  );
}

/** The footer's button that closes the dialog: Close without a form, Cancel beside the form's Submit. */
function DialogCloseButton({ children }: { children: ReactNode }) {
  return (
    <Dialog.ActionTrigger asChild>
      <Button variant="outline">{children}</Button>
    </Dialog.ActionTrigger>
  );
}

const FIELDS = ['amount', 'utr', 'paymentScreenshot'] as const;

function PaymentForm({
  scheme,
  upiId,
  payeeName,
  packages,
  connectionId,
  onAdded,
}: {
  scheme: { creditRate: number; timePerCredit: number } | null | undefined;
  upiId: string;
  payeeName: string;
  packages: ReturnType<typeof useOfferedPackages>;
  connectionId: string;
  onAdded: () => void;
}) {
  const { t, i18n } = useLingui();
  const { register, handleSubmit, watch, setValue, setError, clearErrors, formState } = useSchemaForm(schema, {
    defaultValues: { amount: '', utr: '', paymentScreenshot: null },
  });
  const { errors } = formState;
  const amountText = String(watch('amount') ?? '');
  const chosen = watch('paymentScreenshot');
  const screenshot = chosen instanceof File ? chosen : null;
  const previewUrl = useObjectUrl(screenshot);
  const [createCreditRequest, isInFlight] = useCreateCreditRequestMutation();
  // issue 34: a package chosen (its price is the amount) and a coupon applied
  const [packageId, setPackageId] = useState('');
  const pack = packages.find((offered) => offered.id === packageId) ?? null;
  const coupon = useCoupon();
  const choosePackage = (id: string) => {
    setPackageId(id);
    const chosenPackage = packages.find((offered) => offered.id === id);
    if (chosenPackage) {
      setValue('amount', String(chosenPackage.priceRupees));
      clearErrors('amount');
    }
  };

  const amount = Number(amountText);
  const validAmount = amountText.trim() !== '' && Number.isInteger(amount) && amount > 0;
  // what the payment buys, base and bonus, as the server will compute it (common/creditMath.ts purchaseCredits)
  const preview = purchasePreview({ amount: validAmount ? amount : null, scheme, pack, coupon: coupon.applied }, i18n);

  const submit = handleSubmit(async ({ amount, utr, paymentScreenshot }) => {
    const hadSession = session.get().auth !== null;
    const progress = toastProgress(t`Adding Credit Request...`);
    const outcome = await createCreditRequest({
      amount,
      utr,
      paymentScreenshot,
      packageId: pack?.id ?? null,
      couponCode: coupon.code,
      connections: [connectionId],
    });
    if (outcome.kind === 'added') {
      progress.success(t`Credit Request Added Successfully!`);
      onAdded();
    } else if (outcome.kind === 'refused') {
      progress.error(outcome.message);
      // a used UTR or a wrong amount shows under its field too; a coupon's or package's refusal under the coupon
      if (outcome.field === 'couponCode' || outcome.field === 'packageId') coupon.refuse(outcome.message);
      else if (FIELDS.some((field) => field === outcome.field)) showFieldRefusal(setError, FIELDS, outcome, 'amount');
    } else {
      progress.error(actionFailureMessage(t`Failed to Add Credit Request.`, hadSession, i18n));
    }
  });

  const chooseScreenshot = (file: File | undefined) => {
    // only images are kept: anything else leaves the field empty, with the reason
    const image = file && file.type.startsWith('image/') ? file : null;
    setValue('paymentScreenshot', image);
    if (image || !file) clearErrors('paymentScreenshot');
    else setError('paymentScreenshot', { type: 'validate', message: CREDIT_REQUEST_MESSAGES.screenshotNotImage });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <PackageField packages={packages} value={packageId} onChange={choosePackage} />
          <UpiPaymentPanel upiId={upiId} payeeName={payeeName} amount={validAmount ? amount : null} />
          <Field.Root invalid={errors.amount !== undefined}>
            <Field.Label>
              <Trans>Amount (₹)</Trans>
            </Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              readOnly={pack !== null}
              {...register('amount', { onChange: () => clearErrors('amount') })}
            />
            <FieldErrorText>{errors.amount?.message}</FieldErrorText>
          </Field.Root>
          <CouponField coupon={coupon} />
          <PurchasePreview text={preview} />
          <Field.Root invalid={errors.utr !== undefined}>
            <Field.Label>
              <Trans>UTR (UPI transaction reference)</Trans>
            </Field.Label>
            <Input
              inputMode="numeric"
              autoComplete="off"
              placeholder={t`12 digits, e.g. 421098765432`}
              {...register('utr', { onChange: () => clearErrors('utr') })}
            />
            <Field.HelperText>
              <Trans>
                After paying, find the 12-digit UTR (also called UPI Ref. No. or transaction ID) in your UPI app&apos;s
                payment details.
              </Trans>
            </Field.HelperText>
            <FieldErrorText>{errors.utr?.message}</FieldErrorText>
          </Field.Root>
          <Field.Root invalid={errors.paymentScreenshot !== undefined}>
            <Field.Label>
              <Trans>Payment Screenshot (optional)</Trans>
            </Field.Label>
            <Input type="file" accept="image/*" p="1" onChange={(event) => chooseScreenshot(event.target.files?.[0])} />
            <FieldErrorText>{errors.paymentScreenshot?.message}</FieldErrorText>
          </Field.Root>
          {previewUrl && (
            <Image
              src={previewUrl}
              alt={t`Payment screenshot preview`}
              maxHeight="60"
              objectFit="contain"
              borderRadius="md"
            />
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <DialogCloseButton>
          <Trans>Cancel</Trans>
        </DialogCloseButton>
        <Button type="submit" colorPalette="brand" loading={isInFlight}>
          <Trans>Submit</Trans>
        </Button>
      </Dialog.Footer>
    </form>
  );
}
