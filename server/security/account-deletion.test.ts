// Issue 30, finding 5: deleting an account deleted the evidence. An open `underage` report vanished
// from the moderation queue with the ad, the same e-mail could register again at once, and audit
// entries about the account's images kept the photo's storage key. Now an ad moderation still has
// to decide stays (text and photos, without the account's personal data) until an admin decides;
// decided reports and takedowns stay as records; the e-mail and phone of a deleted or suspended
// account may not register for a recorded period (a keyed hash of each is all that is kept).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOnly, todayInIndia } from '../lib/dates.ts';
import { createTestApp } from '../test/app.ts';
import { syntheticPhoto } from '../test/photos.ts';
import { differenceHash } from '../lib/media/fingerprint.ts';
import { sendSignupOtp, signUp } from '../modules/auth/service.ts';
import { createOtp } from '../modules/auth/otp.ts';
import {
  blockRegistration,
  purgeExpiredRegistrationBlocks,
  registrationRefusal,
  REGISTRATION_BLOCK_DAYS,
  REGISTRATION_BLOCK_MESSAGES,
} from '../modules/auth/registration-blocks.ts';
import { reportAd } from '../modules/reports/service.ts';
import { changeUserStatus } from '../modules/users/service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;
const place = { city: 0, category: 0 };
const today = todayInIndia();
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.prisma;
  admin = await t.createUser({ role: 'admin' });
  const state = await db.state.create({ data: { name: 'Karnataka' } });
  place.city = (await db.location.create({ data: { name: 'Mysuru', stateId: state.id } })).id;
  place.category = (await db.category.create({ data: { name: 'Companions' } })).id;
});
afterAll(() => t.close());

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
let visitors = 0;
/** A new visitor each call, so the per-network limits of sign-up and reports do not add up across the file. */
const visitor = () => t.contextFor(null, `deletion-visitor-${(visitors += 1)}`);

