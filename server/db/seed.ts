// Seeds the database: reference data always (idempotent), demo content on request into an
// empty database. docs/architecture.md sections 3, 6 and 7; the admin account of the first start.
//
// Reference data never overwrites what an admin changed: states, cities and the credit scheme
// are only inserted when missing, the starter categories only when there are no categories at
// all (so a renamed or deleted category does not come back), the admin only when no account
// has its e-mail.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { Prisma, type PrismaClient } from './generated/prisma/client.ts';
import { hashPassword } from '../lib/passwords.ts';
import { storeImage } from '../lib/media/images.ts';
import type { MediaStorage } from '../lib/media/storage.ts';
import { addDays, dateOnly, todayInIndia } from '../lib/dates.ts';
import { assignSlugs } from '../lib/slugs.ts';
import { reserveIds } from './sequences.ts';
import { creditsForAmount } from '../../common/creditMath.ts';

export interface SeedOptions {
  admin: { email: string; password?: string };
  demo: boolean;
  storage: MediaStorage;
  today?: string;
  log?: (message: string, details?: Record<string, unknown>) => void;
  /** The site's name the demo blogs' SEO texts give (SITE_NAME, the site settings' first value); default 'the directory'. */
  siteName?: string;
}

export interface SeedReport {
  states: number;
  locations: number;
  categories: number;
  creditSchemeCreated: boolean;
  admin: { email: string; created: boolean; generatedPassword?: string };
  demo: { created: boolean; reason?: string; users?: number; ads?: number; blogs?: number; creditRequests?: number };
}

/** The password every demo advertiser shares. Demo data is never created in production. */
export const DEMO_PASSWORD = 'demo-password';

// Neutral names only: nothing that suggests youth (the directory is strictly 18+) or nationality.
export const STARTER_CATEGORIES = [
  'Independent',
  'Elite',
  'VIP',
  'Model',
  'Mature',
  'Travel Companion',
  'Dinner Date',
  'Event Companion',
];

/** 1 credit per 100 rupees, 1 day of publication per credit. */
export const DEFAULT_CREDIT_SCHEME = { creditRate: '0.01', timePerCredit: '1' } as const;

interface IndiaState {
  name: string;
  kind: 'state' | 'union_territory';
  cities: string[];
}

export function loadIndia(): IndiaState[] {
  const raw = JSON.parse(readFileSync(new URL('../../prisma/seed-data/india.json', import.meta.url), 'utf8')) as {
    states?: unknown;
  };
  if (!Array.isArray(raw.states)) throw new Error('prisma/seed-data/india.json: no states');
  return raw.states.map((state: Partial<IndiaState>) => {
    if (
      typeof state.name !== 'string' ||
      (state.kind !== 'state' && state.kind !== 'union_territory') ||
      !Array.isArray(state.cities) ||
      !state.cities.every((city) => typeof city === 'string')
    ) {
      throw new Error(`prisma/seed-data/india.json: malformed state ${JSON.stringify(state.name)}`);
    }
    return { name: state.name, kind: state.kind, cities: state.cities };
  });
}

/** The seeded cities' approximate coordinates (latitude, longitude), by state and city name (issue 33). */
export function loadIndiaCoordinates(): Map<string, readonly [number, number]> {
  const raw = JSON.parse(
    readFileSync(new URL('../../prisma/seed-data/india-coordinates.json', import.meta.url), 'utf8'),
  ) as Record<string, Record<string, unknown>>;
  const coordinates = new Map<string, readonly [number, number]>();
  for (const [state, cities] of Object.entries(raw)) {
    for (const [city, value] of Object.entries(cities)) {
      const [latitude, longitude] = Array.isArray(value) ? (value as unknown[]) : [];
      if (
        typeof latitude !== 'number' ||
        typeof longitude !== 'number' ||
        Math.abs(latitude) > 90 ||
        Math.abs(longitude) > 180
      )
        throw new Error(`prisma/seed-data/india-coordinates.json: malformed ${JSON.stringify(city)}`);
      coordinates.set(coordinatesKey(state, city), [latitude, longitude]);
    }
  }
  return coordinates;
}

/** The seeded places' Hindi names (issue 35, decision 0122): states and categories by name, cities by state and name. */
export interface HindiNames {
  states: Map<string, string>;
  cities: Map<string, string>;
  categories: Map<string, string>;
}

