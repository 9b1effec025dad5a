// The moderator role (issue 31): reviews the queue, takes ads and photos down, restores them,
// dismisses reports and answers grievances, each decision in the audit log under their name; and
// touches nothing of money, settings, the catalogue, SEO, blogs, accounts, roles or staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotAllowedError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { listAuditEntries } from '../audit/service.ts';
import { addBlogImages, createBlog, deleteBlog, deleteBlogImage, listAllBlogs, updateBlog } from '../blogs/service.ts';
import { addCategory, addLocation, renameCategory, updateLocation } from '../catalog/service.ts';
import { deleteContactMessage, listContactMessages } from '../contacts/service.ts';
import { adjustCredits, decideCreditRequest, listCreditRequests, updateCreditScheme } from '../credits/service.ts';
import { changeGrievanceStatus, listGrievances } from '../grievances/service.ts';
import { reportAd } from '../reports/service.ts';
import { addSeoPage, listSeoPages, updateSeoPage } from '../seo/service.ts';
import { updatePaymentSettings, updateSiteSettings } from '../settings/service.ts';
import { changeUserStatus, listUsers } from '../users/service.ts';
import { changeStaffRole, changeStaffStatus, createStaffAccount, listStaff } from '../users/staff.ts';
import {
  advertiserOf,
  countModerationQueue,
  countOpenReports,
  dismissAdReports,
  listModerationQueue,
  openReportsOf,
  queuedSinceOf,
  restoreAd,
  takeDownAd,
  takeDownAdImage,
} from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
type Account = Awaited<ReturnType<typeof t.createUser>>;
let admin: Account;
let moderator: Account;
let makeAd: Awaited<ReturnType<typeof t.adMaker>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  moderator = await t.createUser({ role: 'moderator' });
  makeAd = await t.adMaker({ state: 'Kerala', city: 'Kochi', category: 'Companions' });
});
afterAll(() => t.close());

const db = () => t.database.prisma;
const modCtx = () => t.contextFor(moderator);
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

let reporters = 0;
async function reported(adId: number, reason: 'scam' | 'spam' = 'scam') {
  reporters += 1;
  await reportAd(t.contextFor(null, `reporter-${reporters}`), { adId, reason });
}

/** The audit log as an admin's screen reads it: who did the last entry of `action`. */
async function lastActorShown(action: string): Promise<string> {
  const { body } = await t.graphql(
    /* GraphQL */ `
      query ($action: AuditAction) {
        auditEntries(first: 1, action: $action) {
          edges {
            node {
              actor {
                name
                role
              }
            }
          }
        }
      }
    `,
    { action },
    await t.tokenFor(admin),
  );
  return `${body.data.auditEntries.edges[0].node.actor.name} (${body.data.auditEntries.edges[0].node.actor.role})`;
}

