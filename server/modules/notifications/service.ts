// Notifications by e-mail (issue 18): who is told what, when something happens. The domain
// services call one function here at each event, after their change has committed; the mail is
// rendered from a template (templates/) and handed to the mailer, which keeps it as a job of the
// queue (lib/mailer.ts queuedMailer) and retries it while the mail server fails. A mail that cannot
// even be queued is logged and never undoes or fails the action that caused it.
import type { Logger } from 'pino';
import { z } from 'zod';
import type { AppServices, RequestContext } from '../../context.ts';
import type { ReportReason } from '../../db/generated/prisma/client.ts';
import { canManage, requireAdvertiser } from '../../lib/access.ts';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { NotAllowedError } from '../../lib/errors.ts';
import type { MailAttachment } from '../../lib/mailer.ts';
import { parseInput } from '../../lib/validation.ts';
import { noticeRecipients, readSiteSettings } from '../settings/service.ts';
import { renderMail } from './render.ts';
import * as templates from './templates/index.ts';
import type { MailTemplate, SiteIdentity } from './templates/index.ts';
import { EMAIL_PATTERN } from '../../../common/formPatterns.ts';
import type { Language } from '../../../common/languages.ts';

export type { SiteIdentity } from './templates/index.ts';

/** What sending needs: a request's context, or the periodic jobs' services. */
export type NoticeServices = Pick<AppServices, 'db' | 'mailer' | 'config'> & {
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
};

/** The site as its mails name it, from the site settings: every template reads the name through this one function. */
export async function siteIdentity(services: Pick<AppServices, 'db' | 'config'>): Promise<SiteIdentity> {
  return { name: (await readSiteSettings(services)).siteName, url: services.config.publicOrigin };
}

/**
 * Who reads a mail: an address, in the language they chose (issue 35). A bare address is read in English: the
 * staff's mails stay English.
 */
export type Reader = string | { email: string; language: Language };

const addressOf = (reader: Reader) => (typeof reader === 'string' ? reader : reader.email);
const languageOf = (reader: Reader): Language => (typeof reader === 'string' ? 'en' : reader.language);

/**
 * Renders `template` for one reader, in their language, and queues it. Answers whether it was queued; a failure (the
 * database refusing the job) is logged, never thrown: the action that caused the mail has committed.
 */
export async function sendNotice<Props>(
  services: NoticeServices,
  to: Reader,
  template: MailTemplate<Props>,
  props: Props,
  attachments?: MailAttachment[],
): Promise<boolean> {
  try {
    const site = await siteIdentity(services);
    await services.mailer.send({
      to: addressOf(to),
      fromName: site.name,
      ...(await renderMail(template, props, site, languageOf(to))),
      ...(attachments?.length ? { attachments } : {}),
    });
    return true;
  } catch (error) {
    services.logger.error({ err: error, template: template.name }, 'notification not queued');
    return false;
  }
}

/** Like sendNotice, but throws when the mail cannot be queued: for periodic jobs that give their claim back. */
export async function sendNoticeOrThrow<Props>(
  services: Pick<AppServices, 'mailer' | 'config' | 'db'>,
  to: Reader,
  template: MailTemplate<Props>,
  props: Props,
): Promise<void> {
  const site = await siteIdentity(services);
  await services.mailer.send({
    to: addressOf(to),
    fromName: site.name,
    ...(await renderMail(template, props, site, languageOf(to))),
  });
}

// the renewal reminder's template, for the periodic job that sends it (ads/reminders.ts)
export { adsEndingSoon as adsEndingSoonTemplate } from './templates/index.ts';

/** Runs an event's notices; whatever fails in them (a lookup, the queue) is logged, never thrown to the action. */
async function guarded(services: NoticeServices, event: string, notices: () => Promise<void>): Promise<void> {
  try {
    await notices();
  } catch (error) {
    services.logger.error({ err: error, event }, 'notification not queued');
  }
}

// ---- advertisers --------------------------------------------------------------------------------
// Account decisions, credit decisions and moderation of their ads are essential: sent whatever the
// advertiser's preferences (docs/decisions/0060-who-is-mailed.md).

type UserStatusName = 'requested' | 'active' | 'rejected' | 'suspended' | 'deleted';

