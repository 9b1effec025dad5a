// Turns one of the advertiser's optional mails on or off: the account's preferences in the store
// become the ones the server answers.
import { graphql } from 'react-relay';
import type { useSetMailPreferenceMutation as SetMailPreferenceMutation } from '../../../__generated__/useSetMailPreferenceMutation.graphql';
import { useResultMutation } from '../../../lib/useResultMutation.ts';

export function useSetMailPreferenceMutation() {
  return useResultMutation<SetMailPreferenceMutation, [mail: string, enabled: boolean]>(
    graphql`
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
    `,
    {
      variables: (mail, enabled) => ({ mail, enabled }),
      // the preferences have no id of their own: the viewer's list is replaced by the answer's
      updater: (store) => {
        const preferences = store.getRootField('setMailPreference')?.getLinkedRecords('preferences');
        const viewer = store.getRoot().getLinkedRecord('viewer');
        if (preferences && viewer) viewer.setLinkedRecords(preferences, 'mailPreferences');
      },
    },
  );
}
