// /admin/settings (issue 18): the site's name, contact details, support hours, grievance officer and
// where admin notices go, saved at once (audited). The server checks every value and names the field it
// refuses; the UPI details stay under Credit Scheme, where advertisers' payments are set up. Since
// issue 31 also the screening (its term list, holding new advertisers' ads) and the photos' watermark;
// since issue 34 the operator's details receipts are issued under (legal name, address, state, GSTIN, GST rate).
import {
  Button,
  Field,
  Flex,
  Heading,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { SiteSettingsPageQuery } from '../../__generated__/SiteSettingsPageQuery.graphql';
import { toastProgress } from '../../components/toasts.ts';
import { actionFailureMessage } from '../../lib/actionFailureMessage.ts';
import { pageQueryLoader, usePageQueryData } from '../../lib/pageQuery.ts';
import { session } from '../../lib/session.ts';
import { useReplaceSiteSettings } from '../../lib/siteSettings.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import {
  RECEIPT_DETAILS_LIMITS,
  SITE_SETTINGS_LIMITS,
  siteSettingsFormSchema,
} from '../../../../common/forms/settings.ts';
import { GST_RATE_LIMITS, GST_STATES } from '../../../../common/gst.ts';
import { useUpdateSiteSettingsMutation, type SiteSettingsForm } from './useUpdateSiteSettingsMutation.ts';
import { CheckboxField } from '../../components/CheckboxField.tsx';

export const SITE_SETTINGS_TOASTS = {
  progress: 'Saving site settings...',
  success: 'Site settings saved.',
  failure: 'Failed to save site settings.',
} as const;

// the settings every page shows (the header, the footer, the legal pages), which the app asks for
// itself when the page did not bring them (app/siteSettingsQuery.ts)
export const SiteSettingsPagePublicSettingsFragment = graphql`
  fragment SiteSettingsPage_publicSettings on SiteSettings {
    siteName
    contactEmail
    contactPhone
    supportHours
    grievanceOfficer {
      name
      email
      phone
    }
  }
`;

// every setting the page edits, read unmasked by the page's query and by the save's answer
// (useUpdateSiteSettingsMutation), so both ask the same fields
export const SiteSettingsPageSettingsFragment = graphql`
  fragment SiteSettingsPage_settings on SiteSettings {
    ...SiteSettingsPage_publicSettings @relay(mask: false)
    notificationEmails
    updatedAt
    screeningTerms
    screeningTermsAreDefault
    defaultScreeningTerms
    holdNewAdvertisers
    watermarkPhotos
    receipt {
      operatorLegalName
      operatorAddress
      operatorStateCode
      gstin
      gstRatePercent
    }
  }
`;

const SiteSettingsPageQueryNode = graphql`
  query SiteSettingsPageQuery {
    siteSettings {
      ...SiteSettingsPage_settings @relay(mask: false)
    }
  }
`;

export const siteSettingsPageLoader = pageQueryLoader<SiteSettingsPageQuery>(SiteSettingsPageQueryNode);

type Field = keyof SiteSettingsForm;
type TextField = Exclude<
  Field,
  | 'notificationEmails'
  | 'screeningTerms'
  | 'holdNewAdvertisers'
  | 'watermarkPhotos'
  | 'operatorAddress'
  | 'operatorStateCode'
  | 'gstRatePercent'
>;

const FIELDS: readonly Field[] = [
  'siteName',
  'contactEmail',
  'contactPhone',
  'supportHours',
  'grievanceOfficerName',
  'grievanceOfficerEmail',
  'grievanceOfficerPhone',
  'notificationEmails',
  'screeningTerms',
  'holdNewAdvertisers',
  'watermarkPhotos',
  'operatorLegalName',
  'operatorAddress',
  'operatorStateCode',
  'gstin',
  'gstRatePercent',
];