/** After an admin changed an account's status: an account request accepted (or a rejected one activated) or rejected. */
export async function noticeAccountStatusChanged(
  services: NoticeServices,
  account: { email: string; name: string; suspensionReason: string | null; language: Language },
  from: UserStatusName,
  to: UserStatusName,
): Promise<void> {
  if (to === 'active' && (from === 'requested' || from === 'rejected')) {
    await sendNotice(services, account, templates.accountApproved, { name: account.name });
  } else if (to === 'rejected') {
    await sendNotice(services, account, templates.accountRejected, {
      name: account.name,
      reason: account.suspensionReason,
    });
  }
}

/** After an admin approved or rejected a credit request; an approval carries its receipt when one is given (issue 34). */
export function noticeCreditRequestDecided(
  services: NoticeServices,
  request: { userId: number; amount: number; status: string; creditsAdded: number; approvedAmount?: number | null },
  receipt?: { number: string; file: MailAttachment } | null,
): Promise<void> {
  return guarded(services, 'credit request decided', async () => {
    const owner = await services.db.user.findUnique({
      where: { id: request.userId },
      select: { email: true, name: true, credits: true, language: true },
    });
    if (!owner) return;
    if (request.status === 'approved') {
      await sendNotice(
        services,
        owner,
        templates.creditsApproved,
        {
          name: owner.name,
          // the rupees the admin found paid, when they changed the amount asked (issue 34)
          amount: request.approvedAmount ?? request.amount,
          credits: request.creditsAdded,
          balance: owner.credits,
          receiptNumber: receipt?.number ?? null,
        },
        receipt ? [receipt.file] : undefined,
      );
    } else if (request.status === 'rejected') {
      await sendNotice(services, owner, templates.creditsRejected, { name: owner.name, amount: request.amount });
    }
  });
}

/** The ad's owner and the words the mails use for the ad. */
async function adNoticeOf(services: NoticeServices, ad: { userId: number; name: string; locationId: number }) {
  const [owner, location] = await Promise.all([
    services.db.user.findUnique({
      where: { id: ad.userId },
      select: { id: true, email: true, name: true, language: true },
    }),
    services.db.location.findUnique({ where: { id: ad.locationId }, select: { name: true, hindiName: true } }),
  ]);
  if (!owner) return null;
  // a Hindi mail names the city in Hindi, where it has a Hindi name (decision 0122)
  const city = owner.language === 'hi' ? (location?.hindiName ?? location?.name) : location?.name;
  return { owner, ad: { name: ad.name, location: city ?? '' } };
}

/** After a moderator took an ad down, with the reason its advertiser reads. */
export function noticeAdTakenDown(
  services: NoticeServices,
  ad: { userId: number; name: string; locationId: number; takedownReason: string | null },
): Promise<void> {
  return guarded(services, 'ad taken down', async () => {
    const notice = await adNoticeOf(services, ad);
    if (notice)
      await sendNotice(services, notice.owner, templates.adTakenDown, {
        name: notice.owner.name,
        ad: notice.ad,
        reason: ad.takedownReason ?? '',
      });
  });
}

/** After a moderator put a taken-down or report-hidden ad back on the site. */
export function noticeAdRestored(
  services: NoticeServices,
  ad: { userId: number; name: string; locationId: number },
): Promise<void> {
  return guarded(services, 'ad restored', async () => {
    const notice = await adNoticeOf(services, ad);
    if (notice)
      await sendNotice(services, notice.owner, templates.adRestored, { name: notice.owner.name, ad: notice.ad });
  });
}

/** After the desk published an ad the screening held (issue 31). */
export function noticeHeldAdPublished(
  services: NoticeServices,
  ad: { userId: number; name: string; locationId: number },
): Promise<void> {
  return guarded(services, 'held ad published', async () => {
    const notice = await adNoticeOf(services, ad);
    if (notice)
      await sendNotice(services, notice.owner, templates.adPublished, { name: notice.owner.name, ad: notice.ad });
  });
}

