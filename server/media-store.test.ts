// Media in an S3-compatible store, through the real HTTP app: images uploaded by the create paths
// land in the bucket (s3rver, started here) and /media/* serves them from there; a store that does
// not answer fails uploads with a clear error, saves nothing, and makes /media/* answer 503.
import { createServer } from 'node:net';
import { readdirSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInIndia } from './lib/dates.ts';
import { S3Storage } from './lib/media/s3-storage.ts';
import { signedMediaUrl } from './lib/media/private-media.ts';
import { privateKeyOf, type MediaStorage } from './lib/media/storage.ts';
import { changeBalance } from './modules/credits/ledger.ts';
import { createTestApp } from './test/app.ts';
import { nextUtr, setUpiPayments } from './test/payments.ts';
import { syntheticPhoto } from './test/photos.ts';
import { startS3Server, type TestS3Server } from './test/s3.ts';

let s3: TestS3Server;
let up: S3Storage;
let down: S3Storage;
/** The app's store: the bucket, or (in the tests of a store that is down) an address nothing answers at. */
let current: MediaStorage;
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let advertiserId: number;
const place = { locationId: 0, categoryId: 0 };
const UNAVAILABLE = 'Images cannot be stored right now. Nothing was saved; please try again in a few minutes.';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  s3 = await startS3Server(['media']);
  up = new S3Storage(s3.settings());
  down = new S3Storage({ ...s3.settings(), endpoint: `http://127.0.0.1:${await closedPort()}` });
  current = up;
  // every call goes to whichever store `current` is at the time
  const storage: MediaStorage = {
    put: (...args) => current.put(...args),
    putAt: (...args) => current.putAt(...args),
    open: (...args) => current.open(...args),
    openPrivate: (...args) => current.openPrivate(...args),
    remove: (...args) => current.remove(...args),
  };
  t = await createTestApp({ storage });
  await setUpiPayments(t.database.prisma);
  const db = t.database.prisma;
  await db.creditScheme.upsert({
    where: { id: 1 },
    create: { id: 1, creditRate: '1', timePerCredit: '1' },
    update: { timePerCredit: '1' },
  });
  const state = await db.state.create({ data: { name: 'Goa' } });
  place.locationId = (await db.location.create({ data: { name: 'Panaji', stateId: state.id } })).id;
  place.categoryId = (await db.category.create({ data: { name: 'Companions' } })).id;
  const advertiser = await t.createUser();
  advertiserId = advertiser.id;
  await db.$transaction((tx) => changeBalance(tx, { userId: advertiser.id, amount: 100, kind: 'grant' }));
  token = await t.tokenFor(advertiser);
});

afterAll(async () => {
  await t?.close();
  up?.close();
  down?.close();
  await s3?.close();
});

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

const CREATE = /* GraphQL */ `
  mutation ($input: CreateAdsInput!, $images: [File!]) {
    createAds(input: $input, images: $images) {
      __typename
      ... on Error {
        message
      }
      ... on MutationCreateAdsSuccess {
        ads {
          databaseId
          images {
            url
            srcSet
          }
        }
      }
    }
  }
`;

function createAd(photo: Uint8Array) {
  const today = todayInIndia();
  return t.upload(
    CREATE,
    {
      input: {
        name: 'Asha',
        age: 25,
        description: 'Good company.',
        startDate: today,
        endDate: addDays(today, 1),
        categoryId: globalId('Category', place.categoryId),
        locationIds: [globalId('Location', place.locationId)],
      },
      images: [null],
    },
    { 'images.0': { name: 'photo.jpg', type: 'image/jpeg', bytes: photo } },
    token,
  );
}

function restAdForm(photo: Uint8Array): FormData {
  const today = todayInIndia();
  const form = new FormData();
  form.set('name', 'Asha');
  // the SPEC's client gives the age as its Age quick summary (issue 31)
  form.set('quickSummaries', JSON.stringify([{ name: 'Age', value: '25' }]));
  form.set('description', 'Good company.');
  form.set('startDate', today);
  form.set('endDate', addDays(today, 1));
  form.set('category_id', String(place.categoryId));
  form.set('locationIds', JSON.stringify([place.locationId]));
  form.append('ad_images', new File([photo as Uint8Array<ArrayBuffer>], 'photo.jpg', { type: 'image/jpeg' }));
  return form;
}

function creditForm(photo: Uint8Array): FormData {
  const form = new FormData();
  form.set('amount', '500');
  form.set('utr', nextUtr());
  form.append(
    'payment_screenshot',
    new File([photo as Uint8Array<ArrayBuffer>], 'payment.jpg', { type: 'image/jpeg' }),
  );
  return form;
}

/** Everything a failed upload must leave as it was. */
async function saved() {
  const db = t.database.prisma;
  return {
    ads: await db.ad.count(),
    images: await db.adImage.count(),
    creditRequests: await db.creditRequest.count(),
    blogs: await db.blog.count(),
    blogImages: await db.blogImage.count(),
    ledger: await db.creditLedgerEntry.count(),
    balance: (await db.user.findUniqueOrThrow({ where: { id: advertiserId } })).credits,
  };
}

const keyOf = (url: string) => new URL(url).pathname.slice('/media/'.length);

