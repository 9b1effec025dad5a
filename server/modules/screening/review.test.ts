// Held ads (issue 31): out of every public path while held (listing, search, the ad's page and its
// JSON-LD, the sitemap, REST), seen by their owner as under review and by the desk with the reasons,
// and published or refused by the desk (a moderator too) with the advertiser mailed and the decision
// audited; a refusal returns the credits of the days not run when the desk says so.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adPathOf } from '../../../common/routes.ts';
import { addDays, isoDate, todayInIndia } from '../../lib/dates.ts';
import { NotAllowedError, ValidationError, WrongStateError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import type { PageRenderer } from '../../../common/pageRendering.ts';
import { syntheticPhoto } from '../../test/photos.ts';
import { createAds } from '../ads/service.ts';
import { changeBalance } from '../credits/ledger.ts';
import { dismissAdReports, MODERATION_MESSAGES, restoreAd, takeDownAd } from '../moderation/service.ts';
import { createSitemaps } from '../seo/sitemap.ts';
import { deleteMyAccount } from '../users/account.ts';
import { daysNotRun, publishHeldAd, refuseHeldAd, REVIEW_MESSAGES } from './review.ts';

const clientDist = mkdtempSync(join(tmpdir(), 'directory-screening-dist-'));
writeFileSync(
  join(clientDist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>',
);
const ORIGIN = 'https://directory.example';

let t: Awaited<ReturnType<typeof createTestApp>>;
let moderator: Awaited<ReturnType<typeof t.createUser>>;
const catalog = { city: 0, category: 0, citySlug: '' };
const today = todayInIndia();
let photoSeed = 700;

beforeAll(async () => {
  // the server's renderer as the build ships it: an ad page's status and JSON-LD are the rendered page's
  const pageRenderer = (await import('../../../client/src/renderPage.tsx')) as PageRenderer;
  t = await createTestApp({ clientDist, pageRenderer, env: { PUBLIC_ORIGIN: ORIGIN } });
  const db = t.database.prisma;
  moderator = await t.createUser({ role: 'moderator' });
  await db.creditScheme.create({ data: { id: 1, creditRate: '1', timePerCredit: '1' } });
  const state = await db.state.create({ data: { name: 'Karnataka' } });
  const city = await db.location.create({ data: { name: 'Mysuru', stateId: state.id } });
  catalog.city = city.id;
  catalog.citySlug = city.slug;
  catalog.category = (await db.category.create({ data: { name: 'Companions' } })).id;
});
afterAll(() => t.close());

async function advertiser() {
  const user = await t.createUser();
  await t.database.prisma.$transaction((tx) => changeBalance(tx, { userId: user.id, amount: 50, kind: 'grant' }));
  return user;
}

type Owner = Awaited<ReturnType<typeof advertiser>>;

/** An ad of `owner` running from `startDate` for 3 days; held when its description holds a term. */
async function create(owner: Owner, name: string, description: string, startDate = today) {
  const { ads } = await createAds(t.contextFor(owner), {
    name,
    description,
    startDate,
    endDate: addDays(startDate, 2),
    categoryId: catalog.category,
    locationIds: [catalog.city],
    age: 25,
    images: [await syntheticPhoto((photoSeed += 1))],
  });
  return ads[0]!;
}

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const adRow = (adId: number) => t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId } });
const balanceOf = async (userId: number) =>
  (await t.database.prisma.user.findUniqueOrThrow({ where: { id: userId } })).credits;

