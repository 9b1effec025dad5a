// The admins' settings forms (issues 8, 18 and 31): the site's name, contact details, grievance
// officer, notice addresses and switches; and the UPI details payments go to. The settings pages'
// forms check with these schemas, the settings service parses with them (the screening's term list
// is the server's own check: server/lib/screening-terms.ts).
import * as z from 'zod/mini';
import { CONTACT_PATTERN, hasControlCharacters } from '../formPatterns.ts';
import { GST_RATE_LIMITS, gstStateOf, isValidGstin, normaliseGstin } from '../gst.ts';
import { MESSAGES } from '../messages.ts';
import { emailSchema } from './fields.ts';

export const SITE_SETTINGS_LIMITS = {
  siteName: 60,
  supportHours: 100,
  officerName: 100,
  email: 254,
  notificationEmails: 10,
} as const;

export const SITE_SETTINGS_FIELD_MESSAGES = {
  siteName: `Please enter the site name (up to ${SITE_SETTINGS_LIMITS.siteName} characters, on one line).`,
  email: MESSAGES.email,
  phone: MESSAGES.contactForm,
  supportHours: `Please keep the support hours to one line of up to ${SITE_SETTINGS_LIMITS.supportHours} characters.`,
  officerName: `Please enter the grievance officer's name (up to ${SITE_SETTINGS_LIMITS.officerName} characters, on one line).`,
  notificationEmails: `Please enter up to ${SITE_SETTINGS_LIMITS.notificationEmails} valid e-mail addresses for admin notices.`,
  holdNewAdvertisers: "Please say whether new advertisers' ads are held for review (true or false).",
  watermarkPhotos: "Please say whether public photos carry the site's mark (true or false).",
} as const;

// a setting is one line: no control characters, no line breaks (a name in a mail's From or a page title)
const oneLine = (value: string) => !hasControlCharacters(value) && !/[\t\r\n]/.test(value);

/** A one-line text of `min` to `max` characters after trimming; every refusal says `message`. */
function oneLineText(message: string, max: number, min: number) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(min, message), z.maxLength(max, message), z.refine(oneLine, message));
}

/** SPEC section 9: a contact number is exactly 10 digits; '' for none. */
const optionalPhone = z.string({ error: SITE_SETTINGS_FIELD_MESSAGES.phone }).check(
  z.trim(),
  z.refine((value) => value === '' || CONTACT_PATTERN.test(value), SITE_SETTINGS_FIELD_MESSAGES.phone),
);

/** The addresses admin notices go to: at most 10, blanks dropped, each checked, the same one twice kept once. */
export const notificationEmailsSchema = z.pipe(
  z.pipe(
    z.pipe(
      z
        .array(z.string({ error: SITE_SETTINGS_FIELD_MESSAGES.notificationEmails }), {
          error: SITE_SETTINGS_FIELD_MESSAGES.notificationEmails,
        })
        .check(z.maxLength(SITE_SETTINGS_LIMITS.notificationEmails, SITE_SETTINGS_FIELD_MESSAGES.notificationEmails)),
      z.transform((addresses: string[]) => addresses.map((address) => address.trim()).filter(Boolean)),
    ),
    z.array(emailSchema),
  ),
  z.transform((addresses: string[]) => [...new Set(addresses)]),
);

/** The settings' texts, in the order the service reports their refusals. */
export const SITE_SETTINGS_TEXT_FIELDS = {
  siteName: oneLineText(SITE_SETTINGS_FIELD_MESSAGES.siteName, SITE_SETTINGS_LIMITS.siteName, 1),
  contactEmail: emailSchema,
  contactPhone: optionalPhone,
  supportHours: oneLineText(SITE_SETTINGS_FIELD_MESSAGES.supportHours, SITE_SETTINGS_LIMITS.supportHours, 0),
  grievanceOfficerName: oneLineText(SITE_SETTINGS_FIELD_MESSAGES.officerName, SITE_SETTINGS_LIMITS.officerName, 1),
  grievanceOfficerEmail: emailSchema,
  grievanceOfficerPhone: optionalPhone,
  notificationEmails: notificationEmailsSchema,
};

/** Issue 31's switches, each optional (absent: unchanged). */
export const SITE_SETTINGS_SWITCHES = {
  holdNewAdvertisers: z.optional(z.boolean({ error: SITE_SETTINGS_FIELD_MESSAGES.holdNewAdvertisers })),
  watermarkPhotos: z.optional(z.boolean({ error: SITE_SETTINGS_FIELD_MESSAGES.watermarkPhotos })),
};

/** The notice addresses as the settings page types them: one per line or separated by commas. */
export function addressesOf(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((address) => address.trim())
    .filter(Boolean);
}

// ---- the operator's details for receipts (issue 34, docs/decisions/0115-receipts.md) ----------

export const RECEIPT_DETAILS_LIMITS = { legalName: 100, address: 300, addressLines: 4 } as const;

export const RECEIPT_DETAILS_MESSAGES = {
  operatorLegalName: `Please enter the legal name in up to ${RECEIPT_DETAILS_LIMITS.legalName} characters, on one line.`,
  operatorAddress: `Please enter the postal address in up to ${RECEIPT_DETAILS_LIMITS.addressLines} lines of ${RECEIPT_DETAILS_LIMITS.address} characters in all.`,
  operatorStateCode: 'Please choose a state or union territory from the list.',
  gstin: 'Please enter a valid 15-character GSTIN, such as 27AAPFU0939F1ZV, or leave it empty.',
  gstinState: (code: string) =>
    `This GSTIN belongs to another state: its first two digits must be the chosen state's code, ${code}.`,
  gstinNeeds: 'A GSTIN needs the legal name, postal address and state that tax invoices show.',
  gstRatePercent: `Please enter the GST rate as a whole percent from ${GST_RATE_LIMITS.min} to ${GST_RATE_LIMITS.max}.`,
} as const;

