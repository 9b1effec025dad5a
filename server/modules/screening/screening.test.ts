// Screening on ad creation and edits (issue 31): what holds an ad (terms in three scripts, an age
// under 18 in its texts, blocked phones and e-mail addresses, photos close to blocked ones, the
// new-advertiser setting), what a hold writes, what an edit does to a held or published ad, and the
// settings that drive it (the term list, holding new advertisers, the watermark).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../lib/dates.ts';
import { ValidationError } from '../../lib/errors.ts';
import { DEFAULT_SCREENING_TERMS, SCREENING_TERM_MESSAGES } from '../../lib/screening-terms.ts';
import { createTestApp } from '../../test/app.ts';
import { syntheticPhoto } from '../../test/photos.ts';
import { createAds, listPublicAds } from '../ads/service.ts';
import { editAd } from '../ads/editing.ts';
import { changeBalance } from '../credits/ledger.ts';
import { SAME_PHOTO_DISTANCE } from '../../lib/media/fingerprint.ts';
import { readSiteSettings, updateSiteSettings } from '../settings/service.ts';
import { publishHeldAd } from './review.ts';
import { CLOSE_PHOTO_DISTANCE } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;
let moderator: Awaited<ReturnType<typeof t.createUser>>;
const catalog = { city: 0, category: 0 };
const today = todayInIndia();
let photoSeed = 500;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.prisma;
  admin = await t.createUser({ role: 'admin' });
  moderator = await t.createUser({ role: 'moderator' });
  await db.creditScheme.create({ data: { id: 1, creditRate: '1', timePerCredit: '1' } });
  const state = await db.state.create({ data: { name: 'Goa' } });
  catalog.city = (await db.location.create({ data: { name: 'Panaji', stateId: state.id } })).id;
  catalog.category = (await db.category.create({ data: { name: 'Companions' } })).id;
});
afterAll(() => t.close());

/** An advertiser with credits and, when given, their own phone and e-mail address. */
async function advertiser(contact?: { phone?: string; email?: string }) {
  const user = await t.createUser(contact?.email ? { email: contact.email } : {});
  if (contact?.phone) await t.database.prisma.user.update({ where: { id: user.id }, data: { contact: contact.phone } });
  await t.database.prisma.$transaction((tx) => changeBalance(tx, { userId: user.id, amount: 50, kind: 'grant' }));
  return user;
}

type Owner = Awaited<ReturnType<typeof advertiser>>;

/** Creates one ad of `owner` running from today, with a new photo unless given; answers its row. */
async function create(owner: Owner, fields: Record<string, unknown> = {}) {
  const { ads } = await createAds(t.contextFor(owner), {
    name: 'Riya',
    description: 'Warm and friendly, dinner dates and travel.',
    startDate: today,
    endDate: addDays(today, 2),
    categoryId: catalog.category,
    locationIds: [catalog.city],
    age: 25,
    images: [await syntheticPhoto((photoSeed += 1))],
    ...fields,
  });
  return t.database.prisma.ad.findUniqueOrThrow({ where: { id: ads[0]!.id }, include: { images: true } });
}

const isListed = async (adId: number) =>
  (await listPublicAds(t.contextFor(null), {}, { take: 500 })).some((ad) => ad.id === adId);
const adRow = (adId: number) => t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId } });

/** Saves the site settings as an admin's form does, with `changes` over what is saved now. */
async function saveSettings(changes: Record<string, unknown>) {
  const settings = await readSiteSettings(t.contextFor(admin));
  return updateSiteSettings(t.contextFor(admin), {
    siteName: settings.siteName,
    contactEmail: settings.contactEmail,
    contactPhone: settings.contactPhone,
    supportHours: settings.supportHours,
    grievanceOfficerName: settings.grievanceOfficer.name,
    grievanceOfficerEmail: settings.grievanceOfficer.email,
    grievanceOfficerPhone: settings.grievanceOfficer.phone,
    notificationEmails: settings.notificationEmails,
    ...changes,
  });
}

