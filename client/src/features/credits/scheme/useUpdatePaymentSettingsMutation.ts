// Saves the platform's UPI ID and payee name; the settings record updates in the store.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdatePaymentSettingsMutation as UpdatePaymentSettingsMutation } from '../../../__generated__/useUpdatePaymentSettingsMutation.graphql';
import { commitForOutcome } from '../../../lib/commitForOutcome.ts';

export type PaymentSettingsOutcome = { kind: 'saved' } | { kind: 'refused'; message: string; field: string | null } | { kind: 'failed' };

export function useUpdatePaymentSettingsMutation(): [(upiId: string, payeeName: string) => Promise<PaymentSettingsOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<UpdatePaymentSettingsMutation>(graphql`
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
  `);

  const save = useCallback(
    (upiId: string, payeeName: string) =>
      commitForOutcome(
        commit,
        {
          variables: { upiId, payeeName },
          updater: (store, response) => {
            // the settings are one record: the page's `paymentSettings` points at the saved one
            const saved = store.getRootField('updatePaymentSettings')?.getLinkedRecord('paymentSettings');
            if (saved && response?.updatePaymentSettings.__typename === 'MutationUpdatePaymentSettingsSuccess') store.getRoot().setLinkedRecord(saved, 'paymentSettings');
          },
        },
        ({ updatePaymentSettings: result }): PaymentSettingsOutcome => {
          if (result.__typename === 'MutationUpdatePaymentSettingsSuccess') return { kind: 'saved' };
          if (result.__typename !== '%other' && 'message' in result && typeof result.message === 'string') {
            return { kind: 'refused', message: result.message, field: 'field' in result ? (result.field ?? null) : null };
          }
          return { kind: 'failed' };
        },
      ),
    [commit],
  );
  return [save, isInFlight];
}
