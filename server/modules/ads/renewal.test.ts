import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, isoDate, todayInIndia } from '../../lib/dates.ts';
import { NotAllowedError, NotFoundError, ValidationError, WrongStateError } from '../../lib/errors.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp } from '../../test/app.ts';
import { changeBalance } from '../credits/ledger.ts';
import { MemoryMailer, type Mail } from '../../lib/mailer.ts';
import { REMINDER_DAYS_BEFORE, sendRenewalReminders } from './reminders.ts';
import { RENEWAL_MESSAGES, renewAd, renewedRun } from './renewal.ts';
import { dayInWords } from '../../../common/india.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const catalog = { city: 0, category: 0 };
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.prisma;
  // 2 days per credit: renewals cost ceil(days / 2)
  await db.creditScheme.create({ data: { id: 1, creditRate: '1', timePerCredit: '2' } });
  const state = await db.state.create({ data: { name: 'Kerala' } });
  catalog.city = (await db.location.create({ data: { name: 'Kochi', stateId: state.id } })).id;
  catalog.category = (await db.category.create({ data: { name: 'Companions' } })).id;
});
afterAll(() => t.close());

async function advertiser(credits: number) {
  const user = await t.createUser();
  if (credits)
    await t.database.prisma.$transaction((tx) =>
      changeBalance(tx, { userId: user.id, amount: credits, kind: 'grant' }),
    );
  return user;
}

async function adOf(
  userId: number,
  startDate: string,
  endDate: string,
  extra: { takenDownAt?: Date; name?: string } = {},
) {
  return t.database.prisma.ad.create({
    data: {
      userId,
      name: extra.name ?? 'Riya',
      description: 'x',
      startDate: dateOnly(startDate),
      endDate: dateOnly(endDate),
      creditsUsed: 3,
      categoryId: catalog.category,
      locationId: catalog.city,
      takenDownAt: extra.takenDownAt ?? null,
    },
  });
}

const balanceOf = async (id: number) => (await t.database.prisma.user.findUniqueOrThrow({ where: { id } })).credits;

describe('renewing an ad', () => {
  it('extends a running ad by N days at the current price, spending atomically with a ledger entry', async () => {
    const owner = await advertiser(10);
    const ad = await adOf(owner.id, today, addDays(today, 2));
    const renewed = await renewAd(t.contextFor(owner), { adId: ad.id, days: 5 });
    expect(isoDate(renewed.ad.endDate)).toBe(addDays(today, 7));
    expect(isoDate(renewed.ad.startDate)).toBe(today);
    expect(renewed).toMatchObject({ creditsSpent: 3, balance: 7 });
    expect(renewed.ad.creditsUsed).toBe(6);
    const [entry] = await t.database.prisma.creditLedgerEntry.findMany({
      where: { userId: owner.id },
      orderBy: { id: 'desc' },
      take: 1,
    });
    expect(entry).toMatchObject({
      kind: 'spend',
      amount: -3,
      balanceAfter: 7,
      adId: ad.id,
      reason: 'Renewed for 5 days',
    });
  });

  it('runs an ad that has ended again from today', () => {
    expect(renewedRun('2026-01-01', '2026-01-10', 3, '2026-02-01')).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-03',
    });
    expect(renewedRun('2026-03-01', '2026-03-10', 3, '2026-02-01')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-13',
    });
  });

  it('refuses more days than the balance buys, with the create-ad message, and changes nothing', async () => {
    const owner = await advertiser(2);
    const ad = await adOf(owner.id, today, addDays(today, 2));
    // 2 credits at 2 days per credit: at most 4 days
    await expect(renewAd(t.contextFor(owner), { adId: ad.id, days: 5 })).rejects.toThrow(
      new ValidationError('Max days per location must be less than 4 days.', 'days'),
    );
    expect(await balanceOf(owner.id)).toBe(2);
    expect(isoDate((await t.database.prisma.ad.findUniqueOrThrow({ where: { id: ad.id } })).endDate)).toBe(
      addDays(today, 2),
    );
    await renewAd(t.contextFor(owner), { adId: ad.id, days: 4 });
    expect(await balanceOf(owner.id)).toBe(0);
  });

  it.each([0, -1, 1.5, 366])('refuses %s days', async (days) => {
    const owner = await advertiser(10);
    const ad = await adOf(owner.id, today, today);
    await expect(renewAd(t.contextFor(owner), { adId: ad.id, days })).rejects.toThrow(
      new ValidationError(RENEWAL_MESSAGES.days, 'days'),
    );
  });

  it("refuses another advertiser's ad, an ad taken down, and anyone but an advertiser", async () => {
    const owner = await advertiser(10);
    const other = await advertiser(10);
    const ad = await adOf(owner.id, today, today);
    await expect(renewAd(t.contextFor(other), { adId: ad.id, days: 1 })).rejects.toBeInstanceOf(NotFoundError);
    const takenDown = await adOf(owner.id, today, today, { takenDownAt: new Date() });
    await expect(renewAd(t.contextFor(owner), { adId: takenDown.id, days: 1 })).rejects.toThrow(
      new WrongStateError(RENEWAL_MESSAGES.takenDown),
    );
    await expect(renewAd(t.contextFor(null), { adId: ad.id, days: 1 })).rejects.toBeInstanceOf(NotAllowedError);
    expect(await balanceOf(owner.id)).toBe(10);
    expect(await balanceOf(other.id)).toBe(10);
  });

  it('answers through GraphQL with the ad and the balance', async () => {
    const owner = await advertiser(10);
    const ad = await adOf(owner.id, today, today);
    const RENEW = /* GraphQL */ `
      mutation ($adId: ID!, $days: Int!) {
        renewAd(adId: $adId, days: $days) {
          __typename
          ... on MutationRenewAdSuccess {
            ad {
              endDate
              creditsUsed
            }
            creditsSpent
            balance
          }
          ... on Error {
            message
          }
        }
      }
    `;
    const adId = Buffer.from(`Ad:${ad.id}`).toString('base64');
    const body = (await t.graphql(RENEW, { adId, days: 2 }, await t.tokenFor(owner))).body;
    expect(body.data.renewAd).toEqual({
      __typename: 'MutationRenewAdSuccess',
      ad: { endDate: addDays(today, 2), creditsUsed: 4 },
      creditsSpent: 1,
      balance: 9,
    });
  });
});