/** Where the public finds ads: whether `adId` (named `name`) is in each. */
async function publicPaths(adId: number, name: string) {
  const listing = await t.graphql(
    `query ($city: ID) { ads(locationId: $city, first: 100) { edges { node { databaseId } } } }`,
    { city: globalId('Location', catalog.city) },
  );
  const search = await t.graphql(
    `query ($q: String!) { searchAds(search: $q, first: 20) { edges { node { databaseId } } } }`,
    { q: name },
  );
  const node = await t.graphql(`query ($id: ID!) { ad(id: $id) { databaseId } }`, { id: globalId('Ad', adId) });
  const restListing = await t.rest('POST', '/ads/getByLocation', { locationId: catalog.city, pageSize: 100 });
  const restSearch = await t.rest('POST', '/ads/getByLocation', { locationId: catalog.city, search: name });
  const row = await t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId }, include: { location: true } });
  // the ad's readable address (issue 33)
  const adPath = adPathOf({ citySlug: row.location.slug, name: row.name, databaseId: adId });
  const adPage = await t.app.request(adPath);
  const listingPage = await (await t.app.request(`/call-girls/${catalog.citySlug}`)).text();
  const itemList = [...listingPage.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as { '@type': string; itemListElement?: { url: string }[] })
    .find((object) => object['@type'] === 'ItemList');
  const sitemap = (await createSitemaps(t.database.prisma).child(ORIGIN, 'ads-1.xml')) ?? null;
  const { gunzipSync } = await import('node:zlib');
  const adUrl = `${ORIGIN}${adPath}`;
  return {
    listing: listing.body.data.ads.edges.some((edge: any) => edge.node.databaseId === adId),
    search: search.body.data.searchAds.edges.some((edge: any) => edge.node.databaseId === adId),
    ad: node.body.data.ad !== null,
    restListing: restListing.body.ads.some((ad: any) => ad.id === adId),
    restSearch: restSearch.body.ads.some((ad: any) => ad.id === adId),
    adPage: adPage.status,
    jsonLd: (itemList?.itemListElement ?? []).some((item) => item.url === adUrl),
    sitemap: sitemap !== null && gunzipSync(sitemap).toString('utf8').includes(`<loc>${adUrl}</loc>`),
  };
}

describe('a held ad', () => {
  it('is out of every public path until the desk publishes it, then in every one', async () => {
    const owner = await advertiser();
    const ad = await create(owner, 'Zephyrina', 'Zephyrina, barely legal and sweet');
    expect(ad.heldAt).not.toBeNull();
    expect(await publicPaths(ad.id, 'Zephyrina')).toEqual({
      listing: false,
      search: false,
      ad: false,
      restListing: false,
      restSearch: false,
      adPage: 404,
      jsonLd: false,
      sitemap: false,
    });
    await publishHeldAd(t.contextFor(moderator), ad.id);
    expect(await publicPaths(ad.id, 'Zephyrina')).toEqual({
      listing: true,
      search: true,
      ad: true,
      restListing: true,
      restSearch: true,
      adPage: 200,
      jsonLd: true,
      sitemap: true,
    });
  });

  it("is under review to its owner, who reads no reasons, and in the desk's queue with its reasons", async () => {
    const owner = await advertiser();
    const held = await create(owner, 'Ishani', 'Ishani, nabalig look');
    const open = await create(owner, 'Ishani', 'Ishani, dinner dates');
    const fields = `underReview heldAt holdReasons`;
    const mine = await t.graphql(
      `query { myAds(first: 10) { edges { node { databaseId ${fields} } } } }`,
      {},
      await t.tokenFor(owner),
    );
    expect(mine.body.data.myAds.edges.map((edge: any) => edge.node)).toEqual([
      { databaseId: open.id, underReview: false, heldAt: null, holdReasons: null },
      { databaseId: held.id, underReview: true, heldAt: null, holdReasons: null },
    ]);
    const rest = await t.rest('GET', '/ads', undefined, { token: await t.tokenFor(owner) });
    expect(rest.body.ads.map((ad: any) => ad.id)).toEqual([open.id, held.id]);

    const queue = await t.graphql(
      `query { moderationQueue(first: 100) { edges { node { databaseId moderationQueuedAt ${fields} } } } }`,
      {},
      await t.tokenFor(moderator),
    );
    const entry = queue.body.data.moderationQueue.edges
      .map((edge: any) => edge.node)
      .find((node: any) => node.databaseId === held.id);
    expect(entry).toMatchObject({ underReview: true, holdReasons: ['term:nabalig'] });
    expect(entry.heldAt).toBe(held.heldAt!.toISOString());

    // another advertiser and visitors read nothing of it
    const other = await t.graphql(
      `query ($id: ID!) { ad(id: $id) { ${fields} } }`,
      { id: globalId('Ad', held.id) },
      await t.tokenFor(await advertiser()),
    );
    expect(other.body.data.ad).toBeNull();
    const publicOpen = await t.graphql(`query ($id: ID!) { ad(id: $id) { ${fields} } }`, {
      id: globalId('Ad', open.id),
    });
    expect(publicOpen.body.data.ad).toEqual({ underReview: null, heldAt: null, holdReasons: null });
  });
});

