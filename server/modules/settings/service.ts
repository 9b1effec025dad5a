// Site settings (issue 18): the site's name, contact details, support hours, grievance officer,
// where admin notices go, and the UPI details payments go to (issue 8, moved here). One record (id 1);
// a value no admin has saved yet is the configuration's (SITE_NAME, CONTACT_EMAIL, ...: server/config.ts).
// Every text that names the site reads `readSiteSettings`; admins change them, each save audited.
import { z } from 'zod';
import type { AppServices, RequestContext } from '../../context.ts';
import type { SiteSettings as SiteSettingsRow } from '../../db/generated/prisma/client.ts';
import { isAdmin, requireAdmin, requireViewer } from '../../lib/access.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { checkTermList, DEFAULT_SCREENING_TERMS, isDefaultTermText } from '../../lib/screening-terms.ts';
import { audited } from '../audit/service.ts';
import type { GrievanceOfficer, PublicSiteSettings } from '../../../common/siteSettings.ts';
import { GST_RATE_LIMITS } from '../../../common/gst.ts';
import {
  PAYMENT_SETTINGS_MESSAGES,
  paymentSettingsSchema,
  RECEIPT_DETAILS_FIELDS,
  receiptDetailsSchema,
  SITE_SETTINGS_FIELD_MESSAGES,
  SITE_SETTINGS_LIMITS,
  SITE_SETTINGS_SWITCHES,
  SITE_SETTINGS_TEXT_FIELDS,
} from '../../../common/forms/settings.ts';

export const SITE_SETTINGS_ID = 1;

export { SITE_SETTINGS_LIMITS };

export const SITE_SETTINGS_MESSAGES = {
  ...SITE_SETTINGS_FIELD_MESSAGES,
  screeningTerms: 'Please enter the screening terms as text, one term per line.',
} as const;

export { PAYMENT_SETTINGS_MESSAGES };

export type { GrievanceOfficer, PublicSiteSettings };

export interface PaymentSettings {
  upiId: string;
  payeeName: string;
  updatedAt: Date;
}

/** The operator as receipts name it (issue 34, docs/decisions/0115-receipts.md): '' where nothing is set. */
export interface ReceiptDetails {
  operatorLegalName: string;
  /** lines separated by newlines */
  operatorAddress: string;
  /** a GST state code (common/gst.ts) */
  operatorStateCode: string;
  /** '' while the operator is not registered for GST: receipts then carry no tax */
  gstin: string;
  gstRatePercent: number;
}

/** The whole settings, for the server's own use (pages, mails) and admins. */
export interface SiteSettings extends PublicSiteSettings {
  /** Where admin notices go; empty: to every active admin (see noticeRecipients). */
  notificationEmails: string[];
  /** The UPI details, or null while none were saved. */
  payment: PaymentSettings | null;
  /**
   * The screening's term list (issue 31), one term per line, as the settings form shows it: the
   * admins' own list, or the default (server/lib/screening-terms.ts) while none is saved.
   */
  screeningTerms: string;
  /** Whether screeningTerms is the default list (no list saved). */
  screeningTermsAreDefault: boolean;
  /** Hold every ad of an advertiser none of whose ads has been published yet, for the desk (off by default). */
  holdNewAdvertisers: boolean;
  /** Draw the site's name on public photo variants (on by default). */
  watermarkPhotos: boolean;
  /** The operator's details receipts are issued under. */
  receipt: ReceiptDetails;
  /** When an admin last saved anything here, and who; null while nothing was saved. */
  updatedAt: Date | null;
  updatedById: number | null;
}

type SettingsServices = Pick<AppServices, 'db' | 'config'>;

const NOTIFICATION_EMAILS_SEPARATOR = ', ';

