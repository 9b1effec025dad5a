// Site settings through GraphQL (issue 18): a thin adapter over ./service.ts. `siteSettings` is
// public (the texts that name and reach the site; its notice addresses are admins' only); the
// UPI details keep their issue-8 fields `paymentSettings` and `updatePaymentSettings`.
import { builder } from '../../graphql/builder.ts';
import { INPUT_ERRORS } from '../../graphql/errors.ts';
import { DEFAULT_SCREENING_TERMS } from '../../lib/screening-terms.ts';
import {
  getPaymentSettings,
  siteSettingsFor,
  updatePaymentSettings,
  updateSiteSettings,
  type GrievanceOfficer,
  type PaymentSettings,
  type PublicSiteSettings,
  type SiteSettings,
} from './service.ts';

/** A visitor's answer holds the public part only; an admin's (from the admin-only paths) the whole. */
type SiteSettingsShape = PublicSiteSettings &
  Partial<
    Pick<
      SiteSettings,
      | 'notificationEmails'
      | 'updatedAt'
      | 'screeningTerms'
      | 'screeningTermsAreDefault'
      | 'holdNewAdvertisers'
      | 'watermarkPhotos'
      | 'receipt'
    >
  >;

const ReceiptDetailsType = builder.objectRef<SiteSettings['receipt']>('ReceiptDetails').implement({
  description: "The operator's details receipts are issued under (issue 34); '' where nothing is set.",
  fields: (t) => ({
    operatorLegalName: t.exposeString('operatorLegalName', { description: "The operator's legal name." }),
    operatorAddress: t.exposeString('operatorAddress', {
      description: 'The postal address, lines separated by newlines.',
    }),
    operatorStateCode: t.exposeString('operatorStateCode', {
      description: "The GST code of the operator's state or union territory (two digits).",
    }),
    gstin: t.exposeString('gstin', { description: "The GSTIN; '' while not registered (receipts then carry no tax)." }),
    gstRatePercent: t.exposeInt('gstRatePercent', { description: 'The GST rate prices include, in whole percent.' }),
  }),
});

// the officer is a site setting; the grievances module answers it too (its public `grievanceOfficer`)
export const GrievanceOfficerType = builder.objectRef<GrievanceOfficer>('GrievanceOfficer').implement({
  description: 'The grievance officer named under the IT Rules 2021 (set in the site settings).',
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { description: "A 10-digit phone number; '' when none is given." }),
  }),
});

const SiteSettingsType = builder.objectRef<SiteSettingsShape>('SiteSettings').implement({
  description: 'The texts that name and reach the site, set by admins (Site Settings in the dashboard).',
  fields: (t) => ({
    siteName: t.exposeString('siteName', { description: 'The name pages, mails and messages sign with.' }),
    contactEmail: t.exposeString('contactEmail'),
    contactPhone: t.exposeString('contactPhone', { description: "A 10-digit phone number; '' when none is given." }),
    supportHours: t.exposeString('supportHours', {
      description: "When the team answers, as the admins wrote it; '' when not given.",
    }),
    grievanceOfficer: t.field({ type: GrievanceOfficerType, resolve: (settings) => settings.grievanceOfficer }),
    notificationEmails: t.stringList({
      authScopes: { admin: true },
      description: "Where admin notices are mailed; empty: every admin's own address. Admins only.",
      // reached only through an admin's own read (getSiteSettings), which holds them
      resolve: (settings) => settings.notificationEmails ?? [],
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      authScopes: { admin: true },
      description: 'When an admin last saved settings; null while nothing was saved. Admins only.',
      resolve: (settings) => settings.updatedAt ?? null,
    }),
    // the admins' own reads (getSiteSettings) hold these; the scope keeps everyone else out
    screeningTerms: t.string({
      authScopes: { admin: true },
      description:
        "The screening's term list, one term per line ('#' starts a note): the admins' own, else the default. Admins only.",
      resolve: (settings) => settings.screeningTerms ?? '',
    }),
    screeningTermsAreDefault: t.boolean({
      authScopes: { admin: true },
      description: 'Whether screeningTerms is the default list (no list saved). Admins only.',
      resolve: (settings) => settings.screeningTermsAreDefault ?? true,
    }),
    defaultScreeningTerms: t.string({
      authScopes: { admin: true },
      description: 'The default term list, for the form to restore. Admins only.',
      resolve: () => DEFAULT_SCREENING_TERMS,
    }),
    holdNewAdvertisers: t.boolean({
      authScopes: { admin: true },
      description:
        'Whether every ad of an advertiser none of whose ads has been published is held for the desk. Admins only.',
      resolve: (settings) => settings.holdNewAdvertisers ?? false,
    }),
    watermarkPhotos: t.boolean({
      authScopes: { admin: true },
      description: "Whether public photo variants carry the site's name. Admins only.",
      resolve: (settings) => settings.watermarkPhotos ?? true,
    }),
    receipt: t.field({
      type: ReceiptDetailsType,
      nullable: true,
      authScopes: { admin: true },
      description: "The operator's details receipts are issued under. Admins only.",
      resolve: (settings) => settings.receipt ?? null,
    }),
  }),
});

