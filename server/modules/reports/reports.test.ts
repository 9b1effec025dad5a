import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConflictError, NotFoundError, RateLimitedError, ValidationError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { listPublicAds } from '../ads/service.ts';
import { NETWORKS_TO_HIDE, REPORT_LIMITS, reportAd } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let newAd: () => Promise<number>;

beforeAll(async () => {
  t = await createTestApp();
  newAd = await t.adMaker({ state: 'Maharashtra', city: 'Mumbai', category: 'Independent' });
});
afterAll(() => t.close());

/** A visitor known by `visitorKey`, as the request context names them. */
const visitor = (visitorKey: string) => t.contextFor(null, visitorKey);

async function isListed(adId: number): Promise<boolean> {
  const ads = await listPublicAds(t.contextFor(null), {}, { take: 100 });
  return ads.some((ad) => ad.id === adId);
}

describe('reporting an ad', () => {
  it('answers a reference number and keeps the report', async () => {
    const adId = await newAd();
    const receipt = await reportAd(visitor('visitor-a'), {
      adId,
      reason: 'scam',
      details: ' Asked for an advance on UPI ',
      contact: 'a@example.com',
    });
    expect(receipt.reference).toMatch(/^RPT-[A-HJ-NP-Z2-9]{8}$/);
    const stored = await t.database.prisma.adReport.findUniqueOrThrow({ where: { reference: receipt.reference } });
    expect(stored).toMatchObject({
      adId,
      reason: 'scam',
      details: 'Asked for an advance on UPI',
      contact: 'a@example.com',
      status: 'open',
    });
    // the visitor and the network are keyed hashes, never an address
    expect(stored.visitorKey).toBe('visitor-a');
    expect(stored.networkKey).toBe('network-of-visitor-a');
  });

  it(`hides the ad at once when visitors of ${NETWORKS_TO_HIDE} different networks report a minor or photos used without consent`, async () => {
    const adId = await newAd();
    await reportAd(visitor('visitor-b'), { adId, reason: 'underage' });
    await reportAd(visitor('visitor-b2'), { adId, reason: 'no_consent' });
    expect(await isListed(adId)).toBe(true);
    await reportAd(visitor('visitor-c'), { adId, reason: 'no_consent' });
    expect(await isListed(adId)).toBe(false);
    expect((await t.database.prisma.ad.findUniqueOrThrow({ where: { id: adId } })).hiddenAt).toBeInstanceOf(Date);
    // and no one can report what is no longer shown
    await expect(reportAd(visitor('visitor-d'), { adId, reason: 'underage' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('does not hide the ad for one visitor, nor for reports of other kinds', async () => {
    const adId = await newAd();
    await reportAd(visitor('visitor-e'), { adId, reason: 'underage' });
    await reportAd(visitor('visitor-f'), { adId, reason: 'spam' });
    await reportAd(visitor('visitor-g'), { adId, reason: 'explicit' });
    expect(await isListed(adId)).toBe(true);
  });

  it('does not hide the ad for many addresses of one network', async () => {
    const adId = await newAd();
    for (const address of ['one', 'two', 'three', 'four']) {
      await reportAd(
        { ...visitor(`same-network-${address}`), networkKey: 'one-network' },
        { adId, reason: 'underage' },
      );
    }
    expect(await isListed(adId)).toBe(true);
  });

  it('takes one report per visitor and ad', async () => {
    const adId = await newAd();
    await reportAd(visitor('visitor-h'), { adId, reason: 'underage' });
    await expect(reportAd(visitor('visitor-h'), { adId, reason: 'underage' })).rejects.toBeInstanceOf(ConflictError);
    expect(await isListed(adId)).toBe(true);
    expect(await t.database.prisma.adReport.count({ where: { adId } })).toBe(1);
  });

  it(`takes at most ${REPORT_LIMITS.perVisitorPerHour} reports an hour from one visitor`, async () => {
    for (let n = 0; n < REPORT_LIMITS.perVisitorPerHour; n += 1)
      await reportAd(visitor('busy-visitor'), { adId: await newAd(), reason: 'spam' });
    const adId = await newAd();
    await expect(reportAd(visitor('busy-visitor'), { adId, reason: 'spam' })).rejects.toThrow(
      new RateLimitedError('You have sent several reports in the last hour. Please try again later.', 3600),
    );
    // an hour later (the limiter's clock is Date's), it is accepted again
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61 * 60 * 1000);
      await expect(reportAd(visitor('busy-visitor'), { adId, reason: 'spam' })).resolves.toHaveProperty('reference');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const adId = await newAd();
    const before = await t.database.prisma.adReport.count();
    await expect(reportAd(visitor('visitor-i'), { adId, reason: 'because' as never })).rejects.toThrow(
      'Please choose why you are reporting this ad.',
    );
    await expect(
      reportAd(visitor('visitor-i'), { adId, reason: 'other', details: 'x'.repeat(1001) }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(reportAd(visitor('visitor-i'), { adId: 'not-an-id', reason: 'other' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await t.database.prisma.adReport.count()).toBe(before);
  });

  it('is open to anyone through GraphQL, and tells visitors apart by their address', async () => {
    const adId = await newAd();
    const globalId = Buffer.from(`Ad:${adId}`).toString('base64');
    const mutation = /* GraphQL */ `
      mutation ($input: ReportAdInput!) {
        reportAd(input: $input) {
          __typename
          ... on MutationReportAdSuccess {
            receipt {
              reference
            }
          }
          ... on Error {
            message
          }
        }
      }
    `;
    const first = await t.graphql(mutation, { input: { adId: globalId, reason: 'underage' } });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.reportAd.receipt.reference).toMatch(/^RPT-/);
    // in-process requests share one address: the same visitor again
    const again = await t.graphql(mutation, { input: { adId: globalId, reason: 'underage' } });
    expect(again.body.data.reportAd).toEqual({
      __typename: 'ConflictError',
      message: 'You have already reported this ad. Thank you: we are looking into it.',
    });
  });
});