function effectiveSettings(row: SiteSettingsRow | null, config: SettingsServices['config']): SiteSettings {
  const site = config.site;
  const officer = config.grievanceOfficer;
  return {
    siteName: row?.siteName ?? site.name,
    contactEmail: row?.contactEmail ?? site.contactEmail,
    contactPhone: row?.contactPhone ?? site.contactPhone,
    supportHours: row?.supportHours ?? site.supportHours,
    grievanceOfficer: {
      name: row?.grievanceOfficerName ?? officer.name,
      email: row?.grievanceOfficerEmail ?? officer.email,
      phone: row?.grievanceOfficerPhone ?? officer.phone,
    },
    notificationEmails:
      row?.notificationEmails == null
        ? [...site.notificationEmails]
        : row.notificationEmails.split(NOTIFICATION_EMAILS_SEPARATOR).filter(Boolean),
    payment:
      row?.upiId && row.upiPayeeName
        ? { upiId: row.upiId, payeeName: row.upiPayeeName, updatedAt: row.upiUpdatedAt ?? row.updatedAt }
        : null,
    screeningTerms: row?.screeningTerms ?? DEFAULT_SCREENING_TERMS,
    screeningTermsAreDefault: row?.screeningTerms == null,
    holdNewAdvertisers: row?.holdNewAdvertisers ?? false,
    watermarkPhotos: row?.watermarkPhotos ?? true,
    receipt: {
      operatorLegalName: row?.operatorLegalName ?? '',
      operatorAddress: row?.operatorAddress ?? '',
      operatorStateCode: row?.operatorStateCode ?? '',
      gstin: row?.gstin ?? '',
      gstRatePercent: row?.gstRatePercent ?? GST_RATE_LIMITS.default,
    },
    updatedAt: row?.updatedAt ?? null,
    updatedById: row?.updatedById ?? null,
  };
}

/**
 * How long a process answers the settings from the record it last read. Every page and many calls read them,
 * and they change only when an admin saves: this process forgets them on its own save, the others within this
 * time (issue 32: a page reads the database only through its query, not once more for the site's name).
 */
export const SITE_SETTINGS_KEPT_MS = 5_000;

/** The record as last read, per database client (a test's, the app's), with when it is read again. */
const keptRecords = new WeakMap<object, { row: Promise<SiteSettingsRow | null>; until: number }>();

/** Reads the record afresh on the next use: after a save here, or a change written past the service (tests). */
export function forgetSiteSettings(db: object): void {
  keptRecords.delete(db);
}

/**
 * The settings as they apply now, for the server's own texts (the page head, mails): no access
 * check, so never hand the answer to a caller as it is (publicSiteSettings is the visitors' part).
 */
export async function readSiteSettings(services: SettingsServices): Promise<SiteSettings> {
  const now = performance.now();
  let kept = keptRecords.get(services.db);
  if (!kept || kept.until <= now) {
    const row = services.db.siteSettings.findUnique({ where: { id: SITE_SETTINGS_ID } });
    kept = { row, until: now + SITE_SETTINGS_KEPT_MS };
    keptRecords.set(services.db, kept);
    // a failed read is not kept: the next caller tries again
    const failed = kept;
    row.catch(() => {
      if (keptRecords.get(services.db) === failed) keptRecords.delete(services.db);
    });
  }
  // each caller gets settings of its own: nothing it changes reaches the kept record
  return effectiveSettings(await kept.row, services.config);
}

/** The part every visitor reads (GraphQL `siteSettings`, the page the server renders). */
export function publicPart(settings: SiteSettings): PublicSiteSettings {
  const { siteName, contactEmail, contactPhone, supportHours, grievanceOfficer } = settings;
  return { siteName, contactEmail, contactPhone, supportHours, grievanceOfficer: { ...grievanceOfficer } };
}

export async function publicSiteSettings(services: SettingsServices): Promise<PublicSiteSettings> {
  return publicPart(await readSiteSettings(services));
}

/** What the caller may read: the whole settings for an admin, the public part for anyone else. */
export async function siteSettingsFor(ctx: RequestContext): Promise<PublicSiteSettings | SiteSettings> {
  return isAdmin(ctx.viewer) ? readSiteSettings(ctx) : publicSiteSettings(ctx);
}

/** The whole settings, notice addresses included: admins only. */
export async function getSiteSettings(ctx: RequestContext): Promise<SiteSettings> {
  requireAdmin(ctx);
  return readSiteSettings(ctx);
}