builder.queryField('siteSettings', (t) =>
  t.field({
    type: SiteSettingsType,
    authScopes: { public: true },
    description: "The site's settings. Its notice addresses and updatedAt are for admins only.",
    resolve: (_root, _args, ctx) => siteSettingsFor(ctx),
  }),
);

builder.mutationField('updateSiteSettings', (t) =>
  t.field({
    type: SiteSettingsType,
    authScopes: { admin: true },
    description: 'Saves every site setting at once (audited). A refused value changes nothing.',
    errors: { types: INPUT_ERRORS, dataField: { name: 'siteSettings' } },
    args: {
      siteName: t.arg.string({ required: true, description: 'Up to 60 characters.' }),
      contactEmail: t.arg.string({ required: true }),
      contactPhone: t.arg.string({ required: true, description: "10 digits, or '' for none." }),
      supportHours: t.arg.string({ required: true, description: "Up to 100 characters, or '' for none." }),
      grievanceOfficerName: t.arg.string({ required: true }),
      grievanceOfficerEmail: t.arg.string({ required: true }),
      grievanceOfficerPhone: t.arg.string({ required: true, description: "10 digits, or '' for none." }),
      notificationEmails: t.arg.stringList({
        required: true,
        description: "Where admin notices go (at most 10); empty: every admin's own address.",
      }),
      screeningTerms: t.arg.string({
        required: false,
        description:
          "The screening's term list, one term per line (at most 500 terms of 60 characters, 20,000 characters in all); null: the default list; absent: unchanged.",
      }),
      holdNewAdvertisers: t.arg.boolean({
        required: false,
        description: "Hold new advertisers' ads for the desk; absent: unchanged.",
      }),
      watermarkPhotos: t.arg.boolean({
        required: false,
        description: "Draw the site's name on public photos; absent: unchanged.",
      }),
      // issue 34: the receipt's details, sent together (all absent: unchanged)
      operatorLegalName: t.arg.string({ required: false, description: "The operator's legal name; '' for none." }),
      operatorAddress: t.arg.string({ required: false, description: 'The postal address, up to 4 lines.' }),
      operatorStateCode: t.arg.string({
        required: false,
        description: "The GST code of the operator's state (two digits); '' for none.",
      }),
      gstin: t.arg.string({
        required: false,
        description: "The GSTIN (15 characters, its check character verified); '' when not registered.",
      }),
      gstRatePercent: t.arg.int({
        required: false,
        description: 'The GST rate prices include: a whole percent, 1 to 40.',
      }),
    },
    resolve: (_root, args, ctx) => updateSiteSettings(ctx, args),
  }),
);

const PaymentSettingsType = builder.objectRef<PaymentSettings>('PaymentSettings').implement({
  description: "Where advertisers pay: the platform's UPI ID and payee name.",
  fields: (t) => ({
    upiId: t.exposeString('upiId'),
    payeeName: t.exposeString('payeeName'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('paymentSettings', (t) =>
  t.field({
    type: PaymentSettingsType,
    nullable: true,
    authScopes: { authenticated: true },
    description: 'The UPI details payments go to, or null while none have been set.',
    resolve: (_root, _args, ctx) => getPaymentSettings(ctx),
  }),
);

builder.mutationField('updatePaymentSettings', (t) =>
  t.field({
    type: PaymentSettingsType,
    authScopes: { admin: true },
    description:
      'Sets the UPI ID and payee name the Add Request modal shows (a QR code and a upi://pay link for the amount).',
    errors: { types: INPUT_ERRORS, dataField: { name: 'paymentSettings' } },
    args: {
      upiId: t.arg.string({ required: true, description: 'e.g. companiondirectory@okhdfc' }),
      payeeName: t.arg.string({ required: true, description: 'The name payers see (up to 50 characters).' }),
    },
    resolve: (_root, args, ctx) => updatePaymentSettings(ctx, args),
  }),
);