describe('renewal reminders', () => {
  const services = (mailer = new MemoryMailer()) => ({
    db: t.database.prisma,
    mailer,
    config: t.config,
    logger: createLogger('silent'),
  });
  const remindedOf = (mails: Mail[], email: string) => mails.filter((mail) => mail.to === email);

  it(`mails each advertiser once, ${REMINDER_DAYS_BEFORE} days before their ads end, even with two schedulers running at once`, async () => {
    const owner = await advertiser(10);
    const due = addDays(today, REMINDER_DAYS_BEFORE);
    await adOf(owner.id, today, due, { name: 'Riya in Kochi' });
    await adOf(owner.id, today, due, { name: 'Riya again' });
    await adOf(owner.id, today, addDays(due, 1), { name: 'Later' });
    await adOf(owner.id, today, due, { name: 'Taken down', takenDownAt: new Date() });

    const mailer = new MemoryMailer();
    const [first, second] = await Promise.all([
      sendRenewalReminders(services(mailer)),
      sendRenewalReminders(services(mailer)),
    ]);
    const mine = remindedOf(mailer.sent, owner.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe('2 of your ads end in 3 days');
    expect(mine[0]!.text).toContain(`end on ${dayInWords(due, undefined, true)}, in 3 days:`);
    expect(mine[0]!.text).toContain('- Riya in Kochi (Kochi)');
    expect(mine[0]!.text).toContain('- Riya again (Kochi)');
    expect(mine[0]!.text).not.toContain('Later');
    expect(mine[0]!.text).not.toContain('Taken down');
    // written from the notifications' template: an HTML part besides the text
    expect(mine[0]!.html).toContain('Riya in Kochi (Kochi)');
    expect(first + second).toBeGreaterThanOrEqual(2);

    // a later run sends nothing more
    await sendRenewalReminders(services(mailer));
    expect(remindedOf(mailer.sent, owner.email)).toHaveLength(1);
  });

  it('reminds again of the new end date after a renewal, and retries a mail that could not be sent', async () => {
    const owner = await advertiser(10);
    const due = addDays(today, REMINDER_DAYS_BEFORE);
    const ad = await adOf(owner.id, today, due);
    const failing = { send: () => Promise.reject(new Error('SMTP down')) };
    await sendRenewalReminders({ ...services(), mailer: failing });
    const mailer = new MemoryMailer();
    await sendRenewalReminders(services(mailer));
    expect(remindedOf(mailer.sent, owner.email)).toHaveLength(1);

    // renewed by 1 day: its end is tomorrow's reminder day
    await renewAd(t.contextFor(owner), { adId: ad.id, days: 1 });
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await sendRenewalReminders(services(mailer), tomorrow);
    expect(remindedOf(mailer.sent, owner.email)).toHaveLength(2);
    expect(remindedOf(mailer.sent, owner.email)[1]!.subject).toBe('Your ad ends in 3 days');
  });
});