/**
 * Where a notice to admins goes (new account or credit request, reports, grievances): the
 * addresses of the settings, else every active admin's own address.
 */
export async function noticeRecipients(services: SettingsServices): Promise<string[]> {
  const { notificationEmails } = await readSiteSettings(services);
  if (notificationEmails.length > 0) return notificationEmails;
  const admins = await services.db.user.findMany({
    where: { role: 'admin', status: 'active' },
    select: { email: true },
    orderBy: { id: 'asc' },
  });
  return admins.map((admin) => admin.email);
}

// ---- changing them ----------------------------------------------------------------------------

// the fields as the settings page checks them (common/forms/settings.ts), in this order
const siteSettingsInput = z.object({
  ...SITE_SETTINGS_TEXT_FIELDS,
  // issue 31, each optional (absent: unchanged): the screening's term list (null: back to the default),
  // holding new advertisers' ads, the watermark on public photos
  screeningTerms: z
    .string({ error: SITE_SETTINGS_MESSAGES.screeningTerms })
    .nullish()
    .transform((text, check) => {
      if (text === undefined || text === null) return text;
      const checked = checkTermList(text);
      if (checked.ok) return checked.text;
      check.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    }),
  ...SITE_SETTINGS_SWITCHES,
});

/** As a form sends it: every field, each checked here (a missing one is refused with its message). */
export type SiteSettingsInput = {
  [Field in keyof z.input<typeof siteSettingsInput> | keyof typeof RECEIPT_DETAILS_FIELDS]?: unknown;
};

const RECEIPT_FIELD_NAMES = Object.keys(RECEIPT_DETAILS_FIELDS) as (keyof typeof RECEIPT_DETAILS_FIELDS)[];

/**
 * The receipt's details of a save (issue 34): absent all together, unchanged; else all five, checked
 * against each other (a GSTIN needs the name, address and state, and starts with the state's code).
 */
function receiptDetailsOf(input: SiteSettingsInput) {
  if (RECEIPT_FIELD_NAMES.every((field) => input[field] === undefined || input[field] === null)) return undefined;
  const values = parseInput(
    receiptDetailsSchema,
    Object.fromEntries(RECEIPT_FIELD_NAMES.map((field) => [field, input[field]])),
  );
  return {
    operatorLegalName: values.operatorLegalName || null,
    operatorAddress: values.operatorAddress || null,
    operatorStateCode: values.operatorStateCode || null,
    gstin: values.gstin || null,
    gstRatePercent: values.gstRatePercent,
  };
}

/** What the audit log keeps of a save: the settings a visitor or admin reads, before and after (the default term list by name). */
function auditedView(settings: SiteSettings) {
  const {
    payment: _payment,
    updatedAt: _updatedAt,
    updatedById: _updatedById,
    screeningTermsAreDefault,
    ...view
  } = settings;
  return { ...view, screeningTerms: screeningTermsAreDefault ? DEFAULT_TERM_LIST_NAME : view.screeningTerms };
}

/** How the audit log names the default term list (not its text, which is in the code). */
const DEFAULT_TERM_LIST_NAME = '(the default list)';

/** Saves the whole form; refused input changes nothing and leaves no audit entry. */
export async function updateSiteSettings(ctx: RequestContext, input: SiteSettingsInput): Promise<SiteSettings> {
  const admin = requireAdmin(ctx);
  const values = parseInput(siteSettingsInput, input);
  const receipt = receiptDetailsOf(input);
  const data = {
    siteName: values.siteName,
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone,
    supportHours: values.supportHours,
    grievanceOfficerName: values.grievanceOfficerName,
    grievanceOfficerEmail: values.grievanceOfficerEmail,
    grievanceOfficerPhone: values.grievanceOfficerPhone,
    notificationEmails: values.notificationEmails.join(NOTIFICATION_EMAILS_SEPARATOR),
    // the default list is kept as NULL, so a better default reaches the site
    ...(values.screeningTerms !== undefined
      ? {
          screeningTerms:
            values.screeningTerms === null || isDefaultTermText(values.screeningTerms) ? null : values.screeningTerms,
        }
      : {}),
    ...(values.holdNewAdvertisers !== undefined ? { holdNewAdvertisers: values.holdNewAdvertisers } : {}),
    ...(values.watermarkPhotos !== undefined ? { watermarkPhotos: values.watermarkPhotos } : {}),
    ...receipt,
    updatedById: admin.id,
  };
  const saved = await saveRecord(ctx, data, 'siteSettings.update', 'SiteSettings', (settings) => auditedView(settings));
  // every cached public answer may name the site (page heads, the settings themselves): forgotten in every process
  await ctx.publicCache?.forgetAll();
  return saved;
}

