// Mails in the reader's language (issue 35): an account registered from a Hindi page, or switched to Hindi
// on its account page, gets its mails in Hindi; a complaint filed from a Hindi page is answered in Hindi;
// the code mails follow the page that asked for them, and an existing account's notices its own choice.
// Read from the test app's outbox, as notifications.test.ts does.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mail } from '../../lib/mailer.ts';
import { MemoryMailer } from '../../lib/mailer.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp } from '../../test/app.ts';
import { addDays, dateOnly, todayInIndia } from '../../lib/dates.ts';
import { dayInWords } from '../../../common/india.ts';
import { sendPasswordResetOtp, sendSignupOtp, signUp } from '../auth/service.ts';
import { changeGrievanceStatus, submitGrievance } from '../grievances/service.ts';
import { changeUserStatus } from '../users/service.ts';
import { REMINDER_DAYS_BEFORE, sendRenewalReminders } from '../ads/reminders.ts';
import { LANGUAGE_MESSAGE } from '../../../common/forms/fields.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let asAdmin: ReturnType<typeof t.contextFor>;
beforeAll(async () => {
  t = await createTestApp();
  asAdmin = t.contextFor(await t.createUser({ role: 'admin' }));
});
afterAll(() => t.close());

let mark = 0;
beforeEach(() => {
  mark = t.mailer.sent.length;
});

const DEVANAGARI = /[\u0900-\u097F]/;

/** The one mail to `to` since the test began. */
function theMailTo(to: string): Mail {
  const mails = t.mailer.sent.slice(mark).filter((mail) => mail.to === to);
  expect(mails, `mails to ${to}`).toHaveLength(1);
  return mails[0]!;
}

/** A mail written in Hindi: its subject, its text and its HTML (which says lang="hi"). */
function expectHindi(mail: Mail) {
  expect(mail.subject).toMatch(DEVANAGARI);
  expect(mail.text.split('\n')[0]).toMatch(DEVANAGARI);
  expect(mail.html).toMatch(/<html[^>]* lang="hi"/);
}

let counter = 0;
const freshEmail = (prefix: string) => `${prefix}${++counter}-${Date.now()}@example.com`;

/** Registers through the real sign-up flow from a page in `language`; answers the account. */
async function registerFrom(language: 'en' | 'hi' | undefined) {
  const email = freshEmail(`from-${language ?? 'api'}`);
  const ctx = t.contextFor(null, `visitor-${email}`);
  await sendSignupOtp(ctx, { email, contact: '9876543210', language });
  const code = /(\d{6})/.exec(t.mailer.lastTo(email)!.text.split('\n')[0]!)![1]!;
  await signUp(ctx, {
    name: 'Asha Rao',
    contact: '9876543210',
    email,
    emailOTP: code,
    password: 'long-enough-password',
    confirmPassword: 'long-enough-password',
    dateOfBirth: '1995-04-12',
    language,
  });
  return t.database.prisma.user.findUniqueOrThrow({ where: { email } });
}

