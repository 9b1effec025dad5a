// The seed: reference data that is idempotent and respects admin edits, and demo content whose
// invariants (credit ledger, dates, images, neutral text) hold.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/passwords.ts';
import { imageSources } from '../lib/media/images.ts';
import { LocalDiskStorage } from '../lib/media/storage.ts';
import { addDays, dateOnly } from '../lib/dates.ts';
import { createTestDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { Prisma } from './generated/prisma/client.ts';
import { slugify } from '../lib/slugs.ts';
import {
  coordinatesKey,
  DEMO_PASSWORD,
  loadIndiaCoordinates,
  seed,
  STARTER_CATEGORIES,
  type SeedReport,
} from './seed.ts';

const TODAY = '2026-03-15';
const EXPLICIT = /\b(sex\w*|nude|naked|porn\w*|erotic\w*|xxx|fetish\w*)\b/i;

let mediaRoot: string;
let storage: LocalDiskStorage;
let reference: Database; // reference data only
let first: SeedReport;

beforeAll(async () => {
  mediaRoot = mkdtempSync(join(tmpdir(), 'seed-test-media-'));
  storage = new LocalDiskStorage(mediaRoot);
  reference = await createTestDatabase();
  first = await seed(reference.prisma, {
    admin: { email: 'admin@example.com', password: 'admin-secret-1' },
    demo: false,
    storage,
    today: TODAY,
  });
});
afterAll(async () => {
  await reference?.close();
  rmSync(mediaRoot, { recursive: true, force: true });
});

async function rowCounts(database: Database) {
  const prisma = database.prisma;
  return {
    states: await prisma.state.count(),
    locations: await prisma.location.count(),
    categories: await prisma.category.count(),
    schemes: await prisma.creditScheme.count(),
    users: await prisma.user.count(),
    ads: await prisma.ad.count(),
  };
}

describe('reference data', () => {
  it("gives every seeded city its approximate coordinates, the migration's for older databases alike (issue 33)", async () => {
    const prisma = reference.prisma;
    expect(await prisma.location.count({ where: { latitude: null } })).toBe(0);
    const mumbai = await prisma.location.findFirstOrThrow({ where: { name: 'Mumbai' } });
    expect(mumbai.latitude).toBeCloseTo(19.08, 1);
    expect(mumbai.longitude).toBeCloseTo(72.88, 1);
    // the migration fills the cities of a database seeded before it with the same figures
    const migration = readFileSync(
      new URL('../../prisma/migrations/20261127161539_city_coordinates/migration.sql', import.meta.url),
      'utf8',
    );
    const rows = [...migration.matchAll(/^ {2}\('((?:[^']|'')+)', '((?:[^']|'')+)', (-?[\d.]+), (-?[\d.]+)\)/gm)];
    const seeded = loadIndiaCoordinates();
    expect(rows.length).toBe(seeded.size);
    // its update, run on cities seeded without coordinates, gives them theirs
    await prisma.location.updateMany({
      where: { name: { in: ['Mumbai', 'Leh'] } },
      data: { latitude: null, longitude: null },
    });
    await prisma.$executeRawUnsafe(migration.slice(migration.indexOf('UPDATE "locations"')));
    expect(await prisma.location.count({ where: { latitude: null } })).toBe(0);
    for (const [, state, city, latitude, longitude] of rows) {
      expect(seeded.get(coordinatesKey(state!.replace(/''/g, "'"), city!.replace(/''/g, "'")))).toEqual([
        Number(latitude),
        Number(longitude),
      ]);
    }
  });

  it('creates all 36 states and union territories with their cities', async () => {
    const prisma = reference.prisma;
    expect(first.states).toBe(36);
    expect(await prisma.state.count({ where: { kind: 'state' } })).toBe(28);
    expect(await prisma.state.count({ where: { kind: 'union_territory' } })).toBe(8);
    expect(first.locations).toBeGreaterThanOrEqual(300);
    expect(await prisma.location.count()).toBe(first.locations);
    const empty = await prisma.state.findMany({ where: { locations: { none: {} } }, select: { name: true } });
    expect(empty).toEqual([]);
    const mumbai = await prisma.location.findFirst({ where: { name: 'Mumbai', state: { name: 'Maharashtra' } } });
    expect(mumbai).not.toBeNull();
  });

  it('gives every city and category a unique readable slug made by the slug rules', async () => {
    const cities = await reference.prisma.location.findMany({ select: { name: true, slug: true } });
    expect(new Set(cities.map((city) => city.slug)).size).toBe(cities.length);
    for (const city of cities) expect(city.slug).toBe(slugify(city.name));
    const categories = await reference.prisma.category.findMany({ select: { name: true, slug: true } });
    expect(categories.map((category) => category.slug).sort()).toEqual(STARTER_CATEGORIES.map(slugify).sort());
    expect(categories.map((category) => category.slug)).toContain('travel-companion');
  });

  it('creates the starter categories and the credit scheme', async () => {
    expect(first.categories).toBeGreaterThanOrEqual(5);
    expect(await reference.prisma.category.count()).toBe(first.categories);
    expect(first.creditSchemeCreated).toBe(true);
    const scheme = await reference.prisma.creditScheme.findUniqueOrThrow({ where: { id: 1 } });
    expect(scheme.creditRate.gt(0)).toBe(true);
    expect(scheme.timePerCredit.gt(0)).toBe(true);
  });

  it('creates an active admin whose password verifies', async () => {
    expect(first.admin).toEqual({ email: 'admin@example.com', created: true });
    const admin = await reference.prisma.user.findUniqueOrThrow({ where: { email: 'admin@example.com' } });
    expect(admin).toMatchObject({ role: 'admin', status: 'active', name: 'Administrator', credits: 0 });
    expect(await verifyPassword(admin.passwordHash, 'admin-secret-1')).toBe(true);
    expect(await verifyPassword(admin.passwordHash, 'wrong')).toBe(false);
  });

  it('creates no demo content when demo is off', async () => {
    expect(first.demo).toEqual({ created: false, reason: 'disabled' });
    expect(await reference.prisma.ad.count()).toBe(0);
    expect(await reference.prisma.user.count()).toBe(1);
    expect(await reference.prisma.blog.count()).toBe(0);
  });

  it('creates nothing on a second run and keeps what an admin edited', async () => {
    const prisma = reference.prisma;
    const elite = await prisma.category.findFirstOrThrow({ where: { name: 'Elite' } });
    await prisma.category.update({ where: { id: elite.id }, data: { name: 'Premium' } });
    const panaji = await prisma.location.findFirstOrThrow({ where: { name: 'Panaji' } });
    await prisma.location.update({ where: { id: panaji.id }, data: { name: 'Panjim' } });
    await prisma.creditScheme.update({ where: { id: 1 }, data: { creditRate: '0.5', timePerCredit: '2' } });
    const before = await rowCounts(reference);

    const again = await seed(prisma, {
      admin: { email: 'admin@example.com', password: 'a-different-password' },
      demo: false,
      storage,
      today: TODAY,
    });

    expect(again).toMatchObject({ states: 0, locations: 0, categories: 0, creditSchemeCreated: false });
    expect(again.admin).toEqual({ email: 'admin@example.com', created: false });
    expect(await rowCounts(reference)).toEqual(before);
    expect((await prisma.category.findUniqueOrThrow({ where: { id: elite.id } })).name).toBe('Premium');
    expect(await prisma.category.count({ where: { name: { equals: 'elite', mode: 'insensitive' } } })).toBe(0);
    expect(await prisma.location.count({ where: { name: 'Panaji' } })).toBe(0);
    expect((await prisma.location.findUniqueOrThrow({ where: { id: panaji.id } })).name).toBe('Panjim');
    const scheme = await prisma.creditScheme.findUniqueOrThrow({ where: { id: 1 } });
    expect(scheme.creditRate.toString()).toBe('0.5');
    expect(scheme.timePerCredit.toString()).toBe('2');
    const admin = await prisma.user.findUniqueOrThrow({ where: { email: 'admin@example.com' } });
    expect(await verifyPassword(admin.passwordHash, 'admin-secret-1')).toBe(true);
  });

  it('skips the demo when the database already has a non-admin user', async () => {
    await reference.prisma.user.create({
      data: { name: 'Someone', email: 'someone@example.com', contact: '9876500000', passwordHash: 'x' },
    });
    const report = await seed(reference.prisma, {
      admin: { email: 'admin@example.com' },
      demo: true,
      storage,
      today: TODAY,
    });
    expect(report.demo).toEqual({ created: false, reason: 'database not empty' });
    expect(await reference.prisma.ad.count()).toBe(0);
    expect(await reference.prisma.user.count()).toBe(2);
  });

  it('generates an admin password when none is given, and skips the demo when an ad exists', async () => {
    const database = await createTestDatabase();
    try {
      const report = await seed(database.prisma, {
        admin: { email: 'owner@example.com' },
        demo: false,
        storage,
        today: TODAY,
      });
      expect(report.admin.created).toBe(true);
      const generated = report.admin.generatedPassword;
      expect(generated).toBeTypeOf('string');
      expect(generated!.length).toBeGreaterThanOrEqual(16);
      const admin = await database.prisma.user.findUniqueOrThrow({ where: { email: 'owner@example.com' } });
      expect(admin.role).toBe('admin');
      expect(await verifyPassword(admin.passwordHash, generated!)).toBe(true);

      // Only admins, but one ad: the demo must not be added to a database in use.
      const category = await database.prisma.category.findFirstOrThrow();
      const location = await database.prisma.location.findFirstOrThrow();
      await database.prisma.ad.create({
        data: {
          userId: admin.id,
          name: 'Real listing',
          description: 'Real',
          startDate: dateOnly(TODAY),
          endDate: dateOnly(TODAY),
          creditsUsed: 0,
          categoryId: category.id,
          locationId: location.id,
        },
      });
      const again = await seed(database.prisma, {
        admin: { email: 'owner@example.com' },
        demo: true,
        storage,
        today: TODAY,
      });
      expect(again.admin).toEqual({ email: 'owner@example.com', created: false });
      expect(again.demo).toEqual({ created: false, reason: 'database not empty' });
      expect(await database.prisma.ad.count()).toBe(1);
      expect(await database.prisma.user.count()).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe('demo content', () => {
  let demo: Database;
  let report: SeedReport;
  let logged: { message: string; details?: Record<string, unknown> }[];
  let seconds: number;

  beforeAll(async () => {
    demo = await createTestDatabase();
    logged = [];
    const started = performance.now();
    report = await seed(demo.prisma, {
      admin: { email: 'admin@example.com', password: 'admin-secret-2' },
      demo: true,
      storage,
      today: TODAY,
      log: (message, details) => logged.push({ message, details }),
    });
    seconds = (performance.now() - started) / 1000;
  });
  afterAll(() => demo?.close());

  it('reports what it created, quickly, and logs the shared demo password', async () => {
    expect(report.demo.created).toBe(true);
    expect(report.demo.ads).toBe(await demo.prisma.ad.count());
    expect(report.demo.users).toBe(await demo.prisma.user.count({ where: { role: 'user' } }));
    expect(report.demo.blogs).toBe(12);
    expect(report.demo.creditRequests).toBe(await demo.prisma.creditRequest.count());
    expect(JSON.stringify(logged)).toContain(DEMO_PASSWORD);
    expect(seconds).toBeLessThan(20); // a few seconds in practice; generous for slow CI machines
  });

  it('creates advertisers in every status, sharing the demo password', async () => {
    const users = await demo.prisma.user.findMany({ where: { role: 'user' } });
    const byStatus = (status: string) => users.filter((user) => user.status === status);
    expect(byStatus('active').length).toBeGreaterThanOrEqual(4);
    expect(byStatus('requested').length).toBeGreaterThanOrEqual(2);
    expect(byStatus('rejected').length).toBeGreaterThanOrEqual(1);
    expect(byStatus('suspended').length).toBeGreaterThanOrEqual(1);
    expect(byStatus('suspended')[0]?.suspensionReason).toBe('Demo: suspended for review');
    for (const user of users) {
      expect(user.contact).toMatch(/^\d{10}$/);
      expect(user.email).toBe(user.email.toLowerCase());
    }
    expect(new Set(users.map((user) => user.passwordHash)).size).toBe(1);
    expect(await verifyPassword(users[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('creates at least 200 ads over many cities and states, using every category', async () => {
    const prisma = demo.prisma;
    const ads = await prisma.ad.findMany({ include: { location: { include: { state: true } }, user: true } });
    expect(ads.length).toBeGreaterThanOrEqual(200);
    expect(new Set(ads.map((ad) => ad.locationId)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(ads.map((ad) => ad.location.stateId)).size).toBeGreaterThanOrEqual(15);
    const categories = await prisma.category.findMany({ include: { _count: { select: { ads: true } } } });
    for (const category of categories) expect(category._count.ads, category.name).toBeGreaterThan(0);
    for (const ad of ads) expect(ad.user.status).toBe('active');
    expect(ads.some((ad) => ad.contact === null)).toBe(true);
    expect(ads.some((ad) => ad.contact !== null)).toBe(true);
    for (const ad of ads) if (ad.contact !== null) expect(ad.contact).toMatch(/^\d{10}$/);

    const today = dateOnly(TODAY);
    const running = ads.filter((ad) => ad.startDate <= today && ad.endDate >= today);
    expect(running.length).toBeGreaterThan(ads.length / 2);
    expect(ads.some((ad) => ad.endDate < today)).toBe(true);
    expect(ads.some((ad) => ad.startDate > today)).toBe(true);
    for (const city of ['Mumbai', 'New Delhi', 'Bengaluru', 'Kolkata', 'Chennai', 'Hyderabad', 'Pune']) {
      expect(running.filter((ad) => ad.location.name === city).length, city).toBeGreaterThanOrEqual(2);
    }
  });

  it('charges each ad by the credit scheme', async () => {
    const scheme = await demo.prisma.creditScheme.findUniqueOrThrow({ where: { id: 1 } });
    const ads = await demo.prisma.ad.findMany();
    for (const ad of ads) {
      const days = (ad.endDate.getTime() - ad.startDate.getTime()) / 86_400_000 + 1;
      expect(ad.creditsUsed).toBe(new Prisma.Decimal(days).div(scheme.timePerCredit).ceil().toNumber());
    }
  });

  it('gives each ad images, quick summaries, and services and sections within bounds', async () => {
    const ads = await demo.prisma.ad.findMany({
      include: {
        images: { orderBy: { position: 'asc' } },
        services: { include: { service: true } },
        quickSummaries: { orderBy: { position: 'asc' } },
        customSections: true,
      },
    });
    for (const ad of ads) {
      expect(ad.images.length).toBeGreaterThanOrEqual(1);
      expect(ad.images.length).toBeLessThanOrEqual(3);
      expect(ad.images.map((image) => image.position)).toEqual(ad.images.map((_, index) => index));
      expect(ad.services.length).toBeLessThanOrEqual(3);
      expect(ad.customSections.length).toBeLessThanOrEqual(2);
      // the SPEC's Age summary is the ad's age column since issue 31
      expect(ad.quickSummaries.map((item) => item.name)).toEqual(['Height', 'Weight', 'Hair Color']);
      expect(ad.age).toBeGreaterThanOrEqual(21);
      expect(ad.age).toBeLessThanOrEqual(35);
    }
    expect(ads.some((ad) => ad.services.length > 0)).toBe(true);
    expect(ads.some((ad) => ad.customSections.length > 0)).toBe(true);
  });

  it('creates credit requests in every status, decided by the admin', async () => {
    const admin = await demo.prisma.user.findUniqueOrThrow({ where: { email: 'admin@example.com' } });
    const scheme = await demo.prisma.creditScheme.findUniqueOrThrow({ where: { id: 1 } });
    const requests = await demo.prisma.creditRequest.findMany({ include: { user: true } });
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      expect(requests.filter((request) => request.status === status).length, status).toBeGreaterThan(0);
    }
    for (const request of requests) {
      expect(request.user.status).toBe('active');
      if (request.status === 'approved') {
        expect(request.creditsAdded).toBe(new Prisma.Decimal(request.amount).mul(scheme.creditRate).floor().toNumber());
        expect(request.creditsAdded).toBeGreaterThan(0);
      } else {
        expect(request.creditsAdded).toBe(0);
      }
      if (request.status === 'pending') {
        expect(request.decidedAt).toBeNull();
        expect(request.decidedById).toBeNull();
      } else {
        expect(request.decidedAt).not.toBeNull();
        expect(request.decidedById).toBe(admin.id);
      }
    }
  });

  it('keeps the credit ledger consistent for every user', async () => {
    const users = await demo.prisma.user.findMany({
      include: { ledgerEntries: { orderBy: { id: 'asc' } } },
    });
    const approved = await demo.prisma.creditRequest.findMany({ where: { status: 'approved' } });
    const ads = await demo.prisma.ad.findMany();
    for (const user of users) {
      let balance = 0;
      for (const entry of user.ledgerEntries) {
        balance += entry.amount;
        expect(entry.balanceAfter, user.email).toBe(balance);
        expect(balance).toBeGreaterThanOrEqual(0);
        if (entry.kind === 'grant') {
          const request = approved.find((candidate) => candidate.id === entry.creditRequestId);
          expect(request?.userId).toBe(user.id);
          expect(entry.amount).toBe(request?.creditsAdded);
        } else {
          expect(entry.kind).toBe('spend');
          const ad = ads.find((candidate) => candidate.id === entry.adId);
          expect(ad?.userId).toBe(user.id);
          expect(entry.amount).toBe(-ad!.creditsUsed);
        }
      }
      expect(user.credits, user.email).toBe(balance);
    }
    const entries = await demo.prisma.creditLedgerEntry.findMany();
    expect(entries.filter((entry) => entry.kind === 'grant')).toHaveLength(approved.length);
    expect(entries.filter((entry) => entry.kind === 'spend')).toHaveLength(ads.length);
    expect(users.some((user) => user.credits > 0)).toBe(true);
  });

  it('creates 12 published blogs, each with images and meta fields', async () => {
    const blogs = await demo.prisma.blog.findMany({ include: { images: true } });
    expect(blogs).toHaveLength(12);
    for (const blog of blogs) {
      expect(blog.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(blog.published).toBe(true);
      expect(blog.images.length).toBeGreaterThanOrEqual(2);
      expect(blog.images.length).toBeLessThanOrEqual(3);
      expect(blog.metaTitle).not.toBe('');
      expect(blog.metaDescription).not.toBe('');
      expect(blog.metaKeywords).not.toBe('');
      expect(blog.description).toMatch(/^<p>/);
      expect(blog.description).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('creates contact messages and visit logs', async () => {
    expect(await demo.prisma.contactMessage.count()).toBe(5);
    expect(await demo.prisma.visitLog.count()).toBeGreaterThan(0);
  });

  it('stores every image it refers to, payment screenshots in private storage', async () => {
    const screenshots = (await demo.prisma.creditRequest.findMany({ select: { paymentScreenshot: true } })).map(
      (row) => row.paymentScreenshot ?? 'a request without a screenshot',
    );
    const keys = new Set<string>([
      ...(await demo.prisma.adImage.findMany({ select: { path: true } })).map((row) => row.path),
      ...(await demo.prisma.blogImage.findMany({ select: { path: true } })).map((row) => row.path),
      ...screenshots,
    ]);
    expect(keys.size).toBeGreaterThanOrEqual(10);
    for (const key of screenshots) expect(await storage.open(key), key).toBeNull();
    for (const key of keys) {
      const file = screenshots.includes(key) ? await storage.openPrivate(key) : await storage.open(key);
      expect(file, key).not.toBeNull();
      expect(file!.size).toBeGreaterThan(0);
      file!.stream.destroy();
    }
  });

  it('stores every srcset variant the API advertises for its ad and blog images', async () => {
    const rows = [
      ...(await demo.prisma.adImage.findMany({ select: { path: true, width: true } })),
      ...(await demo.prisma.blogImage.findMany({ select: { path: true, width: true } })),
    ];
    const urls = new Set(
      rows.flatMap((row) =>
        imageSources('', row)
          .srcSet.split(', ')
          .map((entry) => entry.split(' ')[0]!),
      ),
    );
    expect(urls.size).toBeGreaterThan(rows.length > 0 ? 2 : 0);
    for (const url of urls) {
      const file = await storage.open(decodeURIComponent(url.replace(/^\/media\//, '')));
      expect(file, url).not.toBeNull();
      file!.stream.destroy();
    }
  });

  it('writes only neutral text', async () => {
    const ads = await demo.prisma.ad.findMany({
      include: { customSections: true, services: { include: { service: true } } },
    });
    const blogs = await demo.prisma.blog.findMany();
    const texts = [
      ...ads.flatMap((ad) => [
        ad.name,
        ad.description,
        ...ad.customSections.flatMap((section) => [section.title, section.description]),
        ...ad.services.map((link) => link.service.name),
      ]),
      ...blogs.flatMap((blog) => [blog.title, blog.description, blog.metaKeywords, blog.metaDescription]),
    ];
    for (const text of texts) expect(text).not.toMatch(EXPLICIT);
    expect(ads[0]!.name).toMatch(/^Demo listing/);
  });

  it('adds nothing on a second run', async () => {
    const before = await rowCounts(demo);
    const blogs = await demo.prisma.blog.count();
    const again = await seed(demo.prisma, {
      admin: { email: 'admin@example.com' },
      demo: true,
      storage,
      today: addDays(TODAY, 1),
    });
    expect(again).toMatchObject({
      states: 0,
      locations: 0,
      categories: 0,
      creditSchemeCreated: false,
      admin: { created: false },
      demo: { created: false, reason: 'database not empty' },
    });
    expect(await rowCounts(demo)).toEqual(before);
    expect(await demo.prisma.blog.count()).toBe(blogs);
  });
});