type RecordChange = Omit<Partial<SiteSettingsRow>, 'id' | 'updatedAt'>;

/** Writes `data` into the one record (made on the first save) with its audit entry, in one transaction. */
async function saveRecord(
  ctx: RequestContext,
  data: RecordChange,
  action: 'siteSettings.update' | 'paymentSettings.update',
  subjectType: string,
  view: (settings: SiteSettings) => unknown,
): Promise<SiteSettings> {
  const save = () =>
    audited(ctx, async (tx) => {
      // the record is read under a lock, so two saves at once are one after the other in the log too
      const locked = await tx.$queryRaw<
        { id: number }[]
      >`SELECT id FROM site_settings WHERE id = ${SITE_SETTINGS_ID} FOR UPDATE`;
      const beforeRow =
        locked.length > 0 ? await tx.siteSettings.findUnique({ where: { id: SITE_SETTINGS_ID } }) : null;
      const afterRow = await tx.siteSettings.upsert({
        where: { id: SITE_SETTINGS_ID },
        create: { id: SITE_SETTINGS_ID, ...data },
        update: data,
      });
      const before = effectiveSettings(beforeRow, ctx.config);
      const after = effectiveSettings(afterRow, ctx.config);
      return {
        audit: { action, subjectType, subjectId: SITE_SETTINGS_ID, before: view(before), after: view(after) },
        result: after,
      };
    });
  try {
    return await save();
  } catch (error) {
    // two first saves at once: the loser's insert collides, and the record now exists to update
    if (isUniqueViolation(error)) return save();
    throw error;
  } finally {
    // whether it was written or not, the next read sees the record as it now is
    forgetSiteSettings(ctx.db);
  }
}

// ---- the UPI details (issue 8) ----------------------------------------------------------------

export type PaymentSettingsInput = { upiId: unknown; payeeName: unknown };

/** The UPI details, or null while none were saved; any signed-in account. */
export async function getPaymentSettings(ctx: RequestContext): Promise<PaymentSettings | null> {
  requireViewer(ctx);
  return (await readSiteSettings(ctx)).payment;
}

/** Sets the UPI details (the Add Request modal's QR code); audited as `paymentSettings.update`, as since issue 8. */
export async function updatePaymentSettings(
  ctx: RequestContext,
  input: PaymentSettingsInput,
): Promise<PaymentSettings> {
  const admin = requireAdmin(ctx);
  const { upiId, payeeName } = parseInput(paymentSettingsSchema, input);
  const saved = await saveRecord(
    ctx,
    { upiId, upiPayeeName: payeeName, upiUpdatedAt: new Date(), updatedById: admin.id },
    'paymentSettings.update',
    'PaymentSettings',
    (settings) => settings.payment,
  );
  return saved.payment!;
}

// ---- the photos' mark (issue 31) -----------------------------------------------------------------
// The site's name, unless an admin turned the mark off (watermarkPhotos, on by default). The drawing is
// server/lib/media/watermark.ts; the ads' uploads pass this to the image pipeline.

/** The text drawn on the public copies of an ad's new photos, or null when the setting is off. */
export async function photoWatermark(services: SettingsServices): Promise<string | null> {
  const [{ siteName }, row] = await Promise.all([
    readSiteSettings(services),
    services.db.siteSettings.findUnique({ where: { id: SITE_SETTINGS_ID }, select: { watermarkPhotos: true } }),
  ]);
  // no settings saved yet: the default, on
  return (row?.watermarkPhotos ?? true) ? siteName : null;
}
