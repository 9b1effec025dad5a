// The whole advertiser life cycle over REST alone (issue 4): sign-up OTP from the mail, sign-up,
// admin accepts, login, credit request with a screenshot, admin approves, an ad in 2 cities, the
// ads in the listing of both cities and in "my ads", and the balance down by the cost.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../lib/dates.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createTestApp } from '../test/app.ts';
import { setUpiPayments } from '../test/payments.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cities: { id: number; name: string }[];
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.prisma;
  await setUpiPayments(db);
  const state = await db.state.create({ data: { name: 'Karnataka' } });
  cities = await Promise.all(
    ['Bengaluru', 'Mysuru'].map((name) => db.location.create({ data: { name, stateId: state.id } })),
  );
  categoryId = (await db.category.create({ data: { name: 'Elite' } })).id;
  // 1 credit per 10 rupees, 1 day per credit
  await db.creditScheme.create({ data: { id: 1, creditRate: '0.1', timePerCredit: '1' } });
  await db.user.create({
    data: {
      name: 'Admin',
      email: 'admin@example.com',
      contact: '9000000000',
      role: 'admin',
      status: 'active',
      passwordHash: await hashPassword('admin-password'),
    },
  });
});
afterAll(() => t.close());

const api = (method: string, path: string, body?: unknown, token?: string) => t.rest(method, path, body, { token });

async function png(colour: string) {
  return new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      ),
    ],
    'photo.png',
    {
      type: 'image/png',
    },
  );
}

describe('an advertiser, over REST alone', () => {
  it('registers, is approved, buys credits and publishes an ad in two cities', async () => {
    const email = 'priya@example.com';
    expect(await api('POST', '/users/signup-otp', { email, contact: '9876543210' })).toMatchObject({ status: 201 });
    const code = /\b(\d{6})\b/.exec(t.mailer.lastTo(email)!.text)![1];

    const signup = await api('POST', '/users/signup', {
      name: 'Priya',
      contact: '9876543210',
      email,
      emailOTP: code,
      password: 'priya-password',
      confirmPassword: 'priya-password',
      address: 'Bengaluru',
    });
    expect(signup.status).toBe(201);
    expect(await api('POST', '/users/login', { email, password: 'priya-password' })).toMatchObject({ status: 401 });

    const admin = (await api('POST', '/users/login', { email: 'admin@example.com', password: 'admin-password' })).body
      .token;
    const requests = await api('POST', '/users', { type: ['requested', 'rejected'] }, admin);
    const priya = requests.body.find((user: { email: string }) => user.email === email);
    expect(priya).toMatchObject({ name: 'Priya', status: 'requested' });
    expect(await api('PUT', `/users/${priya.id}`, { status: 'active' }, admin)).toMatchObject({ status: 200 });

    const login = await api('POST', '/users/login', { email, password: 'priya-password' });
    expect(login).toMatchObject({ status: 200, body: { name: 'Priya', contact: '9876543210', role: 'user' } });
    const token: string = login.body.token;

    const creditForm = new FormData();
    creditForm.set('amount', '1000');
    creditForm.set('utr', '4 2 1 0 9 8 7 6 5 4 3 2');
    creditForm.set('payment_screenshot', await png('#3a7'));
    const creditRequest = await api('POST', '/credit-requests', creditForm, token);
    expect(creditRequest).toMatchObject({
      status: 201,
      body: { amount: 1000, utr: '421098765432', status: 'pending' },
    });
    expect(creditRequest.body.payment_screenshot).toMatch(
      /^http:\/\/api\.test\/media\/private\/.+\.webp\?expires=\d+&signature=.+$/,
    );

    const approved = await api('PUT', `/credit-requests/${creditRequest.body.id}`, { status: 'approved' }, admin);
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved', credits_added: 100 } });
    expect(await api('GET', '/users/credits', undefined, token)).toMatchObject({ status: 200, body: { credits: 100 } });

    // 2 cities x 5 days, 1 day per credit: 10 credits
    const today = todayInIndia();
    const adForm = new FormData();
    adForm.set('name', 'Demo listing — Priya');
    adForm.set('description', 'Friendly companion for dinners and social events.');
    adForm.set('startDate', today);
    adForm.set('endDate', addDays(today, 4));
    adForm.set('category_id', String(categoryId));
    adForm.set('locationIds', JSON.stringify(cities.map((city) => city.id)));
    adForm.set('services', JSON.stringify(['Dinner date']));
    adForm.set('quickSummaries', JSON.stringify([{ name: 'Age', value: '27' }]));
    adForm.set('otherDetails', JSON.stringify([{ title: 'Languages', description: 'English, Kannada' }]));
    adForm.append('ad_images', await png('#a37'));
    const created = await api('POST', '/ads', adForm, token);
    expect(created.status).toBe(201);

    for (const city of cities) {
      const listing = await api('POST', '/ads/getByLocation', {
        locationId: city.id,
        categoryId,
        page: 1,
        pageSize: 5,
      });
      expect(listing.status).toBe(200);
      expect(listing.body.totalAds).toBe(1);
      expect(listing.body.ads[0]).toMatchObject({
        name: 'Demo listing — Priya',
        contact: '9876543210',
        category: { id: categoryId, name: 'Elite' },
        adLocation: { id: city.id, name: city.name, state: { name: 'Karnataka' } },
        user: { contact: '9876543210' },
      });
      expect(listing.body.ads[0].adImages[0].image_url).toMatch(/^http:\/\/api\.test\/media\/.+\.webp$/);
    }

    const mine = await api('GET', '/ads?page=1&pageSize=5', undefined, token);
    expect(mine).toMatchObject({ status: 200, body: { totalAds: 2 } });
    expect(mine.body.ads.map((ad: { adLocation: { name: string } }) => ad.adLocation.name).sort()).toEqual([
      'Bengaluru',
      'Mysuru',
    ]);
    expect(await api('GET', '/users/credits', undefined, token)).toMatchObject({ body: { credits: 90 } });
  });
});
