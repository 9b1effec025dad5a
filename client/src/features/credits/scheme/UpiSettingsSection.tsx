// The platform's UPI ID and payee name (issue 8, part 4), under the credit scheme: advertisers' Add
// Request modal shows a QR code and a upi://pay link for the amount to these details.
import { Button, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { UpiSettingsSection_query$key } from '../../../__generated__/UpiSettingsSection_query.graphql';
import { toastProgress } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { session } from '../../../lib/session.ts';
import { useUpdatePaymentSettingsMutation } from './useUpdatePaymentSettingsMutation.ts';

export const UPI_MESSAGES = {
  upiId: 'Please enter a UPI ID such as name@bank.',
  payeeName: 'Please enter the payee name (up to 50 letters, spaces, dots or &).',
  progress: 'Saving UPI details...',
  success: 'UPI details saved.',
  failure: 'Failed to save UPI details.',
} as const;

const UPI_ID = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
const PAYEE_NAME = /^[\p{L}][\p{L} .&'-]{0,49}$/u;

type Errors = { upiId?: string; payeeName?: string };

export function UpiSettingsSection({ query }: { query: UpiSettingsSection_query$key }) {
  const { paymentSettings } = useFragment(
    graphql`
      fragment UpiSettingsSection_query on Query {
        paymentSettings {
          upiId
          payeeName
        }
      }
    `,
    query,
  );
  const [upiId, setUpiId] = useState(paymentSettings?.upiId ?? '');
  const [payeeName, setPayeeName] = useState(paymentSettings?.payeeName ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [save, isSaving] = useUpdatePaymentSettingsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const problems: Errors = {};
    if (!UPI_ID.test(upiId.trim())) problems.upiId = UPI_MESSAGES.upiId;
    if (!PAYEE_NAME.test(payeeName.trim())) problems.payeeName = UPI_MESSAGES.payeeName;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const hadSession = session.get().auth !== null;
    const progress = toastProgress(UPI_MESSAGES.progress);
    const outcome = await save(upiId.trim(), payeeName.trim());
    if (outcome.kind === 'saved') progress.success(UPI_MESSAGES.success);
    else if (outcome.kind === 'refused') {
      progress.error(outcome.message);
      if (outcome.field === 'upiId' || outcome.field === 'payeeName') setErrors({ [outcome.field]: outcome.message });
    } else progress.error(actionFailureMessage(UPI_MESSAGES.failure, hadSession));
  };

  return (
    <Stack as="section" aria-label="UPI payment" gap="3" mt="8" maxW="3xl">
      <Heading as="h2" size="md">
        UPI Payment
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        {paymentSettings
          ? 'Advertisers see a QR code and a payment link for these details when they add a credit request.'
          : 'Not set: advertisers see no QR code until these details are saved.'}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="UPI details">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Field.Root invalid={errors.upiId !== undefined}>
            <Field.Label>UPI ID</Field.Label>
            <Input value={upiId} placeholder="name@bank" onChange={(event) => setUpiId(event.target.value)} />
            <Field.ErrorText>{errors.upiId}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.payeeName !== undefined}>
            <Field.Label>Payee name</Field.Label>
            <Input value={payeeName} maxLength={50} onChange={(event) => setPayeeName(event.target.value)} />
            <Field.ErrorText>{errors.payeeName}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" size="sm" mt="4" loading={isSaving}>
          Save UPI Details
        </Button>
      </form>
    </Stack>
  );
}
