// The mails each event sends (issue 18), read from the test app's outbox (its MemoryMailer): who
// gets one, its subject, a line of its text, and both its parts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mail } from '../../lib/mailer.ts';
import { createTestApp } from '../../test/app.ts';
import { decideCreditRequest } from '../credits/service.ts';
import { changeGrievanceStatus, submitGrievance } from '../grievances/service.ts';
import { restoreAd, takeDownAd } from '../moderation/service.ts';
import { changeUserStatus } from '../users/service.ts';
import { signUp } from '../auth/service.ts';
import { createCreditRequest } from '../credits/service.ts';
import { HIDING_REASONS, reportAd } from '../reports/service.ts';
import { ACKNOWLEDGE_WITHIN_HOURS } from '../grievances/service.ts';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { createLogger } from '../../logger.ts';
import { MemoryMailer, queuedMailer } from '../../lib/mailer.ts';
import { createLocalQueue } from '../../db/local-job-queue.ts';
import { waitFor } from '../../test/wait.ts';
import { nextUtr, setUpiPayments } from '../../test/payments.ts';
import { syntheticPhoto } from '../../test/photos.ts';
import { sendSignupOtp } from '../auth/service.ts';
import {
  ACKNOWLEDGEMENT_REMINDER_AFTER_HOURS,
  adminNoticeRecipients,
  GRAVE_REPORT_REASONS,
  remindGrievancesAwaitingAcknowledgement,
  sendReportDigest,
  setMailPreference,
} from './service.ts';
import { REMINDER_DAYS_BEFORE, sendRenewalReminders } from '../ads/reminders.ts';
import { forgetSiteSettings } from '../settings/service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;
let asAdmin: ReturnType<typeof t.contextFor>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  asAdmin = t.contextFor(admin);
  await t.database.prisma.creditScheme.create({
    data: { id: 1, creditRate: 0.1, timePerCredit: 1, updatedById: admin.id },
  });
});
afterAll(() => t.close());

let mark = 0;
beforeEach(() => {
  mark = t.mailer.sent.length;
});

/** The mails sent since the test began, to `to`. */
const mailsTo = (to: string): Mail[] => t.mailer.sent.slice(mark).filter((mail) => mail.to === to);

/** The one mail to `to` since the test began, checked to have both parts and the line. */
function theMailTo(to: string, subject: string | RegExp, line: string): Mail {
  const mails = mailsTo(to);
  expect(mails, `mails to ${to}`).toHaveLength(1);
  const [mail] = mails as [Mail];
  if (typeof subject === 'string') expect(mail.subject).toBe(subject);
  else expect(mail.subject).toMatch(subject);
  expect(mail.text).toContain(line);
  expect(mail.html).toMatch(/^<!DOCTYPE html/);
  expect(mail.html).toContain('Companion Directory');
  expect(mail.text).toContain('Companion Directory');
  return mail;
}