export function loadHindiNames(): HindiNames {
  const file = 'prisma/seed-data/india-hindi.json';
  const raw = JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')) as Record<string, unknown>;
  const names = (value: unknown, what: string): [string, string][] => {
    if (typeof value !== 'object' || value === null) throw new Error(`${file}: no ${what}`);
    const entries = Object.entries(value);
    for (const [name, hindi] of entries)
      if (typeof hindi !== 'string' || hindi.trim() === '')
        throw new Error(`${file}: malformed ${JSON.stringify(name)}`);
    return entries as [string, string][];
  };
  const cities = new Map<string, string>();
  for (const [state, ofState] of Object.entries((raw.cities ?? {}) as Record<string, unknown>))
    for (const [city, hindi] of names(ofState, `cities of ${state}`)) cities.set(coordinatesKey(state, city), hindi);
  return {
    states: new Map(names(raw.states, 'states')),
    cities,
    categories: new Map(names(raw.categories, 'categories')),
  };
}

/** The key of a city in loadIndiaCoordinates' map. */
export function coordinatesKey(state: string, city: string): string {
  return JSON.stringify([state, city]);
}

export async function seed(prisma: PrismaClient, options: SeedOptions): Promise<SeedReport> {
  const log = options.log ?? (() => {});
  const today = options.today ?? todayInIndia();
  dateOnly(today); // throws on a malformed date

  // ---- reference data ----
  // States and cities only into an empty table: an admin's renamed city must not come back under its old name.
  let states = { count: 0 };
  let locations = { count: 0 };
  if ((await prisma.state.count()) === 0) {
    const india = loadIndia();
    const hindi = loadHindiNames();
    states = await prisma.state.createMany({
      data: india.map((state) => ({
        name: state.name,
        hindiName: hindi.states.get(state.name) ?? null,
        kind: state.kind,
      })),
      skipDuplicates: true,
    });
    const stateRows = await prisma.state.findMany({ select: { id: true, name: true } });
    const stateIds = new Map(stateRows.map((row) => [row.name, row.id]));
    const cities = india.flatMap((state) => {
      const stateId = stateIds.get(state.name);
      return stateId === undefined ? [] : state.cities.map((name) => ({ name, stateId, stateName: state.name }));
    });
    const ids = await reserveIds(prisma, 'locations', cities.length);
    const slugs = assignSlugs(
      cities.map((city, index) => ({
        kind: 'location',
        id: ids[index] as number,
        name: city.name,
        stateName: city.stateName,
      })),
      new Set(),
    );
    const coordinates = loadIndiaCoordinates();
    locations = await prisma.location.createMany({
      data: cities.map((city, index) => {
        const [latitude, longitude] = coordinates.get(coordinatesKey(city.stateName, city.name)) ?? [null, null];
        return {
          id: ids[index] as number,
          name: city.name,
          hindiName: hindi.cities.get(coordinatesKey(city.stateName, city.name)) ?? null,
          stateId: city.stateId,
          slug: slugs[index] as string,
          latitude,
          longitude,
        };
      }),
      skipDuplicates: true,
    });
  }

  let categoriesCreated = 0;
  if ((await prisma.category.count()) === 0) {
    const ids = await reserveIds(prisma, 'categories', STARTER_CATEGORIES.length);
    const slugs = assignSlugs(
      STARTER_CATEGORIES.map((name, index) => ({ kind: 'category', id: ids[index] as number, name })),
      new Set(),
    );
    const hindiNames = loadHindiNames().categories;
    categoriesCreated = (
      await prisma.category.createMany({
        data: STARTER_CATEGORIES.map((name, index) => ({
          id: ids[index] as number,
          name,
          hindiName: hindiNames.get(name) ?? null,
          slug: slugs[index] as string,
        })),
        skipDuplicates: true,
      })
    ).count;
  }

  const scheme = await prisma.creditScheme.createMany({
    data: [{ id: 1, ...DEFAULT_CREDIT_SCHEME }],
    skipDuplicates: true,
  });

  const adminEmail = options.admin.email.trim().toLowerCase();
  let adminCreated = false;
  let generatedPassword: string | undefined;
  let admin = await prisma.user.findUnique({ where: { email: adminEmail }, select: { id: true } });
  if (!admin) {
    const password = options.admin.password ?? (generatedPassword = randomBytes(18).toString('base64url'));
    const created = await prisma.user.createMany({
      data: [
        {
          name: 'Administrator',
          email: adminEmail,
          contact: '0000000000',
          passwordHash: await hashPassword(password),
          role: 'admin',
          status: 'active',
        },
      ],
      skipDuplicates: true,
    });
    adminCreated = created.count === 1;
    if (!adminCreated) generatedPassword = undefined; // created by someone else meanwhile
    admin = await prisma.user.findUniqueOrThrow({ where: { email: adminEmail }, select: { id: true } });
  }

  const report: SeedReport = {
    states: states.count,
    locations: locations.count,
    categories: categoriesCreated,
    creditSchemeCreated: scheme.count === 1,
    admin: { email: adminEmail, created: adminCreated, ...(generatedPassword ? { generatedPassword } : {}) },
    demo: { created: false },
  };
  log('Reference data seeded', {
    states: report.states,
    locations: report.locations,
    categories: report.categories,
    creditSchemeCreated: report.creditSchemeCreated,
    adminCreated,
  });

  // ---- demo content ----
  if (!options.demo) {
    report.demo = { created: false, reason: 'disabled' };
    return report;
  }
  report.demo = await seedDemo(prisma, {
    adminId: admin.id,
    storage: options.storage,
    today,
    log,
    siteName: options.siteName ?? 'the directory',
  });
  return report;
}