describe('a new ad', () => {
  it('is held when its text holds a term and states an age under 18: hidden, queued, with its reasons, and out of the listing', async () => {
    const ad = await create(await advertiser(), { description: '16 year old schoolgirl look, call now' });
    expect(ad.holdReasons).toEqual(['term:schoolgirl', 'age:16']);
    expect(ad.heldAt).not.toBeNull();
    expect(ad.hiddenAt).toEqual(ad.heldAt);
    expect(ad.moderationQueuedAt).toEqual(ad.heldAt);
    expect(ad.takenDownAt).toBeNull();
    expect(await isListed(ad.id)).toBe(false);
  });

  it('is published as ever when nothing holds it', async () => {
    const ad = await create(await advertiser());
    expect(ad).toMatchObject({ heldAt: null, hiddenAt: null, moderationQueuedAt: null, holdReasons: [] });
    expect(await isListed(ad.id)).toBe(true);
  });

  it('is read in every text: name, services, quick summaries and custom sections, in Devanagari and Hinglish too', async () => {
    const owner = await advertiser();
    expect((await create(owner, { name: 'Nabalig Riya' })).holdReasons).toEqual(['term:nabalig']);
    expect((await create(owner, { services: ['Dinner date', 'Full Service'] })).holdReasons).toEqual([
      'term:full service',
    ]);
    expect((await create(owner, { quickSummaries: [{ name: 'Type', value: 'कच्ची कली' }] })).holdReasons).toEqual([
      'term:कच्ची कली',
    ]);
    expect(
      (await create(owner, { customSections: [{ title: 'Rates', description: 'r a t e  p e r  s h o t 2000' }] }))
        .holdReasons,
    ).toEqual(['term:per shot']);
    expect((await create(owner, { description: 'Kam-umar ki ladki, sirf 16 saal ki' })).holdReasons).toEqual([
      'term:kam umar',
      'age:16',
    ]);
    // every city of one request is one ad: each is held
    const { ads } = await createAds(t.contextFor(owner), {
      name: 'Riya',
      description: 'ѕсhооlgіrl',
      startDate: today,
      endDate: today,
      categoryId: catalog.category,
      locationIds: [
        catalog.city,
        (
          await t.database.prisma.location.create({
            data: {
              name: 'Margao',
              stateId: (await t.database.prisma.location.findUniqueOrThrow({ where: { id: catalog.city } })).stateId,
            },
          })
        ).id,
      ],
      age: 25,
      images: [await syntheticPhoto((photoSeed += 1))],
    });
    expect(ads.map((ad) => ad.holdReasons)).toEqual([['term:schoolgirl'], ['term:schoolgirl']]);
  });

  it("is held when its own phone, its advertiser's phone, or its advertiser's e-mail address or domain is on the blocklist", async () => {
    const db = t.database.prisma;
    await db.blocklistEntry.createMany({
      data: [
        { kind: 'phone', value: '9000000001', reason: 'Ring of fake ads' },
        { kind: 'phone', value: '9000000002', reason: 'Ring of fake ads' },
        { kind: 'email', value: 'banned@example.com', reason: 'Banned advertiser' },
        { kind: 'domain', value: 'spam-ring.test', reason: 'Spam ring' },
      ],
    });
    expect((await create(await advertiser(), { contact: '9000000001' })).holdReasons).toEqual(['blocked_phone']);
    expect((await create(await advertiser({ phone: '9000000002' }))).holdReasons).toEqual(['blocked_phone']);
    expect((await create(await advertiser({ email: 'banned@example.com' }))).holdReasons).toEqual(['blocked_email']);
    expect((await create(await advertiser({ email: 'riya@mail.spam-ring.test' }))).holdReasons).toEqual([
      'blocked_email',
    ]);
    expect((await create(await advertiser(), { contact: '9000000003' })).holdReasons).toEqual([]);
  });

  it('is held when a photo is close to a blocked one; a farther one passes, a same one is refused', async () => {
    expect(SAME_PHOTO_DISTANCE).toBeLessThan(CLOSE_PHOTO_DISTANCE);
    const owner = await advertiser();
    const photo = await syntheticPhoto(9001);
    const first = await create(owner, { images: [photo] });
    const fingerprint = first.images[0]!.fingerprint!;
    /** The fingerprint with its lowest `bits` bits flipped: that many bits from the photo's. */
    const flipped = (bits: number) => BigInt.asIntN(64, fingerprint ^ ((1n << BigInt(bits)) - 1n));
    const blocked = await t.database.prisma.blockedImage.create({
      data: {
        fingerprint: flipped(CLOSE_PHOTO_DISTANCE),
        path: 'x/close.webp',
        reason: 'Stolen',
        blockedById: admin.id,
      },
    });
    expect((await create(owner, { images: [photo] })).holdReasons).toEqual(['photo']);

    await t.database.prisma.blockedImage.update({
      where: { id: blocked.id },
      data: { fingerprint: flipped(CLOSE_PHOTO_DISTANCE + 1) },
    });
    expect((await create(owner, { images: [photo] })).holdReasons).toEqual([]);

    await t.database.prisma.blockedImage.update({
      where: { id: blocked.id },
      data: { fingerprint: flipped(SAME_PHOTO_DISTANCE) },
    });
    await expect(create(owner, { images: [photo] })).rejects.toThrow(ValidationError);
    await t.database.prisma.blockedImage.delete({ where: { id: blocked.id } });
  });
});