/** After the desk refused an ad the screening held, with the reason its advertiser reads and the credits returned (issue 31). */
export function noticeHeldAdRefused(
  services: NoticeServices,
  ad: { userId: number; name: string; locationId: number; takedownReason: string | null },
  creditsRefunded: number,
): Promise<void> {
  return guarded(services, 'held ad refused', async () => {
    const notice = await adNoticeOf(services, ad);
    if (notice)
      await sendNotice(services, notice.owner, templates.adRefused, {
        name: notice.owner.name,
        ad: notice.ad,
        reason: ad.takedownReason ?? '',
        creditsRefunded,
      });
  });
}

// ---- identity and photo verification (issue 31) ---------------------------------------------------
// The desk's decisions are essential (a decision on the account); a new request is work for the admins.

async function verificationOwner(services: NoticeServices, userId: number) {
  const owner = await services.db.user.findUnique({
    where: { id: userId },
    select: { name: true, email: true, status: true, language: true },
  });
  // a deleted account's address is erased: nobody to tell
  return owner && owner.status !== 'deleted' ? owner : null;
}

/** After an advertiser sent an identity document and a verification photo. */
export function noticeVerificationRequested(services: NoticeServices, request: { userId: number }): Promise<void> {
  return guarded(services, 'verification requested', async () => {
    const owner = await verificationOwner(services, request.userId);
    if (owner)
      await noticeAdmins(services, templates.verificationRequested, {
        account: { name: owner.name, email: owner.email },
      });
  });
}

/** After the desk approved or refused a verification request (a refusal with the reason the advertiser reads). */
export function noticeVerificationDecided(
  services: NoticeServices,
  request: { userId: number; status: string; reason: string | null },
): Promise<void> {
  return guarded(services, 'verification decided', async () => {
    const owner = await verificationOwner(services, request.userId);
    if (!owner) return;
    if (request.status === 'approved')
      await sendNotice(services, owner, templates.verificationApproved, { name: owner.name });
    else if (request.status === 'refused')
      await sendNotice(services, owner, templates.verificationRefused, {
        name: owner.name,
        reason: request.reason ?? '',
      });
  });
}

/** After the desk removed an account's verified mark, with the reason the advertiser reads. */
export function noticeVerificationRevoked(
  services: NoticeServices,
  request: { userId: number; revokeReason: string | null },
): Promise<void> {
  return guarded(services, 'verification revoked', async () => {
    const owner = await verificationOwner(services, request.userId);
    if (owner)
      await sendNotice(services, owner, templates.verificationRevoked, {
        name: owner.name,
        reason: request.revokeReason ?? '',
      });
  });
}

// ---- complainants -------------------------------------------------------------------------------
// A complainant who gave an e-mail address (not a phone number) is mailed the tracking number and
// each change of status; nothing to turn off, there is no account.

const EMAIL = EMAIL_PATTERN;

/** The complainant as a reader, in the language they complained in, when the contact they gave is an address. */
function complainantAddress(grievance: { contact: string; language: Language }): Reader | null {
  return EMAIL.test(grievance.contact) ? { email: grievance.contact, language: grievance.language } : null;
}

/** After a complaint was filed: its tracking number to the complainant, and a notice to the admins. */
export function noticeGrievanceFiled(
  services: NoticeServices,
  grievance: { trackingNumber: string; contact: string; category: string; details: string; language: Language },
  acknowledgeWithinHours: number,
): Promise<void> {
  return guarded(services, 'grievance filed', async () => {
    const to = complainantAddress(grievance);
    if (to)
      await sendNotice(services, to, templates.grievanceReceived, {
        trackingNumber: grievance.trackingNumber,
        acknowledgeWithinHours,
      });
    const notice = {
      grievance: { trackingNumber: grievance.trackingNumber, category: grievance.category, details: grievance.details },
      acknowledgeWithinHours,
    };
    for (const admin of await adminNoticeRecipients(services))
      await sendNotice(services, admin, templates.grievanceFiled, notice);
  });
}

/** After the grievance officer moved a complaint forward (acknowledged, resolved). */
export function noticeGrievanceStatusChanged(
  services: NoticeServices,
  grievance: { trackingNumber: string; contact: string; status: string; language: Language },
): Promise<void> {
  return guarded(services, 'grievance status changed', async () => {
    const to = complainantAddress(grievance);
    const { status } = grievance;
    if (!to || (status !== 'acknowledged' && status !== 'resolved')) return;
    const props: Parameters<typeof templates.grievanceStatusChanged.subject>[0] = {
      trackingNumber: grievance.trackingNumber,
      status,
    };
    await sendNotice(services, to, templates.grievanceStatusChanged, props);
  });
}