// ------------------------------------------------------------------------------------------
// Demo content
// ------------------------------------------------------------------------------------------

type Tx = Prisma.TransactionClient;

interface DemoContext {
  adminId: number;
  storage: MediaStorage;
  today: string;
  log: (message: string, details?: Record<string, unknown>) => void;
  siteName: string;
}

const ADVERTISERS: { name: string; status: 'active' | 'requested' | 'rejected' | 'suspended'; reason?: string }[] = [
  { name: 'Priya Sharma', status: 'active' },
  { name: 'Ananya Iyer', status: 'active' },
  { name: 'Kavya Reddy', status: 'active' },
  { name: 'Meera Nair', status: 'active' },
  { name: 'Riya Kapoor', status: 'active' },
  { name: 'Sneha Das', status: 'active' },
  { name: 'Isha Mehta', status: 'requested' },
  { name: 'Neha Joshi', status: 'requested' },
  { name: 'Pooja Verma', status: 'rejected', reason: 'Demo: registration not approved' },
  { name: 'Tanya Singh', status: 'suspended', reason: 'Demo: suspended for review' },
];

const DISPLAY_NAMES = [
  'Priya',
  'Ananya',
  'Kavya',
  'Meera',
  'Riya',
  'Sneha',
  'Aisha',
  'Diya',
  'Ira',
  'Kiara',
  'Naina',
  'Sara',
  'Tara',
  'Zoya',
  'Mira',
  'Anika',
  'Rhea',
  'Nisha',
  'Alina',
  'Sonia',
];

const DESCRIPTIONS = [
  'Demo listing for trying the directory. Friendly, punctual companion for social events and dinners in {city}.',
  'Demo listing for trying the directory. Cheerful company for city walks, museums and coffee in {city}.',
  'Demo listing for trying the directory. Well-travelled conversationalist, happy to join business dinners and receptions in {city}.',
  'Demo listing for trying the directory. Relaxed and respectful companion for concerts, films and weekend brunch in {city}.',
  'Demo listing for trying the directory. Elegant company for parties, gallery openings and festivals around {city}.',
];

const SERVICES = [
  'Dinner date',
  'Social events',
  'Travel companion',
  'City tour',
  'Movie night',
  'Conversation',
  'Shopping companion',
  'Party companion',
  'Business events',
  'Weekend brunch',
  'Museum visits',
  'Concerts',
];

const CUSTOM_SECTIONS = [
  { title: 'Availability', description: 'Weekdays after 6 pm and all day at weekends. Please call a day ahead.' },
  { title: 'Languages', description: 'English, Hindi and a little French.' },
  { title: 'About me', description: 'I love good food, live music and long conversations about travel.' },
  { title: 'Booking', description: 'Demo listing: bookings are not real. Meet in public places first.' },
];

const HAIR_COLORS = ['Black', 'Dark brown', 'Brown', 'Auburn', 'Chestnut'];

/** Cities that get several ads each, so the listing of a big city is never thin. */
const FEATURED_CITIES: [state: string, city: string][] = [
  ['Maharashtra', 'Mumbai'],
  ['Delhi', 'New Delhi'],
  ['Karnataka', 'Bengaluru'],
  ['West Bengal', 'Kolkata'],
  ['Tamil Nadu', 'Chennai'],
  ['Telangana', 'Hyderabad'],
  ['Maharashtra', 'Pune'],
  ['Gujarat', 'Ahmedabad'],
  ['Rajasthan', 'Jaipur'],
  ['Goa', 'Panaji'],
  ['Uttar Pradesh', 'Lucknow'],
  ['Chandigarh', 'Chandigarh'],
];
const ADS_PER_FEATURED_CITY = 8;
const TOTAL_ADS = 240;

