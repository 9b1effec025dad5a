// Saves every site setting at once (issue 18; the screening's terms, holding new advertisers and the
// photos' watermark since issue 31; the operator's details for receipts since issue 34); the page's `siteSettings` points at the saved record.
import { graphql } from 'react-relay';
import type {
  useUpdateSiteSettingsMutation as UpdateSiteSettingsMutation,
  useUpdateSiteSettingsMutation$variables as SiteSettingsForm,
} from '../../__generated__/useUpdateSiteSettingsMutation.graphql';
import type { SiteSettings } from '../../lib/siteSettings.ts';
import { rootTakesAnswered } from '../../lib/rootRecords.ts';
import { refusedWithField, useResultMutation } from '../../lib/useResultMutation.ts';

export type { SiteSettingsForm };

export type SiteSettingsOutcome =
  | { kind: 'saved'; settings: SiteSettings }
  | { kind: 'refused'; message: string; field: string | null }
  | { kind: 'failed' };

export function useUpdateSiteSettingsMutation() {
  return useResultMutation<UpdateSiteSettingsMutation, [form: SiteSettingsForm], SiteSettingsOutcome>(
    graphql`
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
        $operatorLegalName: String
        $operatorAddress: String
        $operatorStateCode: String
        $gstin: String
        $gstRatePercent: Int
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
          operatorLegalName: $operatorLegalName
          operatorAddress: $operatorAddress
          operatorStateCode: $operatorStateCode
          gstin: $gstin
          gstRatePercent: $gstRatePercent
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
    `,
    {
      variables: (form) => form,
      // the settings are one record: the page's `siteSettings` points at the saved one
      updater: (store) => rootTakesAnswered(store, 'updateSiteSettings', 'siteSettings'),
      done: ({ siteSettings }) => {
        if (!siteSettings) return { kind: 'failed' };
        const { siteName, contactEmail, contactPhone, supportHours, grievanceOfficer } = siteSettings;
        return {
          kind: 'saved',
          settings: { siteName, contactEmail, contactPhone, supportHours, grievanceOfficer: { ...grievanceOfficer } },
        };
      },
      refused: refusedWithField,
    },
  );
}
