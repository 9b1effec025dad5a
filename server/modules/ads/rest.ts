// Ads over REST (SPEC section 7): my ads, create ad (multipart), the public listing and service
// suggestions. A thin adapter over ./service.ts, where the rules and authorisation live; this file
// checks the role, reads the payload's field names and shapes the answers.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import type { RequestContext } from '../../context.ts';
import { isoDate } from '../../lib/dates.ts';
import {
  contextOf,
  formBody,
  formFiles,
  formJsonList,
  formText,
  jsonBody,
  pageOf,
  requireSession,
  wholeNumber,
  type RestApp,
} from '../../rest/app.ts';
import { imageSources } from '../../lib/media/images.ts';
import {
  adContact,
  countMyAds,
  countPublicAds,
  createAds,
  getMyAdsByIds,
  listMyAds,
  listPublicAds,
  suggestServices,
} from './service.ts';
import { searchPublicAds } from './search.ts';
import { ageOfSummaries } from '../../../common/age.ts';

/** SPEC section 9: the listing and "my ads" page size. */
const DEFAULT_PAGE_SIZE = 5;

// the owner's contact only: never anything else of the account
export const AD_INCLUDE = {
  user: { select: { contact: true } },
  category: { select: { id: true, name: true } },
  location: { select: { id: true, name: true, stateId: true, state: { select: { id: true, name: true } } } },
  images: { select: { id: true, path: true, width: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  services: { select: { service: { select: { name: true } } }, orderBy: { position: 'asc' } },
  quickSummaries: { select: { name: true, value: true }, orderBy: { position: 'asc' } },
  customSections: { select: { title: true, description: true }, orderBy: { position: 'asc' } },
} satisfies Prisma.AdInclude;

// the services take the selection as a generic query whose result type Prisma does not carry
// through the spread; the rows do hold what AD_INCLUDE asks for
type AdRow = Prisma.AdGetPayload<{ include: typeof AD_INCLUDE }>;

/** An ad as SPEC section 3 names its fields; `credits_used` only for the owner's own lists. */
function adAnswer(ctx: RequestContext, ad: AdRow, withCredits: boolean) {
  return {
    id: ad.id,
    name: ad.name,
    description: ad.description,
    contact: adContact(ad),
    start_date: isoDate(ad.startDate),
    end_date: isoDate(ad.endDate),
    // issue 31: the person's age (null only for an old ad without one) and the advertiser's verified mark
    age: ad.age,
    verified: ad.ownerVerified,
    credits_used: withCredits ? ad.creditsUsed : null,
    category: { id: ad.category.id, name: ad.category.name },
    adLocation: {
      id: ad.location.id,
      name: ad.location.name,
      stateId: ad.location.stateId,
      state: { id: ad.location.state.id, name: ad.location.state.name },
    },
    adImages: ad.images.map((image) => ({ id: image.id, image_url: imageSources(ctx.origin, image).url })),
    user: { contact: ad.user.contact },
    services: ad.services.map((entry) => entry.service.name),
    quickSummaries: ad.quickSummaries.map(({ name, value }) => ({ name, value })),
    otherDetails: ad.customSections.map(({ title, description }) => ({ title, description })),
  };
}

/**
 * The age the create-ad payload gives: its `age` field, else the Age quick summary the SPEC's
 * clients send ("Age": "25", "Umar": "२५ साल"; common/age.ts); undefined when neither does,
 * which the service refuses with its message.
 */
function payloadAge(form: FormData, quickSummaries: unknown[]): unknown {
  const field = formText(form, 'age');
  if (field.trim() !== '') return field;
  const texts = quickSummaries.flatMap((item) => {
    const { name, value } = (item ?? {}) as { name?: unknown; value?: unknown };
    return typeof name === 'string' && typeof value === 'string' ? [{ name, value }] : [];
  });
  return ageOfSummaries(texts) ?? undefined;
}

/** A listing filter id: absent, null or '' means "no filter" (the whole country, every category). */
function filterId(value: unknown): unknown {
  return value === '' ? undefined : value;
}

export function registerAdRoutes(app: RestApp) {
  // GET /ads?page=&pageSize= (user): the caller's own ads, newest first
  app.get('/ads', async (c) => {
    const ctx = requireSession(c, 'user');
    const { skip, take } = pageOf(c, DEFAULT_PAGE_SIZE);
    const [ads, totalAds] = await Promise.all([
      listMyAds(ctx, { skip, take, include: AD_INCLUDE }) as Promise<AdRow[]>,
      countMyAds(ctx),
    ]);
    return c.json({ ads: ads.map((ad) => adAnswer(ctx, ad, true)), totalAds });
  });

  // POST /ads/getByLocation (public): { locationId, categoryId, page, pageSize, search }
  app.post('/ads/getByLocation', async (c) => {
    const ctx = contextOf(c);
    const body = await jsonBody(c);
    const page = wholeNumber(body.page, 1, 1, 1_000_000, 'page');
    const pageSize = wholeNumber(body.pageSize, DEFAULT_PAGE_SIZE, 1, 100, 'pageSize');
    // issue 31: minAge, maxAge (18 to 99) and verified (true) narrow it as the GraphQL listing's arguments do
    const filter = {
      locationId: filterId(body.locationId),
      categoryId: filterId(body.categoryId),
      minAge: body.minAge,
      maxAge: body.maxAge,
      verified: body.verified,
    };
    // issue 18: a non-blank `search` answers the keyword search instead, most relevant first, paged the same way
    if (typeof body.search === 'string' && body.search.trim() !== '') {
      const found = await searchPublicAds(
        ctx,
        filter,
        body.search,
        { take: pageSize, skip: (page - 1) * pageSize },
        { include: AD_INCLUDE },
      );
      return c.json({
        ads: found.ads.map(({ ad }) => adAnswer(ctx, ad as AdRow, false)),
        totalAds: found.count!.count,
        totalAdsIsLowerBound: found.count!.isLowerBound,
      });
    }
    const [ads, counted] = await Promise.all([
      listPublicAds(ctx, filter, { skip: (page - 1) * pageSize, take: pageSize, include: AD_INCLUDE }) as Promise<
        AdRow[]
      >,
      // past this page by one at least: "more pages remain while totalAds > page x pageSize" stays true
      countPublicAds(ctx, filter, page * pageSize + 1),
    ]);
    return c.json({
      ads: ads.map((ad) => adAnswer(ctx, ad, false)),
      totalAds: counted.count,
      totalAdsIsLowerBound: counted.isLowerBound,
    });
  });

  // GET /ads/ad_services?search=&exclude= (user): up to 10 service names
  app.get('/ads/ad_services', async (c) => {
    const ctx = requireSession(c, 'user');
    const names = await suggestServices(ctx, { search: c.req.query('search'), exclude: c.req.queries('exclude') });
    return c.json(names);
  });

  // POST /ads (user), multipart: the create-ad fields, lists JSON-encoded, repeated ad_images; `age` (issue 31), else the Age quick summary
  app.post('/ads', async (c) => {
    const ctx = requireSession(c, 'user');
    const form = await formBody(c);
    const quickSummaries = formJsonList(form, 'quickSummaries');
    const created = await createAds(ctx, {
      name: formText(form, 'name'),
      contact: formText(form, 'contact'),
      description: formText(form, 'description'),
      startDate: formText(form, 'startDate'),
      endDate: formText(form, 'endDate'),
      categoryId: formText(form, 'category_id'),
      locationIds: formJsonList(form, 'locationIds'),
      services: formJsonList(form, 'services'),
      quickSummaries,
      customSections: formJsonList(form, 'otherDetails'),
      age: payloadAge(form, quickSummaries),
      images: formFiles(form, 'ad_images'),
      // issue 31: an agency account declares it holds proof the person is 18 or over ("true", "1", "on" or "yes")
      adultDeclaration: ['true', '1', 'on', 'yes'].includes(formText(form, 'adultDeclaration').trim().toLowerCase()),
    });
    const ads = (await getMyAdsByIds(
      ctx,
      created.ads.map((ad) => ad.id),
      { include: AD_INCLUDE },
    )) as AdRow[];
    return c.json(
      { ads: ads.map((ad) => adAnswer(ctx, ad, true)), creditsSpent: created.creditsSpent, balance: created.balance },
      201,
    );
  });
}
