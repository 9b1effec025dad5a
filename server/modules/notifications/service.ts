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