// ---- staff -------------------------------------------------------------------------------------

/** After an admin made a staff account (users/staff.ts): how its holder chooses a password and signs in. */
export function noticeStaffAccountCreated(
  services: NoticeServices,
  account: { name: string; email: string; role: string },
  invitedBy: string,
): Promise<void> {
  return guarded(services, 'staff account created', async () => {
    await sendNotice(services, account.email, templates.staffInvited, {
      name: account.name,
      email: account.email,
      role: account.role,
      invitedBy,
    });
  });
}

// ---- admins -------------------------------------------------------------------------------------

/** Who receives the admins' notices: the settings' notification addresses, else every active admin; each address once. */
export async function adminNoticeRecipients(services: Pick<AppServices, 'db' | 'config'>): Promise<string[]> {
  return [...new Set(await noticeRecipients(services))];
}

async function noticeAdmins<Props>(
  services: NoticeServices,
  template: MailTemplate<Props>,
  props: Props,
): Promise<void> {
  for (const to of await adminNoticeRecipients(services)) await sendNotice(services, to, template, props);
}

/** After someone asked for an advertiser account (signed up). */
export function noticeAccountRequested(
  services: NoticeServices,
  account: { name: string; email: string },
): Promise<void> {
  return guarded(services, 'account requested', () =>
    noticeAdmins(services, templates.accountRequested, { account: { name: account.name, email: account.email } }),
  );
}

/** After an advertiser sent a credit request (money waiting). */
export function noticeCreditRequested(
  services: NoticeServices,
  request: { userId: number; amount: number },
): Promise<void> {
  return guarded(services, 'credit requested', async () => {
    const account = await services.db.user.findUnique({
      where: { id: request.userId },
      select: { name: true, email: true },
    });
    if (account) await noticeAdmins(services, templates.creditRequested, { account, amount: request.amount });
  });
}

/**
 * Reports with these reasons are mailed to the admins at once; the others wait for the daily digest.
 * The same reasons whose reports from several networks hide an ad (reports/service.ts HIDING_REASONS).
 */
export const GRAVE_REPORT_REASONS: readonly ReportReason[] = ['underage', 'no_consent'];

async function reportedAd(services: NoticeServices, adId: number) {
  const ad = await services.db.ad.findUnique({
    where: { id: adId },
    select: { id: true, name: true, location: { select: { name: true } } },
  });
  return ad && { id: ad.id, name: ad.name, location: ad.location.name };
}

/** After a visitor reported an ad: a grave reason is mailed to the admins at once. */
export function noticeAdReported(
  services: NoticeServices,
  report: { adId: number; reason: ReportReason; details: string; reference: string; hidden: boolean },
): Promise<void> {
  return guarded(services, 'ad reported', async () => {
    if (!GRAVE_REPORT_REASONS.includes(report.reason)) return;
    const ad = await reportedAd(services, report.adId);
    if (!ad) return;
    await noticeAdmins(services, templates.graveReport, {
      report: { reference: report.reference, reason: report.reason, details: report.details, ad },
      hidden: report.hidden,
    });
  });
}

// ---- periodic notices: claimed once --------------------------------------------------------------

/** Claims the keys not claimed before (one INSERT, so two runs at once split them); answers those this run got. */
async function claimNotices(services: Pick<AppServices, 'db'>, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await services.db.$queryRaw<{ key: string }[]>`
    INSERT INTO sent_notices (key) SELECT unnest(${keys}::text[]) ON CONFLICT (key) DO NOTHING RETURNING key`;
  return new Set(rows.map((row) => row.key));
}

/** Gives claims back when their mail could not be queued, so the next run tries again. */
async function releaseNotices(services: Pick<AppServices, 'db'>, keys: string[]): Promise<void> {
  await services.db.$executeRaw`DELETE FROM sent_notices WHERE key = ANY(${keys}::text[])`;
}