describe('holding new advertisers (site setting, off by default)', () => {
  it('holds every ad of an advertiser none of whose ads is published, until the desk publishes one', async () => {
    const established = await advertiser();
    const earlier = await create(established);
    expect((await readSiteSettings(t.contextFor(admin))).holdNewAdvertisers).toBe(false);
    const newcomer = await advertiser();
    expect((await create(newcomer)).holdReasons).toEqual([]);
    await t.database.prisma.ad.deleteMany({ where: { userId: newcomer.id } });

    await saveSettings({ holdNewAdvertisers: true });
    try {
      const first = await create(newcomer);
      const second = await create(newcomer, { description: 'Full service' });
      expect(first.holdReasons).toEqual(['new_advertiser']);
      expect(second.holdReasons).toEqual(['term:full service', 'new_advertiser']);
      // an advertiser with a published ad (from before the setting, or published by the desk) is not new
      expect((await create(established)).holdReasons).toEqual([]);
      expect(earlier.heldAt).toBeNull();
      await publishHeldAd(t.contextFor(moderator), first.id);
      expect((await create(newcomer)).holdReasons).toEqual([]);
    } finally {
      await saveSettings({ holdNewAdvertisers: false });
    }
  });
});

describe('an edit', () => {
  const contents = (ad: { id: number; images: { id: number }[] }, description: string) => ({
    adId: ad.id,
    name: 'Riya',
    description,
    age: 25,
    keepImageIds: ad.images.map((image) => image.id),
  });

  it('that adds risky text to a published ad holds it; one that removes it does not publish it', async () => {
    const owner = await advertiser();
    const ad = await create(owner);
    const held = await editAd(t.contextFor(owner), contents(ad, 'Now with a teenage friend, full service'));
    expect(held.requeued).toBe(true);
    const afterHold = await adRow(ad.id);
    expect(afterHold.holdReasons).toEqual(['term:teenage', 'term:full service']);
    expect(afterHold.heldAt).not.toBeNull();
    expect(afterHold.hiddenAt).not.toBeNull();
    expect(await isListed(ad.id)).toBe(false);
    const audit = await t.database.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'ad.edit', subjectId: ad.id },
      orderBy: { id: 'desc' },
    });
    expect(audit.after).toMatchObject({ holdReasons: ['term:teenage', 'term:full service'] });

    const cleaned = await editAd(t.contextFor(owner), contents(ad, 'Dinner dates only'));
    expect(cleaned.requeued).toBe(true);
    const afterClean = await adRow(ad.id);
    expect(afterClean.heldAt).toEqual(afterHold.heldAt);
    expect(afterClean.holdReasons).toEqual(afterHold.holdReasons);
    expect(afterClean.hiddenAt).not.toBeNull();
    expect(await isListed(ad.id)).toBe(false);

    // more risky text while held adds its reasons
    await editAd(t.contextFor(owner), contents(ad, 'Age 16 year old'));
    expect((await adRow(ad.id)).holdReasons).toEqual(['term:teenage', 'term:full service', 'age:16']);
  });

  it('of a published ad that holds nothing changes nothing of its state', async () => {
    const owner = await advertiser();
    const ad = await create(owner);
    const edited = await editAd(t.contextFor(owner), contents(ad, 'Travel partner and dinner dates'));
    expect(edited.requeued).toBe(false);
    expect(await adRow(ad.id)).toMatchObject({
      heldAt: null,
      hiddenAt: null,
      moderationQueuedAt: null,
      holdReasons: [],
    });
    expect(await isListed(ad.id)).toBe(true);
  });
});