describe('a moderator', () => {
  it('reads the queue with its reports and advertiser, takes an ad down and restores it, each under their own name', async () => {
    const adId = await makeAd();
    await reported(adId);
    const ctx = modCtx();
    expect((await listModerationQueue(ctx, { take: 100 })).map((ad) => ad.id)).toContain(adId);
    expect(await countModerationQueue(ctx)).toBeGreaterThan(0);
    expect(await countOpenReports(ctx)).toBeGreaterThan(0);
    const ad = await db().ad.findUniqueOrThrow({ where: { id: adId }, include: { user: true } });
    expect(queuedSinceOf(ctx, ad)).toEqual(ad.moderationQueuedAt);
    expect(advertiserOf(ctx, ad)?.id).toBe(ad.userId);
    expect((await openReportsOf(ctx, adId))?.map((report) => report.reason)).toEqual(['scam']);

    await takeDownAd(ctx, { adId, reason: 'Misleading photos' });
    expect(await db().ad.findUniqueOrThrow({ where: { id: adId } })).toMatchObject({
      takedownReason: 'Misleading photos',
    });
    expect(await db().auditEntry.findFirstOrThrow({ where: { action: 'ad.takeDown', subjectId: adId } })).toMatchObject(
      { actorId: moderator.id },
    );
    expect(await lastActorShown('ad_takeDown')).toBe(`${moderator.name} (moderator)`);

    await restoreAd(ctx, adId);
    expect(await db().ad.findUniqueOrThrow({ where: { id: adId } })).toMatchObject({
      takenDownAt: null,
      takedownReason: null,
    });
    expect(await db().auditEntry.findFirstOrThrow({ where: { action: 'ad.restore', subjectId: adId } })).toMatchObject({
      actorId: moderator.id,
    });
  });

  it('dismisses reports and takes a photo off an ad', async () => {
    const adId = await makeAd();
    await reported(adId, 'spam');
    await dismissAdReports(modCtx(), adId);
    expect(await db().adReport.findMany({ where: { adId }, select: { status: true } })).toEqual([
      { status: 'dismissed' },
    ]);
    expect(
      await db().auditEntry.findFirstOrThrow({ where: { action: 'ad.dismissReports', subjectId: adId } }),
    ).toMatchObject({ actorId: moderator.id });

    const image = await db().adImage.create({ data: { adId, path: 'ads/moderator-test.webp' } });
    await takeDownAdImage(modCtx(), { imageId: image.id, reason: 'Explicit photo' });
    expect(await db().adImage.count({ where: { id: image.id } })).toBe(0);
    expect(
      await db().auditEntry.findFirstOrThrow({ where: { action: 'adImage.takeDown', subjectId: image.id } }),
    ).toMatchObject({ actorId: moderator.id });
  });

  it('answers grievances', async () => {
    const grievance = await db().grievance.create({
      data: {
        trackingNumber: 'GRV-MODTEST1',
        category: 'scam',
        details: 'Asked for money first',
        contact: 'me@example.com',
        visitorKey: 'v',
        networkKey: 'n',
      },
    });
    expect((await listGrievances(modCtx(), {}, { take: 100 })).map((row) => row.id)).toContain(grievance.id);
    await changeGrievanceStatus(modCtx(), { id: grievance.id, status: 'acknowledged' });
    expect((await db().grievance.findUniqueOrThrow({ where: { id: grievance.id } })).status).toBe('acknowledged');
    expect(
      await db().auditEntry.findFirstOrThrow({ where: { action: 'grievance.status', subjectId: grievance.id } }),
    ).toMatchObject({ actorId: moderator.id });
  });

  it('reads any ad through the API, taken down or not, and its advertiser, but not what it cost nor other staff', async () => {
    const adId = await makeAd();
    await reported(adId);
    const token = await t.tokenFor(moderator);
    const { body } = await t.graphql(
      /* GraphQL */ `
        mutation ($input: TakeDownAdInput!) {
          takeDownAd(input: $input) {
            ... on MutationTakeDownAdSuccess {
              ad {
                databaseId
                takenDown
                takedownReason
                creditsUsed
                advertiser {
                  name
                  role
                }
              }
            }
          }
        }
      `,
      { input: { adId: globalId('Ad', adId), reason: 'Fake profile' } },
      token,
    );
    const owner = await db().user.findFirstOrThrow({ where: { ads: { some: { id: adId } } } });
    expect(body.data.takeDownAd.ad).toEqual({
      databaseId: adId,
      takenDown: true,
      takedownReason: 'Fake profile',
      creditsUsed: null,
      advertiser: { name: owner.name, role: 'user' },
    });
    // the taken-down ad stays readable to the desk
    const again = await t.graphql(
      /* GraphQL */ `
        query ($id: ID!) {
          node(id: $id) {
            ... on Ad {
              databaseId
              takenDown
            }
          }
        }
      `,
      { id: globalId('Ad', adId) },
      token,
    );
    expect(again.body.data.node).toEqual({ databaseId: adId, takenDown: true });
    const asAdmin = await t.graphql(
      /* GraphQL */ `
        query ($id: ID!) {
          node(id: $id) {
            ... on Ad {
              creditsUsed
            }
          }
        }
      `,
      { id: globalId('Ad', adId) },
      await t.tokenFor(admin),
    );
    expect(asAdmin.body.data.node.creditsUsed).toBe(1);
    // an admin's account is not theirs to read
    const staff = await t.graphql(
      /* GraphQL */ `
        query ($id: ID!) {
          node(id: $id) {
            ... on User {
              email
            }
          }
        }
      `,
      { id: globalId('User', admin.id) },
      token,
    );
    expect(staff.body.data?.node ?? null).toBeNull();
    expect(JSON.stringify(staff.body)).not.toContain(admin.email);
  });

  it('cannot touch credits, prices, settings, the catalogue, SEO, blogs, accounts, roles or staff', async () => {
    const advertiser = await t.createUser();
    const otherModerator = await t.createUser({ role: 'moderator' });
    const ctx = modCtx();
    const attempts: Array<[string, () => unknown]> = [
      ['credit scheme', () => updateCreditScheme(ctx, { creditRate: '5', timePerCredit: '1' })],
      ['credit adjustment', () => adjustCredits(ctx, { userId: advertiser.id, amount: 100, reason: 'Bonus' })],
      ['credit request decision', () => decideCreditRequest(ctx, { id: 1, status: 'approved' })],
      ['credit requests', () => listCreditRequests(ctx, {}, { take: 10 })],
      ['payment settings', () => updatePaymentSettings(ctx, { upiId: 'fraud@upi', payeeName: 'Fraud' } as never)],
      ['site settings', () => updateSiteSettings(ctx, { siteName: 'Taken over' } as never)],
      ['location', () => addLocation(ctx, { name: 'Nowhere', stateId: 1 })],
      ['location rename', () => updateLocation(ctx, 1, { name: 'Nowhere', stateId: 1 })],
      ['category', () => addCategory(ctx, { name: 'Forbidden' })],
      ['category rename', () => renameCategory(ctx, 1, { name: 'Forbidden' })],
      ['SEO pages', () => listSeoPages(ctx)],
      ['SEO page', () => addSeoPage(ctx, { path: '/x', title: 'x', description: 'x', keywords: 'x' } as never)],
      ['SEO page update', () => updateSeoPage(ctx, { path: '/', title: 'x' } as never)],
      ['blogs', () => listAllBlogs(ctx, { take: 10 })],
      ['blog', () => createBlog(ctx, { slug: 'x', title: 'x', description: 'x' } as never)],
      ['blog update', () => updateBlog(ctx, 1, { title: 'x' } as never)],
      ['blog images', () => addBlogImages(ctx, { blogId: 1, images: [] })],
      ['blog image', () => deleteBlogImage(ctx, 1)],
      ['blog deletion', () => deleteBlog(ctx, 1)],
      ['contact messages', () => listContactMessages(ctx, { take: 10 })],
      ['contact message deletion', () => deleteContactMessage(ctx, 1)],
      ['accounts', () => listUsers(ctx, ['active'], { take: 10 })],
      ["an advertiser's status", () => changeUserStatus(ctx, { id: advertiser.id, status: 'suspended', reason: 'No' })],
      ['the audit log', () => listAuditEntries(ctx, {}, { take: 10 })],
      ['staff', () => listStaff(ctx, { take: 10 })],
      [
        'a staff account',
        () =>
          createStaffAccount(ctx, {
            name: 'Friend',
            email: 'friend@example.com',
            contact: '9876543210',
            role: 'admin',
          }),
      ],
      ['their own role', () => changeStaffRole(ctx, { id: moderator.id, role: 'admin' })],
      [
        "another's status",
        () => changeStaffStatus(ctx, { id: otherModerator.id, status: 'suspended', reason: 'Rival' }),
      ],
    ];
    const audited = await db().auditEntry.count();
    for (const [what, attempt] of attempts) {
      const outcome = await Promise.resolve()
        .then(attempt)
        .then(
          () => 'done',
          (error: unknown) => error,
        );
      expect({ what, refused: outcome instanceof NotAllowedError }).toEqual({ what, refused: true });
    }
    expect(await db().auditEntry.count()).toBe(audited);
    expect(await db().user.findUniqueOrThrow({ where: { id: advertiser.id } })).toMatchObject({
      status: 'active',
      credits: 0,
    });
    expect(await db().user.findUniqueOrThrow({ where: { id: moderator.id } })).toMatchObject({
      role: 'moderator',
      status: 'active',
    });
    expect(await db().user.findUniqueOrThrow({ where: { id: otherModerator.id } })).toMatchObject({ status: 'active' });
    expect(await db().user.count({ where: { email: 'friend@example.com' } })).toBe(0);
    expect(await db().creditScheme.count()).toBe(0);
    expect(await db().category.count({ where: { name: 'Forbidden' } })).toBe(0);
  });
});