/** Mails `template` to each admin who has not had it under `key(admin)`; answers how many were mailed. */
async function noticeAdminsOnce<Props>(
  services: NoticeServices,
  key: (admin: string) => string,
  template: MailTemplate<Props>,
  props: Props,
): Promise<number> {
  const admins = await adminNoticeRecipients(services);
  const claimed = await claimNotices(services, admins.map(key));
  let mailed = 0;
  for (const admin of admins.filter((address) => claimed.has(key(address)))) {
    try {
      await sendNoticeOrThrow(services, admin, template, props);
      mailed += 1;
    } catch (error) {
      await releaseNotices(services, [key(admin)]);
      services.logger.warn({ err: error, template: template.name }, 'admin notice not queued; it will be tried again');
    }
  }
  return mailed;
}

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The instants an India calendar day starts and ends. */
function indiaDayBounds(day: string): { from: Date; to: Date } {
  const from = new Date(dateOnly(day).getTime() - INDIA_OFFSET_MS);
  return { from, to: new Date(from.getTime() + 24 * HOUR_MS) };
}

/**
 * The daily digest (a periodic job): yesterday's reports (India dates) without a grave reason, one
 * mail to each admin, once, by the first run of the day. Answers how many admins were mailed.
 */
export async function sendReportDigest(services: NoticeServices, now = new Date()): Promise<number> {
  const day = addDays(todayInIndia(now), -1);
  const { from, to } = indiaDayBounds(day);
  const reports = await services.db.adReport.findMany({
    where: { createdAt: { gte: from, lt: to }, reason: { notIn: [...GRAVE_REPORT_REASONS] } },
    select: {
      reference: true,
      reason: true,
      ad: { select: { id: true, name: true, location: { select: { name: true } } } },
    },
    orderBy: { id: 'asc' },
  });
  if (reports.length === 0) return 0;
  const lines = reports.map((report) => ({
    reference: report.reference,
    reason: report.reason,
    ad: { id: report.ad.id, name: report.ad.name, location: report.ad.location.name },
  }));
  const mailed = await noticeAdminsOnce(services, (admin) => `report-digest:${day}:${admin}`, templates.reportDigest, {
    day,
    reports: lines,
  });
  if (mailed > 0) services.logger.info({ day, reports: reports.length, admins: mailed }, 'report digest sent');
  return mailed;
}

/** Hours after a complaint arrives when the admins are reminded that its acknowledgement is due. */
export const ACKNOWLEDGEMENT_REMINDER_AFTER_HOURS = 20;

function indiaTime(instant: Date): string {
  return `${new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')} IST`;
}

/**
 * A periodic job: complaints still unacknowledged `ACKNOWLEDGEMENT_REMINDER_AFTER_HOURS` after they
 * arrived (nearing the 24 hours promised, or past them) are mailed to each admin, each complaint
 * once per admin. Answers how many admins were mailed.
 */
export async function remindGrievancesAwaitingAcknowledgement(
  services: NoticeServices,
  acknowledgeWithinHours: number,
  now = new Date(),
): Promise<number> {
  const due = await services.db.grievance.findMany({
    where: {
      status: 'received',
      createdAt: { lte: new Date(now.getTime() - ACKNOWLEDGEMENT_REMINDER_AFTER_HOURS * HOUR_MS) },
    },
    select: { id: true, trackingNumber: true, category: true, createdAt: true },
    orderBy: { id: 'asc' },
    take: 100,
  });
  if (due.length === 0) return 0;
  let mailed = 0;
  for (const admin of await adminNoticeRecipients(services)) {
    const keyOf = (grievance: { id: number }) => `grievance-acknowledgement:${grievance.id}:${admin}`;
    const claimed = await claimNotices(services, due.map(keyOf));
    const mine = due.filter((grievance) => claimed.has(keyOf(grievance)));
    if (mine.length === 0) continue;
    try {
      await sendNoticeOrThrow(services, admin, templates.grievancesAwaitingAcknowledgement, {
        grievances: mine.map((grievance) => ({
          trackingNumber: grievance.trackingNumber,
          category: grievance.category,
          dueAt: indiaTime(new Date(grievance.createdAt.getTime() + acknowledgeWithinHours * HOUR_MS)),
        })),
        acknowledgeWithinHours,
      });
      mailed += 1;
    } catch (error) {
      await releaseNotices(services, mine.map(keyOf));
      services.logger.warn({ err: error }, 'grievance reminder not queued; it will be tried again');
    }
  }
  return mailed;
}