describe('mails to advertisers', () => {
  it('an account request accepted: the advertiser is told they can log in', async () => {
    const user = await t.createUser({ status: 'requested' });
    await changeUserStatus(asAdmin, { id: user.id, status: 'active' });
    theMailTo(user.email, 'Your Companion Directory account is approved', 'Your account has been approved.');
  });

  it('an account request rejected: the advertiser reads the reason; a suspension sends nothing of these', async () => {
    const user = await t.createUser({ status: 'requested' });
    await changeUserStatus(asAdmin, {
      id: user.id,
      status: 'rejected',
      reason: 'The contact number could not be verified.',
    });
    const mail = theMailTo(
      user.email,
      'Your Companion Directory account request was not approved',
      'The contact number could not be verified.',
    );
    expect(mail.html).toContain('The contact number could not be verified.');

    const active = await t.createUser({ status: 'active' });
    await changeUserStatus(asAdmin, { id: active.id, status: 'suspended', reason: 'Spam' });
    expect(mailsTo(active.email)).toEqual([]);
  });

  it('a rejected account activated later is told it is approved', async () => {
    const user = await t.createUser({ status: 'rejected' });
    await changeUserStatus(asAdmin, { id: user.id, status: 'active' });
    theMailTo(user.email, 'Your Companion Directory account is approved', 'You can log in now');
  });

  it('credits approved: how many were added and the balance', async () => {
    const user = await t.createUser();
    const request = await t.database.prisma.creditRequest.create({
      data: { userId: user.id, amount: 500, paymentScreenshot: 'private/x.webp', status: 'pending' },
    });
    await decideCreditRequest(asAdmin, { id: request.id, status: 'approved' });
    theMailTo(user.email, '50 credits added to your account', 'Your balance is now 50 credits.');
  });

  it('credits rejected: none added', async () => {
    const user = await t.createUser();
    const request = await t.database.prisma.creditRequest.create({
      data: { userId: user.id, amount: 300, paymentScreenshot: 'private/y.webp', status: 'pending' },
    });
    await decideCreditRequest(asAdmin, { id: request.id, status: 'rejected' });
    theMailTo(user.email, 'Your credit request was not approved', 'payment of ₹300 was not approved');
  });

  it('an ad taken down (with the reason) and restored', async () => {
    const makeAd = await t.adMaker({ state: 'Kerala', city: 'Kochi', category: 'Takedowns' });
    const adId = await makeAd({ name: 'Meera' });
    const owner = await t.database.prisma.ad.findUniqueOrThrow({
      where: { id: adId },
      select: { user: { select: { email: true } } },
    });
    await takeDownAd(asAdmin, { adId, reason: 'The photos show another person.' });
    theMailTo(owner.user.email, 'Your ad "Meera" was taken down', 'The photos show another person.');
    expect(mailsTo(owner.user.email)[0]!.text).toContain('Meera (Kochi)');

    mark = t.mailer.sent.length;
    await restoreAd(asAdmin, adId);
    theMailTo(owner.user.email, 'Your ad "Meera" is shown again', 'A moderator has restored your ad Meera (Kochi)');
  });

  it('a mail that cannot be queued never fails the decision, which stands', async () => {
    const user = await t.createUser({ status: 'requested' });
    const failing = { ...asAdmin, mailer: { send: () => Promise.reject(new Error('the job table is gone')) } };
    const changed = await changeUserStatus(failing, { id: user.id, status: 'active' });
    expect(changed.status).toBe('active');
    expect((await t.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).status).toBe('active');
  });
});

describe('mails to complainants', () => {
  it('the tracking number at once, then each change of status; a phone number gets no mail', async () => {
    const visitor = t.contextFor(null, 'complainant-visitor');
    const { trackingNumber } = await submitGrievance(visitor, {
      category: 'privacy',
      details: 'My number is in an ad.',
      contact: 'Asha@Example.com',
    });
    theMailTo(
      'asha@example.com',
      `Your complaint ${trackingNumber} was received`,
      `Its tracking number is ${trackingNumber}.`,
    );
    expect(mailsTo('asha@example.com')[0]!.html).toContain(`/grievance/status?number=${trackingNumber}`);

    const grievance = await t.database.prisma.grievance.findUniqueOrThrow({ where: { trackingNumber } });
    mark = t.mailer.sent.length;
    await changeGrievanceStatus(asAdmin, { id: grievance.id, status: 'acknowledged' });
    theMailTo('asha@example.com', `Your complaint ${trackingNumber} is acknowledged`, 'has been acknowledged');
    mark = t.mailer.sent.length;
    await changeGrievanceStatus(asAdmin, { id: grievance.id, status: 'resolved' });
    theMailTo('asha@example.com', `Your complaint ${trackingNumber} is resolved`, 'has been resolved');

    mark = t.mailer.sent.length;
    const byPhone = await submitGrievance(t.contextFor(null, 'phone-visitor'), {
      category: 'other',
      details: 'Call me.',
      contact: '9876543210',
    });
    const filed = await t.database.prisma.grievance.findUniqueOrThrow({
      where: { trackingNumber: byPhone.trackingNumber },
    });
    await changeGrievanceStatus(asAdmin, { id: filed.id, status: 'resolved' });
    // the admins hear of it; the complainant, who gave a phone number, gets nothing
    const aboutIt = t.mailer.sent.slice(mark).filter((mail) => mail.subject.includes(byPhone.trackingNumber));
    expect(aboutIt.map((mail) => mail.to)).toEqual([admin.email]);
  });
});

