// The mails each event sends (issue 18), read from the test app's outbox (its MemoryMailer): who
// gets one, its subject, a line of its text, and both its parts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mail } from '../../lib/mailer.ts';
import { createTestApp } from '../../test/app.ts';
import { decideCreditRequest } from '../credits/service.ts';
import { changeGrievanceStatus, submitGrievance } from '../grievances/service.ts';
import { restoreAd, takeDownAd } from '../moderation/service.ts';
import { changeUserStatus } from '../users/service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;
let asAdmin: ReturnType<typeof t.contextFor>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  asAdmin = t.contextFor(admin);
  await t.database.prisma.creditScheme.create({ data: { id: 1, creditRate: 0.1, timePerCredit: 1, updatedById: admin.id } });
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
    await changeUserStatus(asAdmin, { id: user.id, status: 'rejected', reason: 'The contact number could not be verified.' });
    const mail = theMailTo(user.email, 'Your Companion Directory account request was not approved', 'The contact number could not be verified.');
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
    const request = await t.database.prisma.creditRequest.create({ data: { userId: user.id, amount: 500, paymentScreenshot: 'private/x.webp', status: 'pending' } });
    await decideCreditRequest(asAdmin, { id: request.id, status: 'approved' });
    theMailTo(user.email, '50 credits added to your account', 'Your balance is now 50 credits.');
  });

  it('credits rejected: none added', async () => {
    const user = await t.createUser();
    const request = await t.database.prisma.creditRequest.create({ data: { userId: user.id, amount: 300, paymentScreenshot: 'private/y.webp', status: 'pending' } });
    await decideCreditRequest(asAdmin, { id: request.id, status: 'rejected' });
    theMailTo(user.email, 'Your credit request was not approved', 'payment of ₹300 was not approved');
  });

  it('an ad taken down (with the reason) and restored', async () => {
    const makeAd = await t.adMaker({ state: 'Kerala', city: 'Kochi', category: 'Takedowns' });
    const adId = await makeAd({ name: 'Meera' });
    const owner = await t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId }, select: { user: { select: { email: true } } } });
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
    const { trackingNumber } = await submitGrievance(visitor, { category: 'privacy', details: 'My number is in an ad.', contact: 'Asha@Example.com' });
    theMailTo('asha@example.com', `Your complaint ${trackingNumber} was received`, `Its tracking number is ${trackingNumber}.`);
    expect(mailsTo('asha@example.com')[0]!.html).toContain(`/grievance/status?number=${trackingNumber}`);

    const grievance = await t.database.prisma.grievance.findUniqueOrThrow({ where: { trackingNumber } });
    mark = t.mailer.sent.length;
    await changeGrievanceStatus(asAdmin, { id: grievance.id, status: 'acknowledged' });
    theMailTo('asha@example.com', `Your complaint ${trackingNumber} is acknowledged`, 'has been acknowledged');
    mark = t.mailer.sent.length;
    await changeGrievanceStatus(asAdmin, { id: grievance.id, status: 'resolved' });
    theMailTo('asha@example.com', `Your complaint ${trackingNumber} is resolved`, 'has been resolved');

    mark = t.mailer.sent.length;
    const byPhone = await submitGrievance(t.contextFor(null, 'phone-visitor'), { category: 'other', details: 'Call me.', contact: '9876543210' });
    const filed = await t.database.prisma.grievance.findUniqueOrThrow({ where: { trackingNumber: byPhone.trackingNumber } });
    await changeGrievanceStatus(asAdmin, { id: filed.id, status: 'resolved' });
    expect(t.mailer.sent.slice(mark).filter((mail) => mail.subject.includes(byPhone.trackingNumber))).toEqual([]);
  });
});