// ---- advertisers' preferences --------------------------------------------------------------------
// Essential mails (account and credit decisions, takedowns and restorations) always go: they tell of
// a decision on the advertiser's account, money or published ads. The optional ones below can be
// turned off (docs/decisions/0060-who-is-mailed.md).

/** Every mail an advertiser may turn off, with the words the dashboard shows for it. */
export const OPTIONAL_MAILS = {
  ad_ending_soon: 'E-mail me 3 days before my ads end, so I can renew them',
} as const;

export type OptionalMail = keyof typeof OPTIONAL_MAILS;

const OPTIONAL_MAIL_NAMES = Object.keys(OPTIONAL_MAILS) as [OptionalMail, ...OptionalMail[]];

/** The essential mails' names, so that asking to turn one off is answered plainly. */
const ESSENTIAL_MAILS = [
  'account_approved',
  'account_rejected',
  'credits_approved',
  'credits_rejected',
  'ad_taken_down',
  'ad_restored',
  'verification_approved',
  'verification_refused',
  'verification_revoked',
  'ad_published',
  'ad_refused',
];

export const PREFERENCE_MESSAGES = {
  advertisersOnly: 'Only advertisers have mail preferences.',
  unknownMail: `Please choose a mail that can be turned off: ${OPTIONAL_MAIL_NAMES.join(', ')}.`,
  essentialMail: 'This mail tells of a decision on your account, credits or ads, and cannot be turned off.',
  enabled: 'Please say whether the mail should be sent (true or false).',
} as const;

const preferenceInput = z.object({
  mail: z
    .string({ error: PREFERENCE_MESSAGES.unknownMail })
    .trim()
    .superRefine((mail, check) => {
      if (ESSENTIAL_MAILS.includes(mail))
        check.addIssue({ code: 'custom', message: PREFERENCE_MESSAGES.essentialMail });
      else if (!(OPTIONAL_MAIL_NAMES as string[]).includes(mail))
        check.addIssue({ code: 'custom', message: PREFERENCE_MESSAGES.unknownMail });
    })
    .transform((mail) => mail as OptionalMail),
  enabled: z.boolean({ error: PREFERENCE_MESSAGES.enabled }),
});

export interface MailPreference {
  mail: OptionalMail;
  label: string;
  enabled: boolean;
}

async function preferencesOf(services: Pick<AppServices, 'db'>, userId: number): Promise<MailPreference[]> {
  const optedOut = new Set(
    (await services.db.mailOptOut.findMany({ where: { userId }, select: { mail: true } })).map((row) => row.mail),
  );
  return OPTIONAL_MAIL_NAMES.map((mail) => ({ mail, label: OPTIONAL_MAILS[mail], enabled: !optedOut.has(mail) }));
}

/** An account's optional mails and whether each is on; for the account itself or an admin. */
export async function mailPreferencesOf(ctx: RequestContext, userId: number): Promise<MailPreference[]> {
  if (!canManage(ctx.viewer, userId)) throw new NotAllowedError();
  return preferencesOf(ctx, userId);
}

/** The signed-in advertiser turns an optional mail on or off; answers every preference. */
export async function setMailPreference(
  ctx: RequestContext,
  input: { mail: unknown; enabled: unknown },
): Promise<MailPreference[]> {
  const viewer = requireAdvertiser(ctx, PREFERENCE_MESSAGES.advertisersOnly);
  const { mail, enabled } = parseInput(preferenceInput, input);
  if (enabled) await ctx.db.mailOptOut.deleteMany({ where: { userId: viewer.id, mail } });
  else await ctx.db.mailOptOut.createMany({ data: [{ userId: viewer.id, mail }], skipDuplicates: true });
  return preferencesOf(ctx, viewer.id);
}

/** Whether the account turned `mail` off. */
export async function optedOutOf(
  services: Pick<AppServices, 'db'>,
  userId: number,
  mail: OptionalMail,
): Promise<boolean> {
  return (await services.db.mailOptOut.count({ where: { userId, mail } })) > 0;
}
