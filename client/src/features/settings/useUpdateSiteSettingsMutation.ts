// Saves every site setting at once (issue 18; the screening's terms, holding new advertisers and the
// photos' watermark since issue 31); the page's `siteSettings` points at the saved record.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  useUpdateSiteSettingsMutation as UpdateSiteSettingsMutation,
  useUpdateSiteSettingsMutation$variables as SiteSettingsForm,
} from '../../__generated__/useUpdateSiteSettingsMutation.graphql';
import { commitForOutcome } from '../../lib/commitForOutcome.ts';
import type { SiteSettings } from '../../lib/siteSettings.ts';

export type { SiteSettingsForm };

export type SiteSettingsOutcome = { kind: 'saved'; settings: SiteSettings } | { kind: 'refused'; message: string; field: string | null } | { kind: 'failed' };

export function useUpdateSiteSettingsMutation(): [(form: SiteSettingsForm) => Promise<SiteSettingsOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<UpdateSiteSettingsMutation>(graphql`
    mutation useUpdateSiteSettingsMutation(
      $siteName: String!
      $contactEmail: String!
      $contactPhone: String!
      $supportHours: String!
      $grievanceOfficerName: String!
      $grievanceOfficerEmail: String!
      $grievanceOfficerPhone: String!
      $notificationEmails: [String!]!
      $screeningTerms: String
      $holdNewAdvertisers: Boolean
      $watermarkPhotos: Boolean
    ) {
      updateSiteSettings(
        siteName: $siteName
        contactEmail: $contactEmail
        contactPhone: $contactPhone
        supportHours: $supportHours
        grievanceOfficerName: $grievanceOfficerName
        grievanceOfficerEmail: $grievanceOfficerEmail
        grievanceOfficerPhone: $grievanceOfficerPhone
        notificationEmails: $notificationEmails
        screeningTerms: $screeningTerms
        holdNewAdvertisers: $holdNewAdvertisers
        watermarkPhotos: $watermarkPhotos
      ) {
        __typename
        ... on MutationUpdateSiteSettingsSuccess {
          siteSettings {
            ...SiteSettingsPage_settings @relay(mask: false)
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
    (form: SiteSettingsForm) =>
      commitForOutcome(
        commit,
        {
          variables: form,
          updater: (store, response) => {
            // the settings are one record: the page's `siteSettings` points at the saved one
            const saved = store.getRootField('updateSiteSettings')?.getLinkedRecord('siteSettings');
            if (saved && response?.updateSiteSettings.__typename === 'MutationUpdateSiteSettingsSuccess') store.getRoot().setLinkedRecord(saved, 'siteSettings');
          },
        },
        ({ updateSiteSettings: result }): SiteSettingsOutcome => {
          if (result.__typename === 'MutationUpdateSiteSettingsSuccess' && result.siteSettings) {
            const { siteName, contactEmail, contactPhone, supportHours, grievanceOfficer } = result.siteSettings;
            return { kind: 'saved', settings: { siteName, contactEmail, contactPhone, supportHours, grievanceOfficer: { ...grievanceOfficer } } };
          }
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
