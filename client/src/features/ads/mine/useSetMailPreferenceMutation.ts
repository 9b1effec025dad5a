// Turns one of the advertiser's optional mails on or off: the account's preferences in the store
// become the ones the server answers.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetMailPreferenceMutation as SetMailPreferenceMutation } from '../../../__generated__/useSetMailPreferenceMutation.graphql';
import { commitForOutcome, type ActionOutcome } from '../../../lib/commitForOutcome.ts';

export function useSetMailPreferenceMutation(): [(mail: string, enabled: boolean) => Promise<ActionOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<SetMailPreferenceMutation>(graphql`
    mutation useSetMailPreferenceMutation($mail: String!, $enabled: Boolean!) {
      setMailPreference(mail: $mail, enabled: $enabled) {
        __typename
        ... on MutationSetMailPreferenceSuccess {
          preferences {
            mail
            label
            enabled
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const setPreference = useCallback(
    (mail: string, enabled: boolean) =>
      commitForOutcome(
        commit,
        {
          variables: { mail, enabled },
          // the preferences have no id of their own: the viewer's list is replaced by the answer's
          updater: (store) => {
            const result = store.getRootField('setMailPreference');
            const preferences = result?.getValue('__typename') === 'MutationSetMailPreferenceSuccess' ? result.getLinkedRecords('preferences') : null;
            const viewer = store.getRoot().getLinkedRecord('viewer');
            if (preferences && viewer) viewer.setLinkedRecords(preferences, 'mailPreferences');
          },
        },
        ({ setMailPreference: result }): ActionOutcome => {
          if (result.__typename === 'MutationSetMailPreferenceSuccess') return { kind: 'done' };
          if (result.__typename !== '%other' && 'message' in result && typeof result.message === 'string') return { kind: 'refused', message: result.message };
          return { kind: 'failed' };
        },
      ),
    [commit],
  );
  return [setPreference, isInFlight];
}