describe('the desk', () => {
  it('publishes a held ad: the hold ends, the advertiser is mailed, the decision is audited with its actor', async () => {
    const owner = await advertiser();
    const ad = await create(owner, 'Kavya', 'Kavya, happy ending');
    const answer = await t.graphql(
      `mutation ($id: ID!) { publishHeldAd(adId: $id) { __typename ... on MutationPublishHeldAdSuccess { ad { databaseId underReview holdReasons } } ... on Error { message } } }`,
      { id: globalId('Ad', ad.id) },
      await t.tokenFor(moderator),
    );
    expect(answer.body.data.publishHeldAd).toEqual({
      __typename: 'MutationPublishHeldAdSuccess',
      ad: { databaseId: ad.id, underReview: false, holdReasons: [] },
    });
    expect(await adRow(ad.id)).toMatchObject({
      heldAt: null,
      hiddenAt: null,
      moderationQueuedAt: null,
      holdReasons: [],
      takenDownAt: null,
    });
    const mail = t.mailer.lastTo(owner.email)!;
    expect(mail.subject).toBe('Your ad "Kavya" is published');
    expect(mail.text).toContain('published it');
    const entry = await t.database.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'ad.publishHeld', subjectId: ad.id },
    });
    expect(entry.actorId).toBe(moderator.id);
    expect(entry.before).toMatchObject({ holdReasons: ['term:happy ending'] });
    expect(entry.after).toMatchObject({ holdReasons: [], heldAt: null });

    // decided: a second decision is refused, changing nothing
    await expect(publishHeldAd(t.contextFor(moderator), ad.id)).rejects.toThrow(
      new WrongStateError(REVIEW_MESSAGES.notHeld),
    );
    await expect(refuseHeldAd(t.contextFor(moderator), { adId: ad.id, reason: 'Late' })).rejects.toThrow(
      new WrongStateError(REVIEW_MESSAGES.notHeld),
    );
  });

  it('refuses a held ad with the reason its advertiser is mailed, returning the credits of its days not run when it says so', async () => {
    const owner = await advertiser();
    const later = addDays(today, 3);
    const refunded = await create(owner, 'Meera', 'Meera, sex for money', later);
    const kept = await create(owner, 'Meera', 'Meera, per shot rates');
    const before = await balanceOf(owner.id);

    const answer = await t.graphql(
      `mutation ($input: RefuseHeldAdInput!) { refuseHeldAd(input: $input) { __typename ... on MutationRefuseHeldAdSuccess { creditsRefunded ad { takenDown takedownReason underReview } } } }`,
      { input: { adId: globalId('Ad', refunded.id), reason: 'Offers sex for money.', refundCredits: true } },
      await t.tokenFor(moderator),
    );
    expect(answer.body.data.refuseHeldAd).toEqual({
      __typename: 'MutationRefuseHeldAdSuccess',
      creditsRefunded: 3,
      ad: { takenDown: true, takedownReason: 'Offers sex for money.', underReview: false },
    });
    expect(await balanceOf(owner.id)).toBe(before + 3);
    const row = await adRow(refunded.id);
    expect(row).toMatchObject({
      heldAt: null,
      holdReasons: [],
      moderationQueuedAt: null,
      creditsUsed: 0,
      takedownReason: 'Offers sex for money.',
    });
    expect(isoDate(row.endDate)).toBe(addDays(today, -1));
    const ledger = await t.database.prisma.creditLedgerEntry.findFirstOrThrow({
      where: { adId: refunded.id, kind: 'refund' },
    });
    expect(ledger).toMatchObject({ amount: 3, reason: 'Refused on review: 3 days not run' });
    const mail = t.mailer.lastTo(owner.email)!;
    expect(mail.subject).toBe('Your ad "Meera" was not published');
    expect(mail.text).toContain('Offers sex for money.');
    expect(mail.text).toContain('3 credits were returned');

    await refuseHeldAd(t.contextFor(moderator), { adId: kept.id, reason: 'Sells sex by the shot.' });
    expect(await balanceOf(owner.id)).toBe(before + 3);
    expect(await adRow(kept.id)).toMatchObject({
      creditsUsed: 3,
      takedownReason: 'Sells sex by the shot.',
      heldAt: null,
    });
    expect(t.mailer.lastTo(owner.email)!.text).toContain('Its credits were not returned.');
    const entry = await t.database.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'ad.refuseHeld', subjectId: kept.id },
    });
    expect(entry).toMatchObject({
      actorId: moderator.id,
      after: { creditsRefunded: 0, takedownReason: 'Sells sex by the shot.' },
    });
    // a refused photo comes back on another ad only through review
    expect(await t.database.prisma.takenDownPhoto.count({ where: { adId: kept.id } })).toBe(1);
  });

  it('counts the days not run of a held ad from today, which it was not shown', () => {
    expect(daysNotRun('2026-03-01', '2026-03-05', '2026-03-03')).toBe(3);
    expect(daysNotRun('2026-03-10', '2026-03-12', '2026-03-03')).toBe(3);
    expect(daysNotRun('2026-03-01', '2026-03-02', '2026-03-03')).toBe(0);
  });

  it('is the only one who decides, with a reason for a refusal', async () => {
    const owner = await advertiser();
    const ad = await create(owner, 'Tara', 'Tara, full service');
    await expect(publishHeldAd(t.contextFor(owner), ad.id)).rejects.toThrow(NotAllowedError);
    await expect(refuseHeldAd(t.contextFor(null), { adId: ad.id, reason: 'x' })).rejects.toThrow(NotAllowedError);
    await expect(refuseHeldAd(t.contextFor(moderator), { adId: ad.id, reason: '  ' })).rejects.toMatchObject({
      message: REVIEW_MESSAGES.reason,
      field: 'reason',
    });
    await expect(refuseHeldAd(t.contextFor(moderator), { adId: ad.id, reason: 'x'.repeat(501) })).rejects.toThrow(
      ValidationError,
    );
    const asOwner = await t.graphql(
      `mutation ($id: ID!) { publishHeldAd(adId: $id) { __typename } }`,
      { id: globalId('Ad', ad.id) },
      await t.tokenFor(owner),
    );
    expect(asOwner.body.data?.publishHeldAd ?? null).toBeNull();
    expect(await adRow(ad.id)).toMatchObject({ holdReasons: ['term:full service'], takenDownAt: null });
  });

  it('cannot restore or dismiss a held ad past its review; a takedown ends the hold', async () => {
    const owner = await advertiser();
    const ad = await create(owner, 'Nisha', 'Nisha, bareback');
    await expect(restoreAd(t.contextFor(moderator), ad.id)).rejects.toThrow(
      new WrongStateError(MODERATION_MESSAGES.held),
    );
    await expect(dismissAdReports(t.contextFor(moderator), ad.id)).rejects.toThrow(
      new WrongStateError(MODERATION_MESSAGES.held),
    );
    expect((await adRow(ad.id)).hiddenAt).not.toBeNull();
    await takeDownAd(t.contextFor(moderator), { adId: ad.id, reason: 'Explicit offer.' });
    expect(await adRow(ad.id)).toMatchObject({ heldAt: null, holdReasons: [], moderationQueuedAt: null });
    // restored later, it is public again like any taken-down ad
    await restoreAd(t.contextFor(moderator), ad.id);
    expect(await adRow(ad.id)).toMatchObject({ heldAt: null, hiddenAt: null, takenDownAt: null });
  });

  it('decides on the held ad of an account deleted since: its contents go with the decision, nobody is mailed, nothing is returned', async () => {
    const owner = await advertiser();
    const ad = await create(owner, 'Gone', 'Gone, teenage and sweet');
    await deleteMyAccount(t.contextFor(owner), { password: 'password123' });
    // kept whole for the desk, still held
    expect(await adRow(ad.id)).toMatchObject({ name: 'Gone', holdReasons: ['term:teenage'] });
    const mails = t.mailer.sent.length;
    const decision = await refuseHeldAd(t.contextFor(moderator), {
      adId: ad.id,
      reason: 'Minor.',
      refundCredits: true,
    });
    expect(decision).toMatchObject({ erased: true, creditsRefunded: 0 });
    expect(await adRow(ad.id)).toMatchObject({
      description: '',
      heldAt: null,
      holdReasons: [],
      takedownReason: 'Minor.',
    });
    expect(await t.database.prisma.adImage.count({ where: { adId: ad.id } })).toBe(0);
    expect(await t.database.prisma.creditLedgerEntry.count({ where: { adId: ad.id, kind: 'refund' } })).toBe(0);
    expect(t.mailer.sent.length).toBe(mails);
    const entry = await t.database.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'ad.refuseHeld', subjectId: ad.id },
    });
    expect(JSON.stringify(entry.before)).not.toContain('Gone');
  });
});