describe('the settings', () => {
  it("keep an admin's term list, which the screening then reads; the default list is kept as none", async () => {
    const saved = await saveSettings({ screeningTerms: '# our own\nmidnight special\nschoolgirl' });
    expect(saved).toMatchObject({
      screeningTerms: '# our own\nmidnight special\nschoolgirl',
      screeningTermsAreDefault: false,
    });
    const owner = await advertiser();
    expect((await create(owner, { description: 'The Midnight-Special!' })).holdReasons).toEqual([
      'term:midnight special',
    ]);
    // terms no longer in the list hold nothing
    expect((await create(owner, { description: 'full service' })).holdReasons).toEqual([]);

    await saveSettings({ screeningTerms: `${DEFAULT_SCREENING_TERMS}\r\n` });
    expect((await t.database.prisma.siteSettings.findUniqueOrThrow({ where: { id: 1 } })).screeningTerms).toBeNull();
    await saveSettings({ screeningTerms: 'only this' });
    await saveSettings({ screeningTerms: null });
    const settings = await readSiteSettings(t.contextFor(admin));
    expect(settings).toMatchObject({ screeningTerms: DEFAULT_SCREENING_TERMS, screeningTermsAreDefault: true });
    expect((await create(owner, { description: 'full service' })).holdReasons).toEqual(['term:full service']);
  });

  it('refuse a bad term list or a setting that is not true or false, changing nothing', async () => {
    await saveSettings({ screeningTerms: 'kept term' });
    const entries = await t.database.prisma.auditEntry.count({ where: { action: 'siteSettings.update' } });
    await expect(saveSettings({ screeningTerms: '' })).rejects.toMatchObject({
      message: SCREENING_TERM_MESSAGES.empty,
      field: 'screeningTerms',
    });
    await expect(saveSettings({ screeningTerms: `ok\n${'x'.repeat(61)}` })).rejects.toMatchObject({
      message: SCREENING_TERM_MESSAGES.termTooLong(2),
      field: 'screeningTerms',
    });
    await expect(saveSettings({ screeningTerms: 42 })).rejects.toMatchObject({ field: 'screeningTerms' });
    await expect(saveSettings({ holdNewAdvertisers: 'yes' })).rejects.toMatchObject({ field: 'holdNewAdvertisers' });
    await expect(saveSettings({ watermarkPhotos: 1 })).rejects.toMatchObject({ field: 'watermarkPhotos' });
    expect((await t.database.prisma.siteSettings.findUniqueOrThrow({ where: { id: 1 } })).screeningTerms).toBe(
      'kept term',
    );
    expect(await t.database.prisma.auditEntry.count({ where: { action: 'siteSettings.update' } })).toBe(entries);
    await saveSettings({ screeningTerms: null });
  });

  it('keep the watermark setting (on by default) and leave the screening settings as they are when a form does not send them', async () => {
    expect((await readSiteSettings(t.contextFor(admin))).watermarkPhotos).toBe(true);
    await saveSettings({ watermarkPhotos: false, holdNewAdvertisers: true, screeningTerms: 'one term' });
    const saved = await saveSettings({ siteName: 'Another Name' });
    expect(saved).toMatchObject({ watermarkPhotos: false, holdNewAdvertisers: true, screeningTerms: 'one term' });
    const entry = await t.database.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'siteSettings.update' },
      orderBy: { id: 'desc' },
    });
    expect(entry.after).toMatchObject({ watermarkPhotos: false, holdNewAdvertisers: true, screeningTerms: 'one term' });
    await saveSettings({ watermarkPhotos: true, holdNewAdvertisers: false, screeningTerms: null });
    const reset = await t.database.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'siteSettings.update' },
      orderBy: { id: 'desc' },
    });
    expect(reset.after).toMatchObject({ screeningTerms: '(the default list)' });
  });

  it('are read and saved through GraphQL by admins only', async () => {
    const query = /* GraphQL */ `
      query {
        siteSettings {
          screeningTerms
          screeningTermsAreDefault
          defaultScreeningTerms
          holdNewAdvertisers
          watermarkPhotos
        }
      }
    `;
    const asAdmin = await t.graphql(query, {}, await t.tokenFor(admin));
    expect(asAdmin.body.data.siteSettings).toEqual({
      screeningTerms: DEFAULT_SCREENING_TERMS,
      screeningTermsAreDefault: true,
      defaultScreeningTerms: DEFAULT_SCREENING_TERMS,
      holdNewAdvertisers: false,
      watermarkPhotos: true,
    });
    for (const token of [await t.tokenFor(moderator), await t.tokenFor(await advertiser()), undefined]) {
      const refused = await t.graphql(query, {}, token);
      expect(refused.body.data?.siteSettings ?? null).toBeNull();
      expect(refused.body.errors?.length).toBeGreaterThan(0);
    }

    const mutation = /* GraphQL */ `
      mutation ($terms: String) {
        updateSiteSettings(
          siteName: "Companion Directory"
          contactEmail: "team@example.com"
          contactPhone: ""
          supportHours: ""
          grievanceOfficerName: "Officer"
          grievanceOfficerEmail: "officer@example.com"
          grievanceOfficerPhone: ""
          notificationEmails: []
          screeningTerms: $terms
          holdNewAdvertisers: false
          watermarkPhotos: true
        ) {
          __typename
          ... on MutationUpdateSiteSettingsSuccess {
            siteSettings {
              screeningTerms
            }
          }
          ... on ValidationError {
            field
            message
          }
        }
      }
    `;
    const refused = await t.graphql(mutation, { terms: '#\n' }, await t.tokenFor(admin));
    expect(refused.body.data.updateSiteSettings).toEqual({
      __typename: 'ValidationError',
      field: 'screeningTerms',
      message: SCREENING_TERM_MESSAGES.empty,
    });
    const saved = await t.graphql(mutation, { terms: 'alpha term\nbeta term' }, await t.tokenFor(admin));
    expect(saved.body.data.updateSiteSettings.siteSettings.screeningTerms).toBe('alpha term\nbeta term');
    await saveSettings({ screeningTerms: null });
  });
});
