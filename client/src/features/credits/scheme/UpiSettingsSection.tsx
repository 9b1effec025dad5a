// The platform's UPI ID and payee name (issue 8, part 4), under the credit scheme: advertisers' Add
// Request modal shows a QR code and a upi://pay link for the amount to these details.
import { Button, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { UpiSettingsSection_query$key } from '../../../__generated__/UpiSettingsSection_query.graphql';
import { toastProgress } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { session } from '../../../lib/session.ts';
import {
  PAYEE_NAME_MAX,
  PAYMENT_SETTINGS_MESSAGES,
  paymentSettingsSchema,
} from '../../../../../common/forms/settings.ts';
import { useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { useUpdatePaymentSettingsMutation } from './useUpdatePaymentSettingsMutation.ts';

export const UPI_MESSAGES = {
  ...PAYMENT_SETTINGS_MESSAGES,
  progress: 'Saving UPI details...',
  success: 'UPI details saved.',
  failure: 'Failed to save UPI details.',
} as const;

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
  const { register, handleSubmit, setError, formState } = useSchemaForm(paymentSettingsSchema, {
    defaultValues: { upiId: paymentSettings?.upiId ?? '', payeeName: paymentSettings?.payeeName ?? '' },
  });
  const { errors } = formState;
  const [save, isSaving] = useUpdatePaymentSettingsMutation();

  const submit = handleSubmit(async ({ upiId, payeeName }) => {
    if (isSaving) return;
    const hadSession = session.get().auth !== null;
    const progress = toastProgress(UPI_MESSAGES.progress);
    const outcome = await save(upiId, payeeName);
    if (outcome.kind === 'saved') progress.success(UPI_MESSAGES.success);
    else if (outcome.kind === 'refused') {
      progress.error(outcome.message);
      if (outcome.field === 'upiId' || outcome.field === 'payeeName')
        setError(outcome.field, { type: 'server', message: outcome.message });
    } else progress.error(actionFailureMessage(UPI_MESSAGES.failure, hadSession));
  });

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
            <Input placeholder="name@bank" {...register('upiId')} />
            <Field.ErrorText>{errors.upiId?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.payeeName !== undefined}>
            <Field.Label>Payee name</Field.Label>
            <Input maxLength={PAYEE_NAME_MAX} {...register('payeeName')} />
            <Field.ErrorText>{errors.payeeName?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" size="sm" mt="4" loading={isSaving}>
          Save UPI Details
        </Button>
      </form>
    </Stack>
  );
}