const BLOGS: { slug: string; title: string; topic: string }[] = [
  { slug: 'safety-tips-for-meeting-new-people', title: 'Safety tips for meeting new people', topic: 'safety' },
  { slug: 'a-weekend-city-guide-to-mumbai', title: 'A weekend city guide to Mumbai', topic: 'Mumbai' },
  { slug: 'dining-etiquette-for-a-first-dinner', title: 'Dining etiquette for a first dinner', topic: 'etiquette' },
  { slug: 'protecting-your-privacy-online', title: 'Protecting your privacy online', topic: 'privacy' },
  { slug: 'best-cafes-in-bengaluru', title: 'Best cafes in Bengaluru', topic: 'Bengaluru' },
  { slug: 'planning-an-evening-out-in-new-delhi', title: 'Planning an evening out in New Delhi', topic: 'New Delhi' },
  { slug: 'how-to-write-a-clear-listing', title: 'How to write a clear listing', topic: 'listings' },
  { slug: 'cultural-events-to-enjoy-in-kolkata', title: 'Cultural events to enjoy in Kolkata', topic: 'Kolkata' },
  { slug: 'respect-and-consent-the-basics', title: 'Respect and consent: the basics', topic: 'etiquette' },
  { slug: 'a-food-lovers-guide-to-hyderabad', title: "A food lover's guide to Hyderabad", topic: 'Hyderabad' },
  { slug: 'travelling-safely-between-cities', title: 'Travelling safely between cities', topic: 'safety' },
  { slug: 'chennai-by-the-sea-an-evening-guide', title: 'Chennai by the sea: an evening guide', topic: 'Chennai' },
];

const CONTACT_MESSAGES = [
  {
    name: 'Rahul Gupta',
    email: 'rahul.gupta@example.com',
    contact: '9811100001',
    message: 'Hello, how do I buy credits for my listing? Thank you.',
  },
  {
    name: 'Sunita Rao',
    email: 'sunita.rao@example.com',
    contact: '9811100002',
    message: 'Could you add my town to the list of cities? It is near Pune.',
  },
  {
    name: 'Arjun Malhotra',
    email: 'arjun.m@example.com',
    contact: '9811100003',
    message: 'I forgot which e-mail I registered with. Can you help?',
  },
  {
    name: 'Fatima Khan',
    email: 'fatima.khan@example.com',
    contact: '9811100004',
    message: 'A listing in Chennai shows an old phone number, please check.',
  },
  {
    name: 'Vikram Sethi',
    email: 'vikram.sethi@example.com',
    contact: '9811100005',
    message: 'Great directory. Do you plan an app for phones?',
  },
];

const VISIT_ROUTES = [
  '/',
  '/call-girls',
  '/blogs',
  '/contact-us',
  '/about-us',
  '/blogs/safety-tips-for-meeting-new-people',
  '/login',
];