export function SiteSettingsPage() {
  const { siteSettings } = usePageQueryData<SiteSettingsPageQuery>(SiteSettingsPageQueryNode);
  const { register, handleSubmit, control, watch, setValue, setError, formState } = useSchemaForm(
    siteSettingsFormSchema,
    {
      defaultValues: {
        siteName: siteSettings.siteName,
        contactEmail: siteSettings.contactEmail,
        contactPhone: siteSettings.contactPhone,
        supportHours: siteSettings.supportHours,
        grievanceOfficerName: siteSettings.grievanceOfficer.name,
        grievanceOfficerEmail: siteSettings.grievanceOfficer.email,
        grievanceOfficerPhone: siteSettings.grievanceOfficer.phone,
        notificationEmails: siteSettings.notificationEmails.join('\n'),
        screeningTerms: siteSettings.screeningTerms,
        holdNewAdvertisers: siteSettings.holdNewAdvertisers,
        watermarkPhotos: siteSettings.watermarkPhotos,
        operatorLegalName: siteSettings.receipt?.operatorLegalName ?? '',
        operatorAddress: siteSettings.receipt?.operatorAddress ?? '',
        operatorStateCode: siteSettings.receipt?.operatorStateCode ?? '',
        gstin: siteSettings.receipt?.gstin ?? '',
        gstRatePercent: siteSettings.receipt?.gstRatePercent ?? GST_RATE_LIMITS.default,
      },
    },
  );
  const { errors } = formState;
  const termsAreDefault = watch('screeningTerms').trim() === siteSettings.defaultScreeningTerms.trim();
  const [save, isSaving] = useUpdateSiteSettingsMutation();
  const replaceSiteSettings = useReplaceSiteSettings();

  const submit = handleSubmit(async (settings) => {
    if (isSaving) return;
    const hadSession = session.get().auth !== null;
    const progress = toastProgress(SITE_SETTINGS_TOASTS.progress);
    const outcome = await save(settings);
    if (outcome.kind === 'saved') {
      progress.success(SITE_SETTINGS_TOASTS.success);
      // the header, footer and pages of this visit name the site anew at once
      replaceSiteSettings(outcome.settings);
    } else if (outcome.kind === 'refused') {
      progress.error(outcome.message);
      // 'notificationEmails.2' is the third address of the notices field
      const field = FIELDS.find((name) => name === outcome.field?.split('.')[0]);
      if (field) setError(field, { type: 'server', message: outcome.message });
    } else progress.error(actionFailureMessage(SITE_SETTINGS_TOASTS.failure, hadSession));
  });

  const input = (
    field: TextField,
    label: string,
    help?: ReactNode,
    props: { type?: string; maxLength?: number; inputMode?: 'tel' | 'email' } = {},
  ) => (
    <Field.Root invalid={errors[field] !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Input {...register(field)} {...props} />
      {help && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{errors[field]?.message}</Field.ErrorText>
    </Field.Root>
  );
  // an e-mail address and a 10-digit phone side by side (the site's contact, the grievance officer's)
  const emailAndPhone = (
    [emailField, emailLabel]: [TextField, string],
    [phoneField, phoneLabel]: [TextField, string],
  ) => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {input(emailField, emailLabel, undefined, { type: 'email', inputMode: 'email' })}
      {input(phoneField, phoneLabel, '10 digits; leave empty for none.', { inputMode: 'tel', maxLength: 10 })}
    </SimpleGrid>
  );

  return (
    <Stack gap="6" maxW="3xl">
      <Text color="fg.muted">
        How the site names itself and how people reach its team: page titles, the header and footer, the legal pages,
        mails and messages use these. Every save is kept in the audit log.
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Site settings">
        <Stack gap="8">
          <SettingsSection title="The site">
            {input('siteName', 'Site name', `Up to ${SITE_SETTINGS_LIMITS.siteName} characters.`, {
              maxLength: SITE_SETTINGS_LIMITS.siteName,
            })}
            {emailAndPhone(['contactEmail', 'Contact e-mail'], ['contactPhone', 'Contact phone'])}
            {input('supportHours', 'Support hours', 'e.g. Monday to Saturday, 10:00 to 18:00; leave empty for none.', {
              maxLength: 100,
            })}
          </SettingsSection>
          <SettingsSection title="Grievance officer">
            <Text textStyle="sm" color="fg.muted">
              Named with their contact details on the grievance page, as India's IT Rules 2021 require.
            </Text>
            {input('grievanceOfficerName', "Officer's name", undefined, { maxLength: 100 })}
            {emailAndPhone(['grievanceOfficerEmail', "Officer's e-mail"], ['grievanceOfficerPhone', "Officer's phone"])}
          </SettingsSection>
          <SettingsSection title="Admin notices">
            <Field.Root invalid={errors.notificationEmails !== undefined}>
              <Field.Label>Notice addresses</Field.Label>
              <Textarea rows={3} {...register('notificationEmails')} />
              <Field.HelperText>
                One address per line, at most 10. Leave empty to send notices to every admin's own address.
              </Field.HelperText>
              <Field.ErrorText>{errors.notificationEmails?.message}</Field.ErrorText>
            </Field.Root>
          </SettingsSection>
          <SettingsSection title="Screening">
            <Text textStyle="sm" color="fg.muted">
              An ad whose texts hold one of these terms is held for a moderator instead of published, and so is an ad
              stating an age under 18, with a blocked phone number or a photo like a blocked one. Spaces between
              letters, look-alike letters and digits and repeated letters are read through.
            </Text>
            <Field.Root invalid={errors.screeningTerms !== undefined}>
              <Field.Label>Screening terms</Field.Label>
              <Textarea rows={12} fontFamily="mono" textStyle="sm" {...register('screeningTerms')} />
              <Field.HelperText>
                One term per line, at most 500 terms; lines starting with # are notes.{' '}
                {termsAreDefault ? 'This is the default list.' : 'Your own list.'}
              </Field.HelperText>
              <Field.ErrorText>{errors.screeningTerms?.message}</Field.ErrorText>
            </Field.Root>
            {!termsAreDefault && (
              <Flex>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setValue('screeningTerms', siteSettings.defaultScreeningTerms)}
                >
                  Restore the default list
                </Button>
              </Flex>
            )}
            <Stack gap="1">
              <CheckboxField
                control={control}
                name="holdNewAdvertisers"
                label="Hold new advertisers' ads for review"
                helper="Every ad of an advertiser none of whose ads has been published yet waits for a moderator."
              />
            </Stack>
          </SettingsSection>
          <SettingsSection title="Photos">
            <Stack gap="1">
              <CheckboxField
                control={control}
                name="watermarkPhotos"
                label="Mark public photos with the site name"
                helper="A small, semi-transparent mark on the photos visitors see, so copies can be traced. The originals stay unmarked and private."
              />
            </Stack>
          </SettingsSection>
          <SettingsSection title="Receipts">
            <Text textStyle="sm" color="fg.muted">
              Every approved payment gets a PDF receipt issued under these details. With a GSTIN it is a tax invoice
              showing the GST included in the price; without one it is a plain receipt with no tax.
            </Text>
            {input(
              'operatorLegalName',
              'Legal name',
              'The business name payments are made to; the site name if empty.',
              {
                maxLength: RECEIPT_DETAILS_LIMITS.legalName,
              },
            )}
            <Field.Root invalid={errors.operatorAddress !== undefined}>
              <Field.Label>Postal address</Field.Label>
              <Textarea rows={3} maxLength={RECEIPT_DETAILS_LIMITS.address} {...register('operatorAddress')} />
              <Field.HelperText>Up to {RECEIPT_DETAILS_LIMITS.addressLines} lines.</Field.HelperText>
              <Field.ErrorText>{errors.operatorAddress?.message}</Field.ErrorText>
            </Field.Root>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <Field.Root invalid={errors.operatorStateCode !== undefined}>
                <Field.Label>State</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('operatorStateCode')}>
                    <option value="">Not set</option>
                    {GST_STATES.map((state) => (
                      <option key={state.code} value={state.code}>
                        {state.name} ({state.code})
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errors.operatorStateCode?.message}</Field.ErrorText>
              </Field.Root>
              {input('gstin', 'GSTIN', 'Leave empty when not registered for GST.', { maxLength: 15 })}
              <Field.Root invalid={errors.gstRatePercent !== undefined}>
                <Field.Label>GST rate (%)</Field.Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={GST_RATE_LIMITS.min}
                  max={GST_RATE_LIMITS.max}
                  step={1}
                  {...register('gstRatePercent', { valueAsNumber: true })}
                />
                <Field.HelperText>Included in the prices; used only with a GSTIN.</Field.HelperText>
                <Field.ErrorText>{errors.gstRatePercent?.message}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>
          </SettingsSection>
          <Text textStyle="sm" color="fg.muted">
            The UPI details advertisers pay to are set under{' '}
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to="/admin/credit-scheme">Credit Scheme</RouterLink>
            </Link>
            .
          </Text>
          <div>
            <Button type="submit" colorPalette="brand" loading={isSaving}>
              Save Settings
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}

/** One part of the settings form: a section named by its heading. */
function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="4">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