describe('mails in the reader’s language', () => {
  it('a sign-up from a Hindi page: the code comes in Hindi, and the account keeps Hindi for its mails', async () => {
    const email = freshEmail('hindi-code');
    await sendSignupOtp(t.contextFor(null, 'hindi-code-visitor'), { email, contact: '9876543210', language: 'hi' });
    const mail = theMailTo(email);
    expect(mail.subject).toBe('आपका साइन-अप कोड');
    expect(mail.text.split('\n')[0]).toMatch(/^आपका सत्यापन कोड है: \d{6}$/);
    expect(mail.text).toContain('10 मिनट');

    const hindi = await registerFrom('hi');
    expect(hindi.language).toBe('hi');
    // without a language (the REST layer's SPEC clients, older callers), English
    expect((await registerFrom(undefined)).language).toBe('en');
    expect((await registerFrom('en')).language).toBe('en');
  });

  it('an account decision reaches a Hindi account in Hindi, an English one in English', async () => {
    const hindi = await registerFrom('hi');
    const english = await registerFrom('en');
    mark = t.mailer.sent.length;
    await changeUserStatus(asAdmin, { id: hindi.id, status: 'active' });
    await changeUserStatus(asAdmin, { id: english.id, status: 'active' });
    const inHindi = theMailTo(hindi.email);
    expectHindi(inHindi);
    expect(inHindi.subject).toBe('आपका Companion Directory अकाउंट मंज़ूर हो गया है');
    expect(inHindi.text).toContain('नमस्ते Asha Rao');
    const inEnglish = theMailTo(english.email);
    expect(inEnglish.subject).toBe('Your Companion Directory account is approved');
    expect(inEnglish.html).toMatch(/<html[^>]* lang="en"/);
    expect(inEnglish.text).not.toMatch(DEVANAGARI);
  });

  it('the account page switches the mails’ language; a language the site has not is refused and changes nothing', async () => {
    const account = await registerFrom('en');
    await t.database.prisma.user.update({ where: { id: account.id }, data: { status: 'active' } });
    const token = await t.tokenFor(account);
    const UPDATE = /* GraphQL */ `
      mutation ($input: ProfileInput!) {
        updateMyProfile(input: $input) {
          __typename
          ... on MutationUpdateMyProfileSuccess {
            user {
              language
            }
          }
          ... on Error {
            message
          }
        }
      }
    `;
    const details = { name: 'Asha Rao', contact: '9876543210' };
    const switched = await t.graphql(UPDATE, { input: { ...details, language: 'hi' } }, token);
    expect(switched.body.data.updateMyProfile).toEqual({
      __typename: 'MutationUpdateMyProfileSuccess',
      user: { language: 'hi' },
    });
    // a form that says nothing of the language leaves it
    const unsaid = await t.graphql(UPDATE, { input: details }, token);
    expect(unsaid.body.data.updateMyProfile.user).toEqual({ language: 'hi' });
    // GraphQL's enum refuses another language before the service; the service's rule refuses it too
    const french = await t.graphql(UPDATE, { input: { ...details, language: 'fr' } }, token);
    expect(french.body.errors?.[0]?.message).toMatch(/Language/);
    const { updateMyProfile } = await import('../users/account.ts');
    await expect(updateMyProfile(t.contextFor(account), { ...details, language: 'fr' as 'hi' })).rejects.toMatchObject({
      message: LANGUAGE_MESSAGE,
    });
    expect((await t.database.prisma.user.findUniqueOrThrow({ where: { id: account.id } })).language).toBe('hi');

    // the password reset code follows the account's choice, whatever page asked for it
    mark = t.mailer.sent.length;
    await sendPasswordResetOtp(t.contextFor(null, 'reset-visitor'), { email: account.email });
    const reset = theMailTo(account.email);
    expect(reset.subject).toBe('पासवर्ड बदलने का आपका कोड');
    expect(reset.text.split('\n')[0]).toMatch(/^आपका सत्यापन कोड है: \d{6}$/);
  });

  it('someone asking for a code with a Hindi account’s address from an English page: the owner is told in Hindi', async () => {
    const owner = await registerFrom('hi');
    mark = t.mailer.sent.length;
    // past the resend lock of the owner's own code
    const later = new Date(Date.now() + 2 * 60 * 1000);
    await sendSignupOtp(
      t.contextFor(null, 'other-visitor'),
      { email: owner.email, contact: '9876543211', language: 'en' },
      later,
    );
    const notice = theMailTo(owner.email);
    expect(notice.subject).toBe('किसी ने आपके ईमेल पते से रजिस्टर करने की कोशिश की');
    expect(notice.text).not.toMatch(/\d{6}/);
  });

  it('a complaint filed from a Hindi page is answered in Hindi, its status too', async () => {
    const visitor = t.contextFor(null, 'hindi-complainant');
    const { trackingNumber } = await submitGrievance(visitor, {
      category: 'privacy',
      details: 'मेरा नंबर एक विज्ञापन में है।',
      contact: 'radha@example.in',
      language: 'hi',
    });
    const received = theMailTo('radha@example.in');
    expectHindi(received);
    expect(received.subject).toContain(trackingNumber);
    expect(received.text).toContain(trackingNumber);
    const filed = await t.database.prisma.grievance.findUniqueOrThrow({ where: { trackingNumber } });
    expect(filed.language).toBe('hi');
    mark = t.mailer.sent.length;
    await changeGrievanceStatus(asAdmin, { id: filed.id, status: 'acknowledged' });
    const acknowledged = theMailTo('radha@example.in');
    expectHindi(acknowledged);
    // the status in Hindi words, not its English key
    expect(acknowledged.subject).not.toContain('acknowledged');
  });

  it('the renewal reminder names the city in Hindi for a Hindi account', async () => {
    const makeAd = await t.adMaker({ state: 'Rajasthan', city: 'Jaipur', category: 'Reminded in Hindi' });
    const due = addDays(todayInIndia(), REMINDER_DAYS_BEFORE);
    const adId = await makeAd({ endDate: dateOnly(due), name: 'Meera' });
    const ad = await t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId } });
    await t.database.prisma.location.update({ where: { id: ad.locationId }, data: { hindiName: 'जयपुर' } });
    const owner = await t.database.prisma.user.update({ where: { id: ad.userId }, data: { language: 'hi' } });
    const mailer = new MemoryMailer();
    await sendRenewalReminders({ db: t.database.prisma, mailer, config: t.config, logger: createLogger('silent') });
    const [reminder, ...others] = mailer.sent.filter((mail) => mail.to === owner.email);
    expect(others).toEqual([]);
    expectHindi(reminder!);
    expect(reminder!.text).toContain('Meera (जयपुर)');
    // the last day in Hindi words, as the Hindi pages write it
    expect(reminder!.text).toContain(`${dayInWords(due, undefined, true, 'hi')} को`);
    expect(reminder!.text).not.toContain(due);
  });
});