/** The postal address: lines (at most 4) without control characters; blank lines dropped, each trimmed. */
const addressText = z.pipe(
  z.string({ error: RECEIPT_DETAILS_MESSAGES.operatorAddress }).check(
    z.maxLength(RECEIPT_DETAILS_LIMITS.address, RECEIPT_DETAILS_MESSAGES.operatorAddress),
    z.refine(
      (text) =>
        !hasControlCharacters(text) &&
        !/\t/.test(text) &&
        text.split(/\r?\n/).filter((line) => line.trim() !== '').length <= RECEIPT_DETAILS_LIMITS.addressLines,
      RECEIPT_DETAILS_MESSAGES.operatorAddress,
    ),
  ),
  z.transform((text: string) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n'),
  ),
);

/** The receipt's fields, each as a form types it ('' for none). */
export const RECEIPT_DETAILS_FIELDS = {
  operatorLegalName: oneLineText(RECEIPT_DETAILS_MESSAGES.operatorLegalName, RECEIPT_DETAILS_LIMITS.legalName, 0),
  operatorAddress: addressText,
  operatorStateCode: z.string({ error: RECEIPT_DETAILS_MESSAGES.operatorStateCode }).check(
    z.trim(),
    z.refine((code) => code === '' || gstStateOf(code) !== undefined, RECEIPT_DETAILS_MESSAGES.operatorStateCode),
  ),
  gstin: z.pipe(
    z.string({ error: RECEIPT_DETAILS_MESSAGES.gstin }).check(z.maxLength(40, RECEIPT_DETAILS_MESSAGES.gstin)),
    z.pipe(
      z.transform(normaliseGstin),
      z.string().check(z.refine((gstin) => gstin === '' || isValidGstin(gstin), RECEIPT_DETAILS_MESSAGES.gstin)),
    ),
  ),
  gstRatePercent: z
    .number({ error: RECEIPT_DETAILS_MESSAGES.gstRatePercent })
    .check(
      z.int({ error: RECEIPT_DETAILS_MESSAGES.gstRatePercent }),
      z.gte(GST_RATE_LIMITS.min, RECEIPT_DETAILS_MESSAGES.gstRatePercent),
      z.lte(GST_RATE_LIMITS.max, RECEIPT_DETAILS_MESSAGES.gstRatePercent),
    ),
};

type ReceiptDetailsValues = {
  operatorLegalName: string;
  operatorAddress: string;
  operatorStateCode: string;
  gstin: string;
};

/** A GSTIN needs the name, address and state a tax invoice shows, and starts with that state's code. */
function checkGstinDetails(
  values: ReceiptDetailsValues,
  ctx: { addIssue(issue: { code: 'custom'; message: string; path: string[] }): void },
) {
  if (values.gstin === '') return;
  for (const field of ['operatorLegalName', 'operatorAddress', 'operatorStateCode'] as const)
    if (values[field] === '')
      ctx.addIssue({ code: 'custom', message: RECEIPT_DETAILS_MESSAGES.gstinNeeds, path: [field] });
  if (values.operatorStateCode !== '' && values.gstin.slice(0, 2) !== values.operatorStateCode)
    ctx.addIssue({
      code: 'custom',
      message: RECEIPT_DETAILS_MESSAGES.gstinState(values.operatorStateCode),
      path: ['gstin'],
    });
}

/** The receipt's details as the settings service takes them: the fields together, checked against each other. */
export const receiptDetailsSchema = z
  .object(RECEIPT_DETAILS_FIELDS)
  .check(z.superRefine((values, ctx) => checkGstinDetails(values, ctx)));

/** The settings page: the texts, the addresses as typed (a refusal under the field), the term list as typed. */
export const siteSettingsFormSchema = z
  .object({
    ...SITE_SETTINGS_TEXT_FIELDS,
    notificationEmails: z.pipe(
      z.string().check(
        z.superRefine((text, ctx) => {
          const checked = z.safeParse(notificationEmailsSchema, addressesOf(text));
          if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
        }),
      ),
      z.transform(addressesOf),
    ),
    screeningTerms: z.string(),
    holdNewAdvertisers: z.boolean(),
    watermarkPhotos: z.boolean(),
    ...RECEIPT_DETAILS_FIELDS,
  })
  .check(z.superRefine((values, ctx) => checkGstinDetails(values, ctx)));

export const PAYMENT_SETTINGS_MESSAGES = {
  upiId: 'Please enter a UPI ID such as name@bank.',
  payeeName: 'Please enter the payee name (up to 50 letters, spaces, dots or &).',
} as const;

/** NPCI's virtual payment address: a handle, '@', and the provider's short name. */
const UPI_ID_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
const PAYEE_NAME_PATTERN = /^[\p{L}][\p{L} .&'-]{0,49}$/u;

export const PAYEE_NAME_MAX = 50;

export const paymentSettingsSchema = z.object({
  upiId: z
    .string({ error: PAYMENT_SETTINGS_MESSAGES.upiId })
    .check(z.trim(), z.regex(UPI_ID_PATTERN, PAYMENT_SETTINGS_MESSAGES.upiId)),
  payeeName: z
    .string({ error: PAYMENT_SETTINGS_MESSAGES.payeeName })
    .check(z.trim(), z.regex(PAYEE_NAME_PATTERN, PAYMENT_SETTINGS_MESSAGES.payeeName)),
});
