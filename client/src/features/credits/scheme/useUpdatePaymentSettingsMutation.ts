// Saves the platform's UPI ID and payee name; the settings record updates in the store.
import { graphql } from 'react-relay';
import type { useUpdatePaymentSettingsMutation as UpdatePaymentSettingsMutation } from '../../../__generated__/useUpdatePaymentSettingsMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';
import { singleRecordSaved } from './singleRecordSaved.ts';

export type PaymentSettingsOutcome =
  { kind: 'saved' } | { kind: 'refused'; message: string; field: string | null } | { kind: 'failed' };

export function useUpdatePaymentSettingsMutation() {
  return useResultMutation<UpdatePaymentSettingsMutation, [upiId: string, payeeName: string], PaymentSettingsOutcome>(
    graphql`
      mutation useUpdatePaymentSettingsMutation($upiId: String!, $payeeName: String!) {
        updatePaymentSettings(upiId: $upiId, payeeName: $payeeName) {
          __typename
          ... on MutationUpdatePaymentSettingsSuccess {
            paymentSettings {
              upiId
              payeeName
              updatedAt
            }
          }
          ... on ValidationError {
            field
          }
          ... on Error {
            message
          }
        }
      }
    `,
    {
      variables: (upiId, payeeName) => ({ upiId, payeeName }),
      // the settings are one record: the page's `paymentSettings` points at the saved one
      ...singleRecordSaved('updatePaymentSettings', 'paymentSettings', 'saved'),
    },
  );
}