async function seedDemo(prisma: PrismaClient, context: DemoContext): Promise<SeedReport['demo']> {
  const { adminId, storage, today, log } = context;
  if (!(await isEmpty(prisma))) return { created: false, reason: 'database not empty' };

  const scheme = await prisma.creditScheme.findUnique({ where: { id: 1 } });
  if (!scheme || !scheme.creditRate.gt(0) || !scheme.timePerCredit.gt(0)) {
    return { created: false, reason: 'credit scheme has a zero rate' };
  }
  const categories = await prisma.category.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  if (categories.length === 0) return { created: false, reason: 'no categories' };
  const locationRows = await prisma.location.findMany({
    select: { id: true, name: true, state: { select: { name: true } } },
  });
  const locationId = new Map(locationRows.map((row) => [`${row.state.name}\u0000${row.name}`, row]));
  const cityIds = planCities(loadIndia(), (state, city) => locationId.get(`${state}\u0000${city}`));
  if (cityIds.length === 0) return { created: false, reason: 'no locations' };

  // Slow work outside the transaction: images (content-addressed, so harmless if unused) and one hash.
  const [images, passwordHash] = await Promise.all([makeImagePool(storage), hashPassword(DEMO_PASSWORD)]);

  const random = mulberry32(20_261_122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const at = (day: string, hour = 10, minute = 0) =>
    new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000+05:30`);

  // ---- plan everything in memory ----
  const activeIndexes = ADVERTISERS.flatMap((advertiser, index) => (advertiser.status === 'active' ? [index] : []));
  interface PlannedAd {
    owner: number; // index into ADVERTISERS
    data: Omit<Prisma.AdCreateManyInput, 'userId'>;
    images: string[];
    services: string[];
    summaries: { name: string; value: string }[];
    sections: { title: string; description: string }[];
  }
  const plannedAds: PlannedAd[] = cityIds.map(({ locationId: location, city, kind }, index) => {
    let start: string;
    let end: string;
    if (kind === 'running') {
      start = addDays(today, -between(0, 20));
      end = addDays(today, between(0, 30));
    } else if (kind === 'past') {
      end = addDays(today, -between(1, 20));
      start = addDays(end, -between(0, 14));
    } else {
      start = addDays(today, between(1, 14));
      end = addDays(start, between(0, 20));
    }
    const days = (dateOnly(end).getTime() - dateOnly(start).getTime()) / 86_400_000 + 1;
    const creditsUsed = new Prisma.Decimal(days).div(scheme.timePerCredit).ceil().toNumber();
    const createdDay = kind === 'future' ? addDays(today, -between(0, 5)) : addDays(start, -1);
    const createdAt = at(createdDay, between(8, 21), between(0, 59));
    const displayName = DISPLAY_NAMES[index % DISPLAY_NAMES.length] as string;
    const imageCount = between(1, 3);
    const firstImage = between(0, images.portraits.length - 1);
    const serviceCount = between(0, 3);
    const firstService = between(0, SERVICES.length - 1);
    const sectionCount = between(0, 2);
    const firstSection = between(0, CUSTOM_SECTIONS.length - 1);
    const inches = between(0, 9);
    return {
      owner: activeIndexes[index % activeIndexes.length] as number,
      data: {
        name: `Demo listing ${index + 1} — ${displayName}`,
        description: pick(DESCRIPTIONS).replace('{city}', city),
        contact: index % 3 === 0 ? `9${String(700_000_000 + index * 7919).padStart(9, '0')}` : null,
        startDate: dateOnly(start),
        endDate: dateOnly(end),
        creditsUsed,
        categoryId: (categories[index % categories.length] as { id: number }).id,
        locationId: location,
        createdAt,
        updatedAt: createdAt,
      },
      images: Array.from(
        { length: imageCount },
        (_, i) => images.portraits[(firstImage + i) % images.portraits.length] as string,
      ),
      services: Array.from(
        { length: serviceCount },
        (_, i) => SERVICES[(firstService + i) % SERVICES.length] as string,
      ),
      summaries: [
        { name: 'Age', value: String(between(21, 35)) },
        { name: 'Height', value: `5'${inches}"` },
        { name: 'Weight', value: `${between(48, 68)} kg` },
        { name: 'Hair Color', value: pick(HAIR_COLORS) },
      ],
      sections: Array.from(
        { length: sectionCount },
        (_, i) => CUSTOM_SECTIONS[(firstSection + i) % CUSTOM_SECTIONS.length] as PlannedAd['sections'][number],
      ),
    };
  });
  plannedAds.sort((a, b) => (a.data.createdAt as Date).getTime() - (b.data.createdAt as Date).getTime());

  // Credit requests: two approved grants per active advertiser (large enough for their ads and a
  // remainder), plus a pending or a rejected one each.
  interface PlannedRequest {
    owner: number;
    amount: number;
    status: 'pending' | 'approved' | 'rejected';
    creditsAdded: number;
    screenshot: string;
    createdAt: Date;
    decidedAt: Date | null;
  }
  const requests: PlannedRequest[] = [];
  const rupeesFor = (credits: number) => {
    const exact = new Prisma.Decimal(Math.max(credits, 1)).div(scheme.creditRate).ceil();
    const rounded = exact.div(100).ceil().mul(100).toNumber(); // a round sum of rupees
    return Math.min(rounded, 2_000_000_000);
  };
  activeIndexes.forEach((owner, position) => {
    const spend = plannedAds
      .filter((ad) => ad.owner === owner)
      .reduce((sum, ad) => sum + (ad.data.creditsUsed as number), 0);
    const target = spend + 25 + position * 15;
    const first = Math.ceil(target * 0.6);
    for (const [share, day] of [
      [first, -60],
      [target - first, -50],
    ] as const) {
      const amount = rupeesFor(share);
      requests.push({
        owner,
        amount,
        status: 'approved',
        creditsAdded: creditsForAmount(amount, scheme.creditRate),
        screenshot: images.screenshots[requests.length % images.screenshots.length] as string,
        createdAt: at(addDays(today, day - 1), 11, position),
        decidedAt: at(addDays(today, day), 12, position),
      });
    }
    const pending = position % 2 === 0;
    const amount = rupeesFor(between(5, 40));
    requests.push({
      owner,
      amount,
      status: pending ? 'pending' : 'rejected',
      creditsAdded: 0,
      screenshot: images.screenshots[requests.length % images.screenshots.length] as string,
      createdAt: at(addDays(today, pending ? -1 : -21), 15, position),
      decidedAt: pending ? null : at(addDays(today, -20), 16, position),
    });
  });

  // The ledger, in time order (grants 50-60 days ago, every ad later), with running balances.
  type LedgerItem =
    | { owner: number; kind: 'grant'; amount: number; request: number; createdAt: Date }
    | { owner: number; kind: 'spend'; amount: number; ad: number; createdAt: Date };
  const ledger: LedgerItem[] = [
    ...requests.flatMap((request, index) =>
      request.status === 'approved'
        ? [
            {
              owner: request.owner,
              kind: 'grant' as const,
              amount: request.creditsAdded,
              request: index,
              createdAt: request.decidedAt as Date,
            },
          ]
        : [],
    ),
    ...plannedAds.map((ad, index) => ({
      owner: ad.owner,
      kind: 'spend' as const,
      amount: -(ad.data.creditsUsed as number),
      ad: index,
      createdAt: ad.data.createdAt as Date,
    })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const balances = new Map<number, number>();
  const balanceAfter = ledger.map((item) => {
    const balance = (balances.get(item.owner) ?? 0) + item.amount;
    if (balance < 0) throw new Error('Demo seed: a ledger balance would go negative');
    balances.set(item.owner, balance);
    return balance;
  });

  // ---- write ----
  const counts = await prisma.$transaction(
    async (tx) => {
      if (!(await isEmpty(tx))) return null;
      const users = byId(
        await tx.user.createManyAndReturn({
          data: ADVERTISERS.map((advertiser, index) => ({
            name: advertiser.name,
            email: `demo.advertiser${index + 1}@example.com`,
            contact: `98100000${String(index + 1).padStart(2, '0')}`,
            address: `${index + 1} Demo Street, ${pick(FEATURED_CITIES)[1]}`,
            passwordHash,
            role: 'user' as const,
            status: advertiser.status,
            suspensionReason: advertiser.reason ?? null,
            credits: balances.get(index) ?? 0,
            createdAt: at(addDays(today, -90 + index)),
          })),
          select: { id: true },
        }),
      );
      const userId = (owner: number) => (users[owner] as { id: number }).id;

      const createdRequests = byId(
        await tx.creditRequest.createManyAndReturn({
          data: requests.map((request) => ({
            userId: userId(request.owner),
            amount: request.amount,
            status: request.status,
            creditsAdded: request.creditsAdded,
            paymentScreenshot: request.screenshot,
            decidedById: request.decidedAt ? adminId : null,
            decidedAt: request.decidedAt,
            createdAt: request.createdAt,
          })),
          select: { id: true },
        }),
      );

      await tx.service.createMany({ data: SERVICES.map((name) => ({ name })), skipDuplicates: true });
      const services = await tx.service.findMany({ select: { id: true, name: true } });
      const serviceId = new Map(services.map((service) => [service.name.toLowerCase(), service.id]));

      const ads = byId(
        await tx.ad.createManyAndReturn({
          // issue 31: the person's age is the ad's column, as the forms ask it (the Age summary became it)
          data: plannedAds.map((ad) => ({
            ...ad.data,
            age: Number(ad.summaries.find((item) => item.name === 'Age')?.value),
            userId: userId(ad.owner),
          })),
          select: { id: true },
        }),
      );
      const adId = (index: number) => (ads[index] as { id: number }).id;

      await tx.adImage.createMany({
        data: plannedAds.flatMap((ad, index) =>
          ad.images.map((path, position) => ({ adId: adId(index), path, width: 640, height: 800, position })),
        ),
      });
      await tx.adService.createMany({
        data: plannedAds.flatMap((ad, index) =>
          ad.services.flatMap((name, position) => {
            const id = serviceId.get(name.toLowerCase());
            return id === undefined ? [] : [{ adId: adId(index), serviceId: id, position }];
          }),
        ),
        skipDuplicates: true,
      });
      await tx.adQuickSummary.createMany({
        data: plannedAds.flatMap((ad, index) =>
          ad.summaries
            .filter((item) => item.name !== 'Age')
            .map((item, position) => ({ adId: adId(index), ...item, position })),
        ),
      });
      await tx.adCustomSection.createMany({
        data: plannedAds.flatMap((ad, index) =>
          ad.sections.map((item, position) => ({ adId: adId(index), ...item, position })),
        ),
      });
      await tx.creditLedgerEntry.createMany({
        data: ledger.map((item, index) => ({
          userId: userId(item.owner),
          kind: item.kind,
          amount: item.amount,
          balanceAfter: balanceAfter[index] as number,
          reason: item.kind === 'grant' ? 'Credit request approved' : 'Ad published',
          creditRequestId: item.kind === 'grant' ? (createdRequests[item.request] as { id: number }).id : null,
          adId: item.kind === 'spend' ? adId(item.ad) : null,
          createdAt: item.createdAt,
        })),
      });

      const blogs = byId(
        await tx.blog.createManyAndReturn({
          data: BLOGS.map((blog, index) => {
            const createdAt = at(addDays(today, -7 * (BLOGS.length - index)), 9);
            return {
              slug: blog.slug,
              title: blog.title,
              description: blogHtml(blog.title, blog.topic),
              metaTitle: `${blog.title} | ${context.siteName}`,
              metaDescription: `${blog.title}: practical, friendly advice from the ${context.siteName} blog.`,
              metaKeywords: ['companion directory', blog.topic.toLowerCase(), 'india', 'guide'].join(', '),
              metaRobots: 'index, follow',
              published: true,
              createdAt,
              updatedAt: createdAt,
            };
          }),
          select: { id: true },
        }),
      );
      await tx.blogImage.createMany({
        data: blogs.flatMap((blog, index) =>
          Array.from({ length: 2 + (index % 2) }, (_, position) => ({
            blogId: blog.id,
            path: images.banners[(index + position) % images.banners.length] as string,
            width: 1200,
            height: 630,
            position,
          })),
        ),
      });

      await tx.contactMessage.createMany({
        data: CONTACT_MESSAGES.map((message, index) => ({ ...message, createdAt: at(addDays(today, -index * 3), 13) })),
      });
      await tx.visitLog.createMany({
        data: Array.from({ length: 30 }, (_, index) => ({
          route: VISIT_ROUTES[index % VISIT_ROUTES.length] as string,
          userId: index % 4 === 0 ? userId(activeIndexes[index % activeIndexes.length] as number) : null,
          createdAt: at(addDays(today, -(index % 7)), 8 + (index % 14), index),
        })),
      });
      return { users: users.length, ads: ads.length, blogs: blogs.length, creditRequests: createdRequests.length };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  if (!counts) return { created: false, reason: 'database not empty' };

  log('Demo data created; every demo advertiser signs in with the same password', {
    password: DEMO_PASSWORD,
    emails: ADVERTISERS.map((advertiser, index) => `demo.advertiser${index + 1}@example.com (${advertiser.status})`),
    ...counts,
  });
  return { created: true, ...counts };
}

/** True when there are no ads and no accounts other than admins. */
async function isEmpty(db: PrismaClient | Tx): Promise<boolean> {
  const [ads, users] = await Promise.all([db.ad.count(), db.user.count({ where: { role: { not: 'admin' } } })]);
  return ads === 0 && users === 0;
}

/** Rows of a multi-row INSERT ... RETURNING, in insertion order (ids are assigned in that order). */
function byId<T extends { id: number }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => a.id - b.id);
}

/**
 * One entry per demo ad: the featured big cities get several ads (mostly running today, one
 * past, one future), the rest go round the states, three cities deep, for breadth.
 */
function planCities(
  india: IndiaState[],
  find: (state: string, city: string) => { id: number; name: string } | undefined,
): { locationId: number; city: string; kind: 'running' | 'past' | 'future' }[] {
  const plan: { locationId: number; city: string; kind: 'running' | 'past' | 'future' }[] = [];
  const featured = new Set<string>();
  const featuredKinds = ['running', 'running', 'past', 'running', 'running', 'future', 'running', 'running'] as const;
  for (const [state, city] of FEATURED_CITIES) {
    const location = find(state, city);
    if (!location) continue;
    featured.add(`${state}\u0000${city}`);
    for (let i = 0; i < ADS_PER_FEATURED_CITY; i++) {
      plan.push({
        locationId: location.id,
        city: location.name,
        kind: featuredKinds[i % featuredKinds.length] as 'running',
      });
    }
  }
  const others: { id: number; name: string }[] = [];
  for (let depth = 0; depth < 3; depth++) {
    for (const state of india) {
      const city = state.cities[depth];
      if (city === undefined || featured.has(`${state.name}\u0000${city}`)) continue;
      const location = find(state.name, city);
      if (location) others.push(location);
    }
  }
  if (others.length === 0 && plan.length === 0) return plan;
  const pool = others.length > 0 ? others : plan.map((entry) => ({ id: entry.locationId, name: entry.city }));
  for (let i = 0; plan.length < TOTAL_ADS; i++) {
    const location = pool[i % pool.length] as { id: number; name: string };
    const kind = i % 7 === 3 ? 'past' : i % 7 === 5 ? 'future' : 'running';
    plan.push({ locationId: location.id, city: location.name, kind });
  }
  return plan;
}

const BLOG_CITIES = new Set(['Mumbai', 'Bengaluru', 'New Delhi', 'Kolkata', 'Hyderabad', 'Chennai']);

function blogHtml(title: string, topic: string): string {
  const intro = BLOG_CITIES.has(topic)
    ? `<p>${topic} has something for every evening: markets, music, food and long walks. This demo article collects a few ideas for planning time out in the city.</p>`
    : `<p>This demo article shares practical advice on ${topic} for everyone who uses the directory, advertisers and visitors alike.</p>`;
  return [
    intro,
    `<h2>${title}</h2>`,
    '<ul>',
    '<li>Meet in a public place the first time and tell a friend where you are going.</li>',
    '<li>Agree on plans, times and expectations clearly and in advance.</li>',
    '<li>Keep personal details private until you feel comfortable.</li>',
    '</ul>',
    '<h2>Before you go</h2>',
    '<p>Check opening hours, plan your route home and keep your phone charged. Be kind, be punctual and respect every boundary.</p>',
  ].join('');
}

// ---- generated images (no downloads, no fonts) ----

interface ImagePool {
  portraits: string[];
  banners: string[];
  screenshots: string[];
}

async function makeImagePool(storage: MediaStorage): Promise<ImagePool> {
  // through the upload pipeline, so the srcset variants the API advertises exist as well
  const store = async (svg: string, options: { private?: boolean } = {}) =>
    (await storeImage(storage, new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer()), options)).key;
  const [portraits, banners, screenshots] = await Promise.all([
    Promise.all(Array.from({ length: 24 }, (_, i) => store(portraitSvg(i)))),
    Promise.all(Array.from({ length: 6 }, (_, i) => store(bannerSvg(i)))),
    // payment screenshots are private, as real ones are (served by signed URL only)
    Promise.all(Array.from({ length: 4 }, (_, i) => store(screenshotSvg(i), { private: true }))),
  ]);
  return { portraits, banners, screenshots };
}