describe('with the media in S3', () => {
  it('stores an ad photo uploaded through GraphQL in the bucket, and /media serves it from there', async () => {
    const { body } = await createAd(await syntheticPhoto(1));
    expect(body.data.createAds.__typename).toBe('MutationCreateAdsSuccess');
    const [image] = body.data.createAds.ads[0].images;
    const key = keyOf(image.url);

    // in the bucket itself (read with a client of its own), and nowhere on the app's disk
    const object = await new S3Storage(s3.settings()).open(key);
    expect(object).not.toBeNull();
    const stored = await buffer(object!.stream);
    expect(() => readdirSync(t.config.mediaDir)).toThrow(/ENOENT/);

    const response = await t.app.request(new URL(image.url).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers.get('content-length'))).toBe(stored.byteLength);
    expect(Buffer.from(await response.arrayBuffer()).equals(stored)).toBe(true);

    // the srcset's narrower variants are in the bucket too
    const variants = (image.srcSet as string).split(', ').map((entry) => entry.split(' ')[0]!);
    expect(variants.length).toBeGreaterThan(1);
    for (const url of variants) expect((await t.app.request(new URL(url).pathname)).status).toBe(200);
  });

  it('stores an ad photo uploaded through REST in the bucket', async () => {
    const answer = await t.rest('POST', '/ads', restAdForm(await syntheticPhoto(2)), { token });
    expect(answer.status).toBe(201);
    const row = await t.database.prisma.adImage.findFirstOrThrow({ where: { adId: answer.body.ads[0].id } });
    expect(await up.open(row.path)).not.toBeNull();
    expect((await t.app.request(`/media/${row.path}`)).status).toBe(200);
  });

  it('keeps a payment screenshot private in the bucket: served only at its signed URL', async () => {
    const answer = await t.rest('POST', '/credit-requests', creditForm(await syntheticPhoto(3)), { token });
    expect(answer.status).toBe(201);
    const signed = new URL(answer.body.payment_screenshot);
    const key = signed.pathname.slice('/media/'.length);
    expect(key.startsWith('private/')).toBe(true);
    expect(await up.openPrivate(key)).not.toBeNull();
    const media = await t.app.request(`${signed.pathname}${signed.search}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');
    expect((await t.app.request(signed.pathname)).status).toBe(404);
  });

  it('answers HEAD with the headers alone, letting go of the object each time', async () => {
    const bytes = new Uint8Array(512 * 1024).fill(7);
    bytes.set(new TextEncoder().encode(`head ${Date.now()}`));
    const key = await up.put(bytes, 'webp');
    // more requests than the client has connections: an object left open would hold one each
    for (let request = 0; request < 60; request += 1) {
      const response = await t.app.request(`/media/${key}`, { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(await response.text()).toBe('');
    }
    // a destroyed connection closes on the server's side a moment later
    await vi.waitFor(async () => expect(await s3.connections()).toBeLessThan(10), { timeout: 3000 });
    const response = await t.app.request(`/media/${key}`);
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('answers 404 for a key the bucket does not hold', async () => {
    const response = await t.app.request(`/media/ab/cd/${'ab'.repeat(32)}.webp`);
    expect(response.status).toBe(404);
  });
});

describe('with the media store down', () => {
  let existing: string;
  beforeAll(async () => {
    current = up;
    existing = await up.put(await syntheticPhoto(4), 'webp');
    current = down;
  });
  afterAll(() => {
    current = up;
  });

  it('refuses an ad through GraphQL with a clear error and saves nothing', async () => {
    const before = await saved();
    const { body } = await createAd(await syntheticPhoto(5));
    expect(body.errors).toEqual([
      expect.objectContaining({ message: UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } }),
    ]);
    expect(await saved()).toEqual(before);
  });

  it('refuses an ad through REST with 503 and saves nothing', async () => {
    const before = await saved();
    const answer = await t.rest('POST', '/ads', restAdForm(await syntheticPhoto(6)), { token });
    expect(answer).toMatchObject({ status: 503, body: { error: UNAVAILABLE } });
    expect(await saved()).toEqual(before);
  });

  it('refuses a credit request with 503 and saves nothing', async () => {
    const before = await saved();
    const answer = await t.rest('POST', '/credit-requests', creditForm(await syntheticPhoto(7)), { token });
    expect(answer).toMatchObject({ status: 503, body: { error: UNAVAILABLE } });
    expect(await saved()).toEqual(before);
  });

  it('refuses a blog with its slides through GraphQL with a clear error and saves nothing', async () => {
    const admin = await t.tokenFor(await t.createUser({ role: 'admin' }));
    const before = await saved();
    const { body } = await t.upload(
      /* GraphQL */ `
        mutation ($input: CreateBlogInput!, $images: [File!]) {
          createBlog(input: $input, images: $images) {
            __typename
            ... on Error {
              message
            }
          }
        }
      `,
      { input: { slug: 'goa-nights', title: 'Goa nights', description: '<p>By the sea</p>' }, images: [null] },
      { 'images.0': { name: 'slide.jpg', type: 'image/jpeg', bytes: await syntheticPhoto(8) } },
      admin,
    );
    expect(body.errors).toEqual([
      expect.objectContaining({ message: UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } }),
    ]);
    expect(await saved()).toEqual(before);
  });

  it('answers /media with 503, not a 404 a cache would keep or a 500', async () => {
    const response = await t.app.request(`/media/${existing}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({
      error: 'This image cannot be shown right now. Please try again in a few minutes.',
    });

    const signed = new URL(signedMediaUrl('http://api.test', privateKeyOf(existing), t.config.jwtSecret));
    expect((await t.app.request(`${signed.pathname}${signed.search}`)).status).toBe(503);
  });
});
