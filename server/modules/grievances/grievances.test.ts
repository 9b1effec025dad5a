import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NotAllowedError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
  WrongStateError,
} from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import {
  changeGrievanceStatus,
  GRIEVANCE_LIMITS,
  GRIEVANCE_MESSAGES,
  isOverdue,
  listGrievances,
  submitGrievance,
  trackGrievance,
} from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;

beforeAll(async () => {
  t = await createTestApp({
    env: { GRIEVANCE_OFFICER_NAME: 'Priya Nair', GRIEVANCE_OFFICER_EMAIL: 'grievance@example.in' },
  });
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

const visitor = (key: string) => t.contextFor(null, key);
const complaint = {
  category: 'non_consensual_image' as const,
  adLink: ' https://example.in/call-girls/12 ',
  details: ' My photo is used in this ad without my consent. ',
  contact: ' Victim@Example.in ',
};

describe('filing a complaint', () => {
  it('answers a tracking number and keeps the complaint as received', async () => {
    const { trackingNumber } = await submitGrievance(visitor('grievance-a'), complaint);
    expect(trackingNumber).toMatch(/^GRV-[A-HJ-NP-Z2-9]{8}$/);
    const stored = await t.database.prisma.grievance.findUniqueOrThrow({ where: { trackingNumber } });
    expect(stored).toMatchObject({
      category: 'non_consensual_image',
      adLink: 'https://example.in/call-girls/12',
      details: 'My photo is used in this ad without my consent.',
      contact: 'victim@example.in',
      status: 'received',
      acknowledgedAt: null,
    });
  });

  it.each([
    [{ category: undefined }, GRIEVANCE_MESSAGES.category, 'category'],
    [{ details: '   ' }, GRIEVANCE_MESSAGES.details, 'details'],
    [{ details: 'x'.repeat(GRIEVANCE_LIMITS.details + 1) }, GRIEVANCE_MESSAGES.detailsTooLong, 'details'],
    [{ contact: 'call me' }, GRIEVANCE_MESSAGES.contact, 'contact'],
    [{ adLink: 'javascript:alert(1)' }, GRIEVANCE_MESSAGES.adLink, 'adLink'],
    [{ adLink: 'my ad' }, GRIEVANCE_MESSAGES.adLink, 'adLink'],
  ])('refuses %o with its message, keeping nothing', async (change, message, field) => {
    const before = await t.database.prisma.grievance.count();
    await expect(submitGrievance(visitor('grievance-b'), { ...complaint, ...change })).rejects.toThrow(
      new ValidationError(message, field),
    );
    expect(await t.database.prisma.grievance.count()).toBe(before);
  });

  it('takes a phone number as the contact, and no link at all', async () => {
    const { trackingNumber } = await submitGrievance(visitor('grievance-c'), {
      category: 'scam',
      details: 'Asked for money in advance.',
      contact: '98765 43210',
    });
    expect(await t.database.prisma.grievance.findUniqueOrThrow({ where: { trackingNumber } })).toMatchObject({
      adLink: '',
      contact: '98765 43210',
    });
  });

  it('takes a few an hour from one visitor', async () => {
    for (let index = 0; index < GRIEVANCE_LIMITS.perVisitorPerHour; index++)
      await submitGrievance(visitor('grievance-d'), complaint);
    await expect(submitGrievance(visitor('grievance-d'), complaint)).rejects.toBeInstanceOf(RateLimitedError);
    await submitGrievance(visitor('grievance-e'), complaint);
  });
});

describe('following a complaint', () => {
  it('tells its progress by tracking number, whatever the case or spaces, and nothing more', async () => {
    const { trackingNumber } = await submitGrievance(visitor('grievance-f'), complaint);
    const progress = await trackGrievance(visitor('anyone'), ` ${trackingNumber.toLowerCase()} `);
    expect(progress).toEqual({
      trackingNumber,
      category: 'non_consensual_image',
      status: 'received',
      createdAt: expect.any(Date),
      acknowledgedAt: null,
      resolvedAt: null,
    });
    expect(progress).not.toHaveProperty('details');
    expect(progress).not.toHaveProperty('contact');
  });

  it('says when no complaint has the number', async () => {
    await expect(trackGrievance(visitor('anyone'), 'GRV-AAAAAAAA')).rejects.toThrow(
      new NotFoundError(GRIEVANCE_MESSAGES.notFound),
    );
    await expect(trackGrievance(visitor('anyone'), 'not a number')).rejects.toThrow(
      new NotFoundError(GRIEVANCE_MESSAGES.notFound),
    );
  });

  it('answers through GraphQL to a visitor, and as a typed error when unknown', async () => {
    const { trackingNumber } = await submitGrievance(visitor('grievance-g'), complaint);
    const QUERY = /* GraphQL */ `
      query ($number: String!) {
        grievanceOfficer {
          name
          email
        }
        grievanceProgress(trackingNumber: $number) {
          __typename
          ... on QueryGrievanceProgressSuccess {
            progress {
              trackingNumber
              status
              category
            }
          }
          ... on Error {
            message
          }
        }
      }
    `;
    expect((await t.graphql(QUERY, { number: trackingNumber })).body.data).toEqual({
      grievanceOfficer: { name: 'Priya Nair', email: 'grievance@example.in' },
      grievanceProgress: {
        __typename: 'QueryGrievanceProgressSuccess',
        progress: { trackingNumber, status: 'received', category: 'non_consensual_image' },
      },
    });
    expect((await t.graphql(QUERY, { number: 'GRV-BBBBBBBB' })).body.data.grievanceProgress).toEqual({
      __typename: 'NotFoundError',
      message: GRIEVANCE_MESSAGES.notFound,
    });
  });
});

describe('the officer’s handling', () => {
  it('acknowledges then resolves, never back, each step in the audit log', async () => {
    const { trackingNumber } = await submitGrievance(visitor('grievance-h'), complaint);
    const { id } = await t.database.prisma.grievance.findUniqueOrThrow({ where: { trackingNumber } });
    const acknowledged = await changeGrievanceStatus(t.contextFor(admin), { id, status: 'acknowledged' });
    expect(acknowledged).toMatchObject({ status: 'acknowledged', acknowledgedAt: expect.any(Date), resolvedAt: null });
    await expect(changeGrievanceStatus(t.contextFor(admin), { id, status: 'acknowledged' })).rejects.toThrow(
      new WrongStateError('This complaint is already acknowledged.'),
    );
    const resolved = await changeGrievanceStatus(t.contextFor(admin), { id, status: 'resolved' });
    expect(resolved).toMatchObject({
      status: 'resolved',
      acknowledgedAt: acknowledged.acknowledgedAt,
      resolvedAt: expect.any(Date),
    });
    await expect(changeGrievanceStatus(t.contextFor(admin), { id, status: 'received' })).rejects.toBeInstanceOf(
      ValidationError,
    );

    const entries = await t.database.prisma.auditEntry.findMany({
      where: { action: 'grievance.status', subjectId: id },
      orderBy: { id: 'asc' },
    });
    expect(
      entries.map((entry) => [(entry.before as { status: string }).status, (entry.after as { status: string }).status]),
    ).toEqual([
      ['received', 'acknowledged'],
      ['acknowledged', 'resolved'],
    ]);
    expect((await trackGrievance(visitor('anyone'), trackingNumber)).status).toBe('resolved');
  });

  it('resolving a received complaint acknowledges it at the same time', async () => {
    const { trackingNumber } = await submitGrievance(visitor('grievance-i'), complaint);
    const { id } = await t.database.prisma.grievance.findUniqueOrThrow({ where: { trackingNumber } });
    const resolved = await changeGrievanceStatus(t.contextFor(admin), { id, status: 'resolved' });
    expect(resolved.acknowledgedAt).toEqual(resolved.resolvedAt);
  });

  it('counts a complaint overdue once it waits more than 24 hours for acknowledgement', () => {
    const filed = new Date('2026-11-20T10:00:00Z');
    expect(isOverdue({ status: 'received', createdAt: filed }, new Date('2026-11-21T09:59:00Z'))).toBe(false);
    expect(isOverdue({ status: 'received', createdAt: filed }, new Date('2026-11-21T10:01:00Z'))).toBe(true);
    expect(isOverdue({ status: 'acknowledged', createdAt: filed }, new Date('2026-11-25T10:00:00Z'))).toBe(false);
  });

  it('lists newest first, by status, for admins only', async () => {
    const newest = (await submitGrievance(visitor('grievance-j'), complaint)).trackingNumber;
    const all = await listGrievances(t.contextFor(admin), {}, { take: 3 });
    expect(all[0]!.trackingNumber).toBe(newest);
    const resolved = await listGrievances(t.contextFor(admin), { status: 'resolved' }, { take: 50 });
    expect(resolved.length).toBeGreaterThan(0);
    expect(resolved.every((grievance) => grievance.status === 'resolved')).toBe(true);
    await expect(listGrievances(visitor('grievance-k'), {}, { take: 3 })).rejects.toBeInstanceOf(NotAllowedError);
    const advertiser = await t.createUser();
    await expect(
      changeGrievanceStatus(t.contextFor(advertiser), { id: all[0]!.id, status: 'resolved' }),
    ).rejects.toBeInstanceOf(NotAllowedError);
  });
});