const DELETE = /* GraphQL */ `
  mutation ($input: DeleteMyAccountInput!) {
    deleteMyAccount(input: $input) {
      __typename
      ... on MutationDeleteMyAccountSuccess {
        deleted
      }
      ... on Error {
        message
      }
    }
  }
`;
const QUEUE = /* GraphQL */ `
  query {
    moderationQueue(first: 50) {
      edges {
        node {
          id
          databaseId
          name
          description
          images {
            url
          }
          openReports {
            reason
            details
            reference
          }
          advertiser {
            name
            email
          }
        }
      }
    }
  }
`;
const TAKE_DOWN = /* GraphQL */ `
  mutation ($input: TakeDownAdInput!) {
    takeDownAd(input: $input) {
      __typename
      ... on MutationTakeDownAdSuccess {
        ad {
          takenDown
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const TAKE_DOWN_IMAGE = /* GraphQL */ `
  mutation ($input: TakeDownAdImageInput!) {
    takeDownAdImage(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

/** An advertiser with a distinct e-mail and phone, and a running ad per photo (each photo stored as a real file). */
async function advertiserWithAds(email: string, contact: string, photoSeeds: number[]) {
  const db = t.database.prisma;
  const user = await t.createUser({ email });
  await db.user.update({ where: { id: user.id }, data: { contact } });
  const ads = [];
  for (const seed of photoSeeds) {
    const bytes = await syntheticPhoto(seed, 200, 150);
    const key = await t.storage.put(bytes, 'jpg');
    const ad = await db.ad.create({
      data: {
        userId: user.id,
        name: `Anjali ${seed}`,
        description: `Call me on ${contact}, new in Mysuru`,
        contact,
        startDate: dateOnly(today),
        endDate: dateOnly(addDays(today, 5)),
        creditsUsed: 1,
        categoryId: place.category,
        locationId: place.city,
        images: { create: [{ path: key, width: 200, height: 150, fingerprint: await differenceHash(bytes) }] },
      },
      include: { images: true },
    });
    ads.push({ id: ad.id, imageId: ad.images[0]!.id, key });
  }
  return { user, ads, token: await t.tokenFor(user) };
}

async function deleteAccount(token: string) {
  const { body } = await t.graphql(DELETE, { input: { password: 'password123' } }, token);
  expect(body.data.deleteMyAccount).toEqual({ __typename: 'MutationDeleteMyAccountSuccess', deleted: true });
}

/** The code mailed to `email` by the last sign-up request, or null when none was (the mail says why). */
function codeMailedTo(email: string): string | null {
  const mail = t.mailer.lastTo(email);
  return /^Your verification code is (\d{6})$/.exec(mail?.text.split('\n')[0] ?? '')?.[1] ?? null;
}

function signUpInput(email: string, contact: string, emailOTP: string) {
  return {
    name: 'Anjali',
    contact,
    email,
    emailOTP,
    password: 'long-enough-password',
    confirmPassword: 'long-enough-password',
    dateOfBirth: '1994-03-12',
  };
}

/** Asks for a sign-up code at `now` and signs up with it; answers the account's status, or the refusal's message. */
async function register(typed: string, contact: string, now: Date): Promise<string> {
  const email = typed.toLowerCase();
  await sendSignupOtp(visitor(), { email, contact }, now);
  // a blocked address gets no code by mail: one stored by hand shows the sign-up itself refuses it too
  const code =
    codeMailedTo(email) ??
    (
      await createOtp(
        t.database.prisma,
        t.config.jwtSecret,
        { email, purpose: 'signup' },
        new Date(now.getTime() + 61_000),
      )
    ).code;
  return signUp(visitor(), signUpInput(email, contact, code), new Date(now.getTime() + 62_000)).then(
    (result) => result.status,
    (error: Error) => error.message,
  );
}

describe('deleting an account keeps the evidence', () => {
  it("an open underage report survives with the ad's text and photo; an admin decides it, which erases the ad but keeps the records", async () => {
    const db = t.database.prisma;
    const { user, ads, token } = await advertiserWithAds('anjali.k@example.com', '9811122233', [401, 402, 403]);
    const [reported, imageTakenDown, decided] = ads as [
      (typeof ads)[number],
      (typeof ads)[number],
      (typeof ads)[number],
    ];
    const adminToken = await t.tokenFor(admin);
    // a moderator took a photo off one ad earlier (its audit entry names the photo's key)
    const image = await t.graphql(
      TAKE_DOWN_IMAGE,
      { input: { imageId: globalId('AdImage', imageTakenDown.imageId), reason: 'Not her photo' } },
      adminToken,
    );
    expect(image.body.data.takeDownAdImage.__typename).toBe('MutationTakeDownAdImageSuccess');
    // another ad was reported and taken down: a decided report and a takedown
    await reportAd(visitor(), { adId: decided.id, reason: 'scam', details: 'Asked for an advance' });
    expect(
      (await t.graphql(TAKE_DOWN, { input: { adId: globalId('Ad', decided.id), reason: 'Scam' } }, adminToken)).body
        .data.takeDownAd.__typename,
    ).toBe('MutationTakeDownAdSuccess');
    // the report that matters most, not yet seen by anyone
    const { reference } = await reportAd(visitor(), {
      adId: reported.id,
      reason: 'underage',
      details: 'She looks fifteen',
    });

    await deleteAccount(token);

    // the queue still shows the reported ad, its text and photo, and the report; not the person
    const queue = await t.graphql(QUEUE, {}, adminToken);
    const node = queue.body.data.moderationQueue.edges
      .map((edge: { node: { databaseId: number } }) => edge.node)
      .find((ad: { databaseId: number }) => ad.databaseId === reported.id);
    expect(node).toMatchObject({
      name: 'Anjali 401',
      description: 'Call me on 9811122233, new in Mysuru',
      images: [{ url: expect.stringContaining(reported.key.replace(/\.jpg$/, '')) }],
      openReports: [{ reason: 'underage', details: 'She looks fifteen', reference }],
      advertiser: { name: 'Deleted account', email: `deleted-${user.id}@deleted.invalid` },
    });
    expect(await db.ad.findUniqueOrThrow({ where: { id: reported.id } })).toMatchObject({ contact: null });
    expect(await t.storage.open(reported.key)).not.toBeNull();
    // the decided report and the takedown stay as records, without the ad's contents
    expect(
      await db.ad.findUniqueOrThrow({ where: { id: decided.id }, include: { reports: true, images: true } }),
    ).toMatchObject({
      name: '[erased]',
      description: '',
      contact: null,
      takedownReason: 'Scam',
      takenDownAt: expect.any(Date),
      images: [],
      reports: [expect.objectContaining({ reason: 'scam', status: 'actioned' })],
    });
    // the ad with nothing to keep is gone
    expect(await db.ad.findUnique({ where: { id: imageTakenDown.id } })).toBeNull();

    // no audit entry keeps a storage key of the account's photos, nor its contact
    const audit = JSON.stringify(await db.auditEntry.findMany());
    for (const { key } of ads) expect(audit).not.toContain(key.replace(/\.jpg$/, ''));
    expect(audit).not.toContain('9811122233');

    // a moderator may take a photo off it meanwhile: that entry keeps no storage key either
    const heldImage = await t.graphql(
      TAKE_DOWN_IMAGE,
      { input: { imageId: globalId('AdImage', reported.imageId), reason: 'Evidence noted', block: true } },
      adminToken,
    );
    expect(heldImage.body.data.takeDownAdImage.__typename).toBe('MutationTakeDownAdImageSuccess');

    // the admin decides: the ad is taken down, its report actioned; then its contents go
    const decision = await t.graphql(TAKE_DOWN, { input: { adId: node.id, reason: 'Underage' } }, adminToken);
    expect(decision.body.data.takeDownAd).toEqual({ __typename: 'MutationTakeDownAdSuccess', ad: { takenDown: true } });
    expect(
      await db.ad.findUniqueOrThrow({ where: { id: reported.id }, include: { reports: true, images: true } }),
    ).toMatchObject({
      name: '[erased]',
      description: '',
      takedownReason: 'Underage',
      images: [],
      reports: [expect.objectContaining({ reason: 'underage', reference, status: 'actioned' })],
    });
    // blocked, so its file stays for the moderators (blocked_images), named nowhere in the audit log
    expect(await t.storage.open(reported.key)).not.toBeNull();
    const entry = await db.auditEntry.findFirstOrThrow({ where: { action: 'ad.takeDown', subjectId: reported.id } });
    expect(entry.after).toMatchObject({ name: '[erased]', takedownReason: 'Underage', reportsActioned: 1 });
    const finalAudit = JSON.stringify(await db.auditEntry.findMany());
    expect(finalAudit).not.toContain('Anjali 401');
    for (const { key } of ads) expect(finalAudit).not.toContain(key.replace(/\.jpg$/, ''));
    // no mail to the erased address
    expect(t.mailer.sent.filter((mail) => mail.to.endsWith('@deleted.invalid'))).toEqual([]);
  });
});

describe('the e-mail and phone of a deleted account cannot register again for a while', () => {
  it('refuses them for the recorded period (longer after moderation), then lets them register', async () => {
    const start = new Date();
    // deleted with a report on its ads: the longer period
    const reported = await advertiserWithAds('kavya.rao@gmail.com', '9822233344', [411]);
    await reportAd(visitor(), { adId: reported.ads[0]!.id, reason: 'spam' });
    await deleteAccount(reported.token);
    // deleted with nothing against it: the shorter one
    const quiet = await advertiserWithAds('leela@example.com', '9833344455', [412]);
    await deleteAccount(quiet.token);

    const blocks = await t.database.prisma.registrationBlock.findMany();
    // only keyed hashes: neither the addresses nor the numbers are kept
    for (const text of ['kavya', 'leela', '9822233344', '9833344455'])
      expect(JSON.stringify(blocks)).not.toContain(text);

    const short = REGISTRATION_BLOCK_DAYS.account_deleted;
    const long = REGISTRATION_BLOCK_DAYS.account_deleted_under_moderation;
    expect(long).toBeGreaterThan(short);
    const at = (days: number) => new Date(start.getTime() + days * DAY);

    // the same mailbox written another way is the same address; no code is mailed, the mail says until when
    expect(await register('Kavya.Rao+again@gmail.com', '9000000001', at(0))).toMatch(
      /^This e-mail address belonged to an account that was deleted\. It can be used to register again from /,
    );
    expect(t.mailer.lastTo('kavya.rao+again@gmail.com')?.text).toContain('It can be used to register again from');
    // the phone under a new address: refused without saying whose it was
    expect(await register('new-number-holder@example.com', '9822233344', at(1))).toBe(
      REGISTRATION_BLOCK_MESSAGES.contact,
    );
    expect(await register('leela@example.com', '9833344455', at(short - 1))).toMatch(
      /^This e-mail address belonged to an account that was deleted/,
    );
    expect(await register('kavya.rao@gmail.com', '9822233344', at(short + 1))).toMatch(
      /^This e-mail address belonged to an account that was deleted/,
    );

    // the REST layer answers the same refusal as its other failures: 400 with the words
    const code = (
      await createOtp(
        t.database.prisma,
        t.config.jwtSecret,
        { email: 'leela@example.com', purpose: 'signup' },
        at(short),
      )
    ).code;
    const rest = await t.rest('POST', '/users/signup', signUpInput('leela@example.com', '9833344455', code));
    expect(rest).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^This e-mail address belonged to an account that was deleted/) },
    });

    // past each period: registered as a new account request
    expect(await register('leela@example.com', '9833344455', at(short + 1))).toBe('requested');
    expect(await register('kavya.rao@gmail.com', '9822233344', at(long + 1))).toBe('requested');
  });

  it("a suspended account's phone cannot register under another address until it is reinstated", async () => {
    const banned = await advertiserWithAds('banned@example.com', '9844455566', []);
    // without the desk's blocklist (issue 31), which would refuse the phone before this block is read
    await changeUserStatus(t.contextFor(admin), {
      id: banned.user.id,
      status: 'suspended',
      reason: 'Fake photos',
      addToBlocklist: false,
    });
    expect(await register('fresh-start@example.com', '9844455566', new Date())).toBe(
      REGISTRATION_BLOCK_MESSAGES.contact,
    );

    await changeUserStatus(t.contextFor(admin), { id: banned.user.id, status: 'active' });
    expect(await register('fresh-start@example.com', '9844455566', new Date(Date.now() + 120_000))).toBe('requested');
  });

  it('forgets a block once its period has passed (the periodic purge), and only then', async () => {
    const db = t.database.prisma;
    const start = new Date();
    const person = { email: 'purged@example.com', contact: '9855566677' };
    const until = await blockRegistration(db, t.config.jwtSecret, person, 'account_deleted', start);
    const hashes = async () => (await db.registrationBlock.findMany({ where: { until } })).length;
    expect(await hashes()).toBe(2);
    await purgeExpiredRegistrationBlocks(db, new Date(until.getTime() - 1));
    expect(await hashes()).toBe(2);
    expect(await registrationRefusal(db, t.config.jwtSecret, person, new Date(until.getTime() - 1))).not.toBeNull();
    expect(await purgeExpiredRegistrationBlocks(db, until)).toBeGreaterThanOrEqual(2);
    expect(await hashes()).toBe(0);
  });
});