describe('notices to admins', () => {
  it('go to every active admin, each address once', async () => {
    const other = await t.createUser({ role: 'admin' });
    const suspended = await t.createUser({ role: 'admin', status: 'suspended' });
    const recipients = await adminNoticeRecipients(t.contextFor(null));
    expect(recipients).toContain(admin.email);
    expect(recipients).toContain(other.email);
    expect(recipients).not.toContain(suspended.email);
    await t.database.prisma.user.update({ where: { id: other.id }, data: { status: 'suspended' } });
  });

  it("go to the settings' notification addresses when an admin set some, and name the site as the settings do", async () => {
    const db = t.database.prisma;
    await db.siteSettings.create({
      data: {
        id: 1,
        siteName: 'Delhi Dates',
        notificationEmails: 'desk@delhi-dates.in, owner@delhi-dates.in',
        // a credit request needs the UPI details (issue 34)
        upiId: 'delhidates@okaxis',
        upiPayeeName: 'Delhi Dates',
      },
    });
    forgetSiteSettings(db);
    try {
      expect(await adminNoticeRecipients(t.contextFor(null))).toEqual(['desk@delhi-dates.in', 'owner@delhi-dates.in']);
      const advertiser = await t.createUser();
      await createCreditRequest(t.contextFor(advertiser), {
        amount: 250,
        utr: nextUtr(),
        paymentScreenshot: await syntheticPhoto(8, 200, 200),
      });
      expect(mailsTo(admin.email)).toHaveLength(0);
      for (const to of ['desk@delhi-dates.in', 'owner@delhi-dates.in']) {
        const [mail] = mailsTo(to);
        expect(mail).toMatchObject({ fromName: 'Delhi Dates', text: expect.stringContaining('Delhi Dates') });
        expect(mail!.html).toContain('Delhi Dates');
      }
    } finally {
      await db.siteSettings.delete({ where: { id: 1 } });
      forgetSiteSettings(db);
    }
  });

  it('a new account request', async () => {
    const visitor = t.contextFor(null, 'signing-up-visitor');
    const email = `newcomer-${Date.now()}@example.com`;
    // a number of its own: an account suspended above keeps the shared test number from registering (issue 30)
    await sendSignupOtp(visitor, { email, contact: '9123456701' });
    const code = /(\d{6})/.exec(t.mailer.lastTo(email)!.text)![1]!;
    mark = t.mailer.sent.length;
    await signUp(visitor, {
      name: 'Neha Newcomer',
      contact: '9123456701',
      email,
      emailOTP: code,
      password: 'long-enough-password',
      confirmPassword: 'long-enough-password',
      address: 'Pune',
      dateOfBirth: '1994-03-12',
    });
    theMailTo(
      admin.email,
      'New account request: Neha Newcomer',
      `Neha Newcomer (${email}) asked for an advertiser account.`,
    );
  });

  it('a new credit request', async () => {
    const user = await t.createUser();
    await setUpiPayments(t.database.prisma);
    try {
      await createCreditRequest(t.contextFor(user), {
        amount: 700,
        utr: nextUtr(),
        paymentScreenshot: await syntheticPhoto(7, 200, 200),
      });
    } finally {
      await t.database.prisma.siteSettings.delete({ where: { id: 1 } });
      forgetSiteSettings(t.database.prisma);
    }
    theMailTo(admin.email, `New credit request: ₹700 from ${user.name}`, 'sent a credit request for a payment of ₹700');
  });

  it('a report with a grave reason at once; other reasons wait for the digest', async () => {
    expect([...GRAVE_REPORT_REASONS].sort()).toEqual([...HIDING_REASONS].sort());
    const makeAd = await t.adMaker({ state: 'Goa', city: 'Panaji', category: 'Reported' });
    const adId = await makeAd({ name: 'Tara' });
    const { reference } = await reportAd(t.contextFor(null, 'reporter-1'), {
      adId,
      reason: 'underage',
      details: 'Looks about 16.',
    });
    const mail = theMailTo(admin.email, 'Urgent report: The person may be under 18 (Tara)', `Reference ${reference}.`);
    expect(mail.text).toContain('Looks about 16.');

    mark = t.mailer.sent.length;
    await reportAd(t.contextFor(null, 'reporter-2'), { adId, reason: 'spam' });
    expect(mailsTo(admin.email)).toEqual([]);
  });

  it('a new grievance', async () => {
    const { trackingNumber } = await submitGrievance(t.contextFor(null, 'grieving-visitor'), {
      category: 'impersonation',
      details: 'Someone uses my name.',
      contact: '9876543211',
    });
    theMailTo(admin.email, `New grievance ${trackingNumber}`, 'Someone uses my name.');
  });
});

