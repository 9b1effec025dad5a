// Renewal reminders (issue 8, part 2): 3 days before an ad ends, its advertiser gets one e-mail
// listing their ads that end that day, with the way to renew (the notifications' template). A periodic job of the queue (one run
// a tick across processes); each ad's reminder is still claimed by one atomic UPDATE before its mail
// is queued, so two runs never send it twice. A renewal moves the end date, which arms a new reminder.
import type { Logger } from 'pino';
import type { AppServices } from '../../context.ts';
import { addDays, todayInIndia } from '../../lib/dates.ts';
import { adsEndingSoonTemplate, optedOutOf, sendNoticeOrThrow } from '../notifications/service.ts';
import type { Language } from '../../../common/languages.ts';

export const REMINDER_DAYS_BEFORE = 3;

type ReminderServices = Pick<AppServices, 'db' | 'mailer' | 'config'> & {
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
};

interface ClaimedAd {
  id: number;
  userId: number;
  name: string;
  /** the city as the advertiser's mails name it: its Hindi name in a Hindi mail, where it has one */
  location: string;
  email: string;
  userName: string;
  language: Language;
}

/** Sends the reminders due today (India time); answers how many ads were reminded of. */
export async function sendRenewalReminders(services: ReminderServices, now = new Date()): Promise<number> {
  const endDate = addDays(todayInIndia(now), REMINDER_DAYS_BEFORE);
  const claimed = await services.db.$queryRaw<ClaimedAd[]>`
    UPDATE ads SET reminder_sent_for = ads.end_date
    FROM users, locations
    WHERE ads.end_date = ${endDate}::date
      AND ads.reminder_sent_for IS DISTINCT FROM ads.end_date
      AND ads.taken_down_at IS NULL
      AND users.id = ads.user_id AND users.status = 'active'
      AND locations.id = ads.location_id
    RETURNING ads.id, ads.user_id AS "userId", ads.name,
      CASE WHEN users.language = 'hi' THEN COALESCE(locations.name_hi, locations.name) ELSE locations.name END AS location,
      users.email, users.name AS "userName", users.language::text AS language`;

  const byAdvertiser = new Map<number, ClaimedAd[]>();
  for (const ad of claimed) byAdvertiser.set(ad.userId, [...(byAdvertiser.get(ad.userId) ?? []), ad]);
  for (const ads of byAdvertiser.values()) {
    const [first] = ads as [ClaimedAd];
    try {
      // turned off in My ads: the claim stays, so this end date is never reminded of
      if (await optedOutOf(services, first.userId, 'ad_ending_soon')) continue;
      await sendNoticeOrThrow(services, { email: first.email, language: first.language }, adsEndingSoonTemplate, {
        name: first.userName,
        endDate,
        daysBefore: REMINDER_DAYS_BEFORE,
        ads: ads.map((ad) => ({ name: ad.name, location: ad.location })),
      });
    } catch (error) {
      // not queued (the database failed): give the claims back, so the next run tries again
      const ids = ads.map((ad) => Number(ad.id));
      await services.db
        .$executeRaw`UPDATE ads SET reminder_sent_for = NULL WHERE id = ANY(${ids}::int[]) AND reminder_sent_for = ${endDate}::date`;
      services.logger.warn({ err: error, userId: first.userId }, 'renewal reminder not sent; it will be tried again');
    }
  }
  if (claimed.length > 0)
    services.logger.info({ ads: claimed.length, advertisers: byAdvertiser.size, endDate }, 'renewal reminders sent');
  return claimed.length;
}