function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function portraitSvg(index: number): string {
  const hue = (index * 360) / 24;
  const from = hsl(hue, 65, 72);
  const to = hsl((hue + 45) % 360, 55, 38);
  const bubbles = Array.from({ length: 5 }, (_, i) => {
    const cx = (index * 97 + i * 131) % 640;
    const cy = (index * 53 + i * 173) % 800;
    const r = 30 + (((index + i) * 23) % 90);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.12"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="800" viewBox="0 0 640 800">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="l" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="640" height="800" fill="url(#g)"/>
<rect width="640" height="800" fill="url(#l)"/>
${bubbles}
<circle cx="320" cy="330" r="115" fill="#ffffff" fill-opacity="0.5"/>
<path d="M100 800 C100 560 540 560 540 800 Z" fill="#ffffff" fill-opacity="0.5"/>
</svg>`;
}

function bannerSvg(index: number): string {
  const hue = (index * 60 + 200) % 360;
  const sky = hsl(hue, 60, 75);
  const dusk = hsl((hue + 30) % 360, 50, 45);
  const buildings = Array.from({ length: 14 }, (_, i) => {
    const width = 60 + ((i * 37 + index * 11) % 50);
    const height = 120 + ((i * 71 + index * 29) % 220);
    return `<rect x="${i * 88 - 10}" y="${630 - height}" width="${width}" height="${height}" fill="${hsl((hue + 200) % 360, 30, 20 + (i % 3) * 6)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${dusk}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#s)"/>
<circle cx="${200 + index * 140}" cy="170" r="70" fill="#fff4d6" fill-opacity="0.85"/>
${buildings}
</svg>`;
}

function screenshotSvg(index: number): string {
  const accent = hsl((index * 90 + 140) % 360, 55, 45);
  const lines = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="40" y="${380 + i * 48}" width="${280 - ((i * 53 + index * 17) % 120)}" height="18" rx="9" fill="#d5d9e0"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="720" viewBox="0 0 360 720">
<rect width="360" height="720" fill="#f6f7f9"/>
<rect width="360" height="64" fill="${accent}"/>
<circle cx="180" cy="220" r="80" fill="${accent}"/>
<path d="M140 222 L170 252 L225 192" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
${lines}
<rect x="40" y="660" width="280" height="36" rx="18" fill="${accent}" fill-opacity="0.8"/>
</svg>`;
}

/** A small deterministic generator, so the demo data is the same on every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
