// Notifications by e-mail (issue 18): who is told what, when something happens. The domain
// services call one function here at each event, after their change has committed; the mail is
// rendered from a template (templates/) and handed to the mailer, which keeps it as a job of the
// queue (lib/mailer.ts queuedMailer) and retries it while the mail server fails. A mail that cannot
// even be queued is logged and never undoes or fails the action that caused it.
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { AppServices } from '../../context.ts';
import { PRODUCT_NAME } from '../../lib/messages.ts';
import { renderMail } from './render.ts';
import * as templates from './templates/index.ts';
import type { MailTemplate, SiteIdentity } from './templates/index.ts';

export type { SiteIdentity } from './templates/index.ts';

/** What sending needs: a request's context, or the periodic jobs' services. */
export type NoticeServices = Pick<AppServices, 'db' | 'mailer' | 'config'> & { logger: Pick<Logger, 'info' | 'warn' | 'error'> };

/**
 * The site as its mails name it. For now the configured defaults; the site settings (issue 18) will
 * answer here, so every template reads the name through this one function.
 */
export async function siteIdentity(services: { config: Pick<Config, 'publicOrigin'> }): Promise<SiteIdentity> {
  return { name: PRODUCT_NAME, url: services.config.publicOrigin };
}

/**
 * Renders `template` for one reader and queues it. Answers whether it was queued; a failure (the
 * database refusing the job) is logged, never thrown: the action that caused the mail has committed.
 */
export async function sendNotice<Props>(services: NoticeServices, to: string, template: MailTemplate<Props>, props: Props): Promise<boolean> {
  try {
    const mail = await renderMail(template, props, await siteIdentity(services));
    await services.mailer.send({ to, ...mail });
    return true;
  } catch (error) {
    services.logger.error({ err: error, template: template.name }, 'notification not queued');
    return false;
  }
}

/** Like sendNotice, but throws when the mail cannot be queued: for periodic jobs that give their claim back. */
export async function sendNoticeOrThrow<Props>(services: Pick<AppServices, 'mailer' | 'config'>, to: string, template: MailTemplate<Props>, props: Props): Promise<void> {
  const mail = await renderMail(template, props, await siteIdentity(services));
  await services.mailer.send({ to, ...mail });
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
// advertiser's preferences (docs/decisions.md, issue 18).

type UserStatusName = 'requested' | 'active' | 'rejected' | 'suspended';

/** After an admin changed an account's status: an account request accepted (or a rejected one activated) or rejected. */
export async function noticeAccountStatusChanged(
  services: NoticeServices,
  account: { email: string; name: string; suspensionReason: string | null },
  from: UserStatusName,
  to: UserStatusName,
): Promise<void> {
  if (to === 'active' && (from === 'requested' || from === 'rejected')) {
    await sendNotice(services, account.email, templates.accountApproved, { name: account.name });
  } else if (to === 'rejected') {
    await sendNotice(services, account.email, templates.accountRejected, { name: account.name, reason: account.suspensionReason });
  }
}

/** After an admin approved or rejected a credit request. */
export function noticeCreditRequestDecided(services: NoticeServices, request: { userId: number; amount: number; status: string; creditsAdded: number }): Promise<void> {
  return guarded(services, 'credit request decided', async () => {
    const owner = await services.db.user.findUnique({ where: { id: request.userId }, select: { email: true, name: true, credits: true } });
    if (!owner) return;
    if (request.status === 'approved') {
      await sendNotice(services, owner.email, templates.creditsApproved, { name: owner.name, amount: request.amount, credits: request.creditsAdded, balance: owner.credits });
    } else if (request.status === 'rejected') {
      await sendNotice(services, owner.email, templates.creditsRejected, { name: owner.name, amount: request.amount });
    }
  });
}

/** The ad's owner and the words the mails use for the ad. */
async function adNoticeOf(services: NoticeServices, ad: { userId: number; name: string; locationId: number }) {
  const [owner, location] = await Promise.all([
    services.db.user.findUnique({ where: { id: ad.userId }, select: { id: true, email: true, name: true } }),
    services.db.location.findUnique({ where: { id: ad.locationId }, select: { name: true } }),
  ]);
  return owner ? { owner, ad: { name: ad.name, location: location?.name ?? '' } } : null;
}

/** After a moderator took an ad down, with the reason its advertiser reads. */
export function noticeAdTakenDown(services: NoticeServices, ad: { userId: number; name: string; locationId: number; takedownReason: string | null }): Promise<void> {
  return guarded(services, 'ad taken down', async () => {
    const notice = await adNoticeOf(services, ad);
    if (notice) await sendNotice(services, notice.owner.email, templates.adTakenDown, { name: notice.owner.name, ad: notice.ad, reason: ad.takedownReason ?? '' });
  });
}

/** After a moderator put a taken-down or report-hidden ad back on the site. */
export function noticeAdRestored(services: NoticeServices, ad: { userId: number; name: string; locationId: number }): Promise<void> {
  return guarded(services, 'ad restored', async () => {
    const notice = await adNoticeOf(services, ad);
    if (notice) await sendNotice(services, notice.owner.email, templates.adRestored, { name: notice.owner.name, ad: notice.ad });
  });
}

// ---- complainants -------------------------------------------------------------------------------
// A complainant who gave an e-mail address (not a phone number) is mailed the tracking number and
// each change of status; nothing to turn off, there is no account.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The complainant's address, when the contact they gave is one. */
function complainantAddress(grievance: { contact: string }): string | null {
  return EMAIL.test(grievance.contact) ? grievance.contact : null;
}

/** After a complaint was filed: its tracking number to the complainant. */
export function noticeGrievanceFiled(
  services: NoticeServices,
  grievance: { trackingNumber: string; contact: string; category: string; details: string },
  acknowledgeWithinHours: number,
): Promise<void> {
  return guarded(services, 'grievance filed', async () => {
    const to = complainantAddress(grievance);
    if (to) await sendNotice(services, to, templates.grievanceReceived, { trackingNumber: grievance.trackingNumber, acknowledgeWithinHours });
  });
}

/** After the grievance officer moved a complaint forward (acknowledged, resolved). */
export function noticeGrievanceStatusChanged(services: NoticeServices, grievance: { trackingNumber: string; contact: string; status: string }): Promise<void> {
  return guarded(services, 'grievance status changed', async () => {
    const to = complainantAddress(grievance);
    const { status } = grievance;
    if (!to || (status !== 'acknowledged' && status !== 'resolved')) return;
    const props: Parameters<typeof templates.grievanceStatusChanged.subject>[0] = { trackingNumber: grievance.trackingNumber, status };
    await sendNotice(services, to, templates.grievanceStatusChanged, props);
  });
}