describe('periodic notices', () => {
  const services = (mailer = new MemoryMailer()) => ({
    db: t.database.prisma,
    mailer,
    config: t.config,
    logger: createLogger('silent'),
  });
  const HOUR = 60 * 60 * 1000;

  it("the daily digest: yesterday's reports without a grave reason, to each admin once however often it runs", async () => {
    const now = new Date();
    const yesterday = addDays(todayInIndia(now), -1);
    // an hour into yesterday and an hour before its end, India time
    const startOfYesterday = dateOnly(yesterday).getTime() - 5.5 * HOUR;
    const makeAd = await t.adMaker({ state: 'Assam', city: 'Guwahati', category: 'Digest' });
    const adId = await makeAd({ name: 'Digested' });
    const report = (reason: 'spam' | 'scam' | 'underage', createdAt: Date, key: string) =>
      t.database.prisma.adReport.create({
        data: { adId, reason, createdAt, visitorKey: key, networkKey: key, reference: `RPT-${key.toUpperCase()}` },
      });
    await report('spam', new Date(startOfYesterday + HOUR), 'dg1spam0');
    await report('scam', new Date(startOfYesterday + 23 * HOUR), 'dg2scam0');
    await report('underage', new Date(startOfYesterday + 2 * HOUR), 'dg3grave');
    await report('spam', new Date(startOfYesterday + 25 * HOUR), 'dg4today');

    const mailer = new MemoryMailer();
    await Promise.all([sendReportDigest(services(mailer), now), sendReportDigest(services(mailer), now)]);
    await sendReportDigest(services(mailer), now);
    const digests = mailer.sent.filter((mail) => mail.to === admin.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe(`2 reports of ads on ${yesterday}`);
    expect(digests[0]!.text).toContain('- Digested (Guwahati, ad');
    expect(digests[0]!.text).toContain('RPT-DG1SPAM0');
    expect(digests[0]!.text).toContain('RPT-DG2SCAM0');
    expect(digests[0]!.text).not.toContain('RPT-DG3GRAVE');
    expect(digests[0]!.text).not.toContain('RPT-DG4TODAY');
    expect(digests[0]!.html).toContain('RPT-DG1SPAM0');
  });

  it('a digest that could not be queued is tried again by the next run', async () => {
    const now = new Date(Date.now() + 24 * HOUR);
    const today = todayInIndia();
    const makeAd = await t.adMaker({ state: 'Bihar', city: 'Patna', category: 'Retried' });
    const adId = await makeAd();
    await t.database.prisma.adReport.create({
      data: {
        adId,
        reason: 'other',
        createdAt: new Date(dateOnly(today).getTime() - 5.5 * HOUR + HOUR),
        visitorKey: 'rt1',
        networkKey: 'rt1',
        reference: 'RPT-RETRY001',
      },
    });
    const broken = { ...services(), mailer: { send: () => Promise.reject(new Error('the queue is down')) } };
    expect(await sendReportDigest(broken, now)).toBe(0);
    const mailer = new MemoryMailer();
    expect(await sendReportDigest(services(mailer), now)).toBeGreaterThanOrEqual(1);
    expect(mailer.sent.filter((mail) => mail.to === admin.email && mail.text.includes('RPT-RETRY001'))).toHaveLength(1);
  });

  it(`a grievance unacknowledged ${ACKNOWLEDGEMENT_REMINDER_AFTER_HOURS} hours after it arrived is mailed to the admins once`, async () => {
    const now = new Date();
    const grievance = (key: string, hoursAgo: number, status: 'received' | 'acknowledged' = 'received') =>
      t.database.prisma.grievance.create({
        data: {
          trackingNumber: `GRV-${key}`,
          category: 'privacy',
          details: 'x',
          contact: '9876543210',
          status,
          visitorKey: key,
          networkKey: key,
          createdAt: new Date(now.getTime() - hoursAgo * HOUR),
        },
      });
    await grievance('NEARING1', 21);
    await grievance('FRESH001', 2);
    await grievance('ACKED001', 23, 'acknowledged');

    const mailer = new MemoryMailer();
    await Promise.all([
      remindGrievancesAwaitingAcknowledgement(services(mailer), ACKNOWLEDGE_WITHIN_HOURS, now),
      remindGrievancesAwaitingAcknowledgement(services(mailer), ACKNOWLEDGE_WITHIN_HOURS, now),
    ]);
    await remindGrievancesAwaitingAcknowledgement(
      services(mailer),
      ACKNOWLEDGE_WITHIN_HOURS,
      new Date(now.getTime() + HOUR),
    );
    const reminders = mailer.sent.filter((mail) => mail.to === admin.email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe('Grievance GRV-NEARING1 still awaits acknowledgement');
    expect(reminders[0]!.text).toContain('GRV-NEARING1');
    expect(reminders[0]!.text).not.toContain('GRV-FRESH001');
    expect(reminders[0]!.text).not.toContain('GRV-ACKED001');
    expect(reminders[0]!.html).toContain('IST');

    // the fresh one's turn comes when it is old enough, and only it is mailed
    await remindGrievancesAwaitingAcknowledgement(
      services(mailer),
      ACKNOWLEDGE_WITHIN_HOURS,
      new Date(now.getTime() + 19 * HOUR),
    );
    const later = mailer.sent.filter((mail) => mail.to === admin.email);
    expect(later).toHaveLength(2);
    expect(later[1]!.text).toContain('GRV-FRESH001');
    expect(later[1]!.text).not.toContain('GRV-NEARING1');
  });
});

describe("advertisers' mail preferences", () => {
  const PREFERENCES = /* GraphQL */ `
    query {
      viewer {
        mailPreferences {
          mail
          label
          enabled
        }
      }
    }
  `;
  const SET = /* GraphQL */ `
    mutation ($mail: String!, $enabled: Boolean!) {
      setMailPreference(mail: $mail, enabled: $enabled) {
        __typename
        ... on MutationSetMailPreferenceSuccess {
          preferences {
            mail
            enabled
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          field
        }
      }
    }
  `;
  const services = (mailer = new MemoryMailer()) => ({
    db: t.database.prisma,
    mailer,
    config: t.config,
    logger: createLogger('silent'),
  });

  it('the renewal reminder is on until turned off, and can be turned on again', async () => {
    const user = await t.createUser();
    const token = await t.tokenFor(user);
    expect((await t.graphql(PREFERENCES, {}, token)).body.data.viewer.mailPreferences).toEqual([
      { mail: 'ad_ending_soon', label: 'E-mail me 3 days before my ads end, so I can renew them', enabled: true },
    ]);
    const off = await t.graphql(SET, { mail: 'ad_ending_soon', enabled: false }, token);
    expect(off.body.data.setMailPreference).toEqual({
      __typename: 'MutationSetMailPreferenceSuccess',
      preferences: [{ mail: 'ad_ending_soon', enabled: false }],
    });
    // twice is the same
    await t.graphql(SET, { mail: 'ad_ending_soon', enabled: false }, token);
    expect((await t.graphql(PREFERENCES, {}, token)).body.data.viewer.mailPreferences[0].enabled).toBe(false);
    const on = await t.graphql(SET, { mail: 'ad_ending_soon', enabled: true }, token);
    expect(on.body.data.setMailPreference.preferences).toEqual([{ mail: 'ad_ending_soon', enabled: true }]);
  });

  it('refuses essential and unknown mails with a clear message, changing nothing', async () => {
    const user = await t.createUser();
    const token = await t.tokenFor(user);
    const essential = await t.graphql(SET, { mail: 'ad_taken_down', enabled: false }, token);
    expect(essential.body.data.setMailPreference).toEqual({
      __typename: 'ValidationError',
      message: 'This mail tells of a decision on your account, credits or ads, and cannot be turned off.',
      field: 'mail',
    });
    const unknown = await t.graphql(SET, { mail: "'; DROP TABLE users; --", enabled: false }, token);
    expect(unknown.body.data.setMailPreference).toEqual({
      __typename: 'ValidationError',
      message: 'Please choose a mail that can be turned off: ad_ending_soon.',
      field: 'mail',
    });
    expect(await t.database.prisma.mailOptOut.count({ where: { userId: user.id } })).toBe(0);
  });

  it('an advertiser who turned reminders off gets none; the others still do', async () => {
    const makeAd = await t.adMaker({ state: 'Punjab', city: 'Amritsar', category: 'Reminded' });
    const due = addDays(todayInIndia(), REMINDER_DAYS_BEFORE);
    const adId = await makeAd({ endDate: dateOnly(due), name: 'Opted out' });
    const { userId } = await t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId } });
    const optedOut = await t.database.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    await setMailPreference(t.contextFor(optedOut), { mail: 'ad_ending_soon', enabled: false });
    const other = await t.createUser();
    await t.database.prisma.ad.create({
      data: {
        userId: other.id,
        name: 'Still reminded',
        description: 'x',
        startDate: dateOnly(todayInIndia()),
        endDate: dateOnly(due),
        creditsUsed: 1,
        categoryId: (await t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId } })).categoryId,
        locationId: (await t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId } })).locationId,
      },
    });
    const mailer = new MemoryMailer();
    await sendRenewalReminders(services(mailer));
    expect(mailer.sent.filter((mail) => mail.to === optedOut.email)).toEqual([]);
    expect(mailer.sent.filter((mail) => mail.to === other.email)).toHaveLength(1);
  });

  it('never holds back an essential mail, whatever the preferences', async () => {
    const makeAd = await t.adMaker({ state: 'Odisha', city: 'Puri', category: 'Essential' });
    const adId = await makeAd({ name: 'Essential' });
    const { userId } = await t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId } });
    const owner = await t.database.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    await setMailPreference(t.contextFor(owner), { mail: 'ad_ending_soon', enabled: false });
    await takeDownAd(asAdmin, { adId, reason: 'Fake photos.' });
    theMailTo(owner.email, 'Your ad "Essential" was taken down', 'Fake photos.');
  });
});

describe('through the job queue', () => {
  it('a notice whose first sending fails is retried by the queue and arrives with both parts; the action does not wait for the mail server', async () => {
    const delivered: Mail[] = [];
    let failures = 1;
    const transport = {
      send: async (mail: Mail) => {
        if (failures-- > 0) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        delivered.push(mail);
      },
    };
    const queue = createLocalQueue(t.database.prisma, createLogger('silent'));
    const mailer = queuedMailer(queue, transport, createLogger('silent'), { retryLimit: 3, retryDelaySeconds: 0.05 });
    await queue.start([], 0);
    try {
      const user = await t.createUser({ status: 'requested' });
      const changed = await changeUserStatus({ ...asAdmin, mailer }, { id: user.id, status: 'active' });
      // committed and answered while the mail server still fails
      expect(changed.status).toBe('active');
      const [mail] = await waitFor(
        () => delivered.filter((sent) => sent.to === user.email),
        (sent) => sent.length === 1,
        30_000,
        'the approval mail after its retry',
      );
      expect(mail!.subject).toBe('Your Companion Directory account is approved');
      expect(mail!.html).toContain('Your account has been approved.');
      expect(mail!.text).toContain('Your account has been approved.');
    } finally {
      await queue.stop();
    }
  });
});
