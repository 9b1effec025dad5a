// The app's route table as both sides need it (issue 32): every page's address pattern, its area (public,
// a sign-in form, or a signed-in area) and the module that holds it. The client's router
// (client/src/app/routes.tsx) adds each route's query, head and view on top; the server reads these facts
// to tell which pages it renders, which chunks a page needs (Vite's manifest names modules by these
// paths), the signed-in areas robots.txt closes, and the head of a signed-in page.
import { adIdOfSegment, adSegment, isCitySegment } from './slugs.ts';

/** Who a route is for: anyone (rendered on the server), a sign-in form, or a signed-in area (both rendered in the browser). */
export type RouteArea = 'public' | 'signIn' | 'signedIn';

/** Who may open a signed-in route: any signed-in user, the staff (admins and moderators), or admins alone. */
export type RouteRole = 'user' | 'staff' | 'admin';

export interface RouteFact {
  /** `/segment/:param`; a last segment `*` takes the rest of the path. */
  path: string;
  area: RouteArea;
  /** The page's module as Vite's manifest names it (relative to client/). */
  module: string;
  /** For a signed-in route: who may open it. */
  role?: RouteRole;
  /** Parameters the route takes; another route of the same pattern takes the rest (a city slug or an ad's id). */
  accepts?: (params: Readonly<Record<string, string>>) => boolean;
}

const LISTING = 'src/features/ads/listing/ListingPage.tsx';
const AD = 'src/features/ads/details/AdDetailsPage.tsx';
const NOT_FOUND = 'src/features/not-found/NotFoundPage.tsx';

/** Every page of the app, by name. Public routes first; within a pattern, the first that accepts the parameters wins. */
export const ROUTES = {
  home: { path: '/', area: 'public', module: 'src/features/home/HomePage.tsx' },
  listing: { path: '/call-girls', area: 'public', module: LISTING },
  // one pattern, two pages: /call-girls/{city} (a slug) is a city's listing, /call-girls/{id} (digits, or an
  // ad's global id) an ad's old address, answering 301 to its readable one; the routers take one route per
  // pattern, so both name the segment `:id`
  cityListing: {
    path: '/call-girls/:id',
    area: 'public',
    module: LISTING,
    accepts: (params) => isCitySegment(params.id ?? ''),
  },
  adById: { path: '/call-girls/:id', area: 'public', module: AD },
  // one pattern, two pages again (issue 33): /call-girls/{city}/{name}-{id} (a last segment ending in a
  // number, which no category's slug does: server/lib/slugs.ts) is an ad, else a city and category's listing
  ad: {
    path: '/call-girls/:citySlug/:categorySlug',
    area: 'public',
    module: AD,
    accepts: (params) => isCitySegment(params.citySlug ?? '') && adIdOfSegment(params.categorySlug ?? '') !== null,
  },
  categoryListing: { path: '/call-girls/:citySlug/:categorySlug', area: 'public', module: LISTING },
  blogs: { path: '/blogs', area: 'public', module: 'src/features/content/blogs/BlogListPage.tsx' },
  blog: { path: '/blogs/:slug', area: 'public', module: 'src/features/content/blogs/BlogDetailPage.tsx' },
  aboutUs: { path: '/about-us', area: 'public', module: 'src/features/content/info/AboutUsPage.tsx' },
  contactUs: { path: '/contact-us', area: 'public', module: 'src/features/contact/ContactUsPage.tsx' },
  terms: { path: '/terms-&-conditions', area: 'public', module: 'src/features/content/info/TermsPage.tsx' },
  privacyPolicy: { path: '/privacy-policy', area: 'public', module: 'src/features/content/info/PrivacyPolicyPage.tsx' },
  grievance: { path: '/grievance', area: 'public', module: 'src/features/trust-safety/grievances/GrievancePage.tsx' },
  grievanceStatus: {
    path: '/grievance/status',
    area: 'public',
    module: 'src/features/trust-safety/grievances/GrievanceStatusPage.tsx',
  },
  // the sign-in forms: no content for search engines, and a password typed before the app runs must never
  // leave in a native form submission, so the browser renders them
  login: { path: '/login', area: 'signIn', module: 'src/features/account/LoginPage.tsx' },
  register: { path: '/register', area: 'signIn', module: 'src/features/account/RegisterPage.tsx' },
  forgotPassword: { path: '/forgot-password', area: 'signIn', module: 'src/features/account/ForgotPasswordPage.tsx' },
  // the staff's area (issue 31): a moderator's screens, and the admins' own, refused to a moderator who types them
  desk: { path: '/admin/desk', area: 'signedIn', role: 'staff', module: 'src/features/trust-safety/desk/DeskPage.tsx' },
  deskAds: {
    path: '/admin/ads',
    area: 'signedIn',
    role: 'staff',
    module: 'src/features/trust-safety/desk/DeskAdsPage.tsx',
  },
  moderation: {
    path: '/admin/moderation',
    area: 'signedIn',
    role: 'staff',
    module: 'src/features/trust-safety/moderation/ModerationPage.tsx',
  },
  grievances: {
    path: '/admin/grievances',
    area: 'signedIn',
    role: 'staff',
    module: 'src/features/trust-safety/grievances/GrievancesPage.tsx',
  },
  verifications: {
    path: '/admin/verifications',
    area: 'signedIn',
    role: 'staff',
    module: 'src/features/trust-safety/verifications/VerificationsPage.tsx',
  },
  blocklist: {
    path: '/admin/blocklist',
    area: 'signedIn',
    role: 'staff',
    module: 'src/features/trust-safety/blocklist/BlocklistPage.tsx',
  },
  contacts: { path: '/admin', area: 'signedIn', role: 'admin', module: 'src/features/contact/ContactsPage.tsx' },
  users: { path: '/admin/users', area: 'signedIn', role: 'admin', module: 'src/features/users/UsersPage.tsx' },
  accountRequests: {
    path: '/admin/users/account-requests',
    area: 'signedIn',
    role: 'admin',
    module: 'src/features/users/AccountRequestsPage.tsx',
  },
  creditScheme: {
    path: '/admin/credit-scheme',
    area: 'signedIn',
    role: 'admin',
    module: 'src/features/credits/scheme/CreditSchemePage.tsx',
  },
  creditRequests: {
    path: '/admin/credit-requests',
    area: 'signedIn',
    role: 'admin',
    module: 'src/features/credits/requests/CreditRequestsPage.tsx',
  },
  // issue 34: bank and UPI app statements matched to credit requests by UTR (decision 0114)
  creditStatements: {
    path: '/admin/bank-statements',
    area: 'signedIn',
    role: 'admin',
    module: 'src/features/credits/statements/CreditStatementsPage.tsx',
  },
  // issue 34: the credit packages and coupon codes the credit form offers
  creditPackages: {
    path: '/admin/credit-packages',
    area: 'signedIn',
    role: 'admin',
    module: 'src/features/credits/packages/CreditPackagesPage.tsx',
  },
  locations: {
    path: '/admin/locations',
    area: 'signedIn',
    role: 'admin',
    module: 'src/features/content/locations/LocationsPage.tsx',
  },
  adminBlogs: {
    path: '/admin/blogs',
    area: 'signedIn',
    role: 'admin',
    module: 'src/features/content/blogs/admin/BlogsPage.tsx',
  },
  seoPages: {
    path: '/admin/seo-pages',
    area: 'signedIn',
    role: 'admin',
    module: 'src/features/content/seo-pages/SeoPagesPage.tsx',
  },
  categories: {
    path: '/admin/categories',
    area: 'signedIn',
    role: 'admin',
    module: 'src/features/content/categories/CategoriesPage.tsx',
  },
  audit: {
    path: '/admin/audit',
    area: 'signedIn',
    role: 'admin',
    module: 'src/features/trust-safety/audit/AuditLogPage.tsx',
  },
  siteSettings: {
    path: '/admin/settings',
    area: 'signedIn',
    role: 'admin',
    module: 'src/features/settings/SiteSettingsPage.tsx',
  },
  staff: { path: '/admin/staff', area: 'signedIn', role: 'admin', module: 'src/features/users/staff/StaffPage.tsx' },
  // the staff's own not-found, inside the dashboard
  adminNotFound: { path: '/admin/*', area: 'signedIn', role: 'staff', module: NOT_FOUND },
  // an advertiser's area
  myAds: { path: '/ads', area: 'signedIn', role: 'user', module: 'src/features/ads/mine/MyAdsPage.tsx' },
  editAd: { path: '/ads/:id/edit', area: 'signedIn', role: 'user', module: 'src/features/ads/edit/EditAdPage.tsx' },
  adStatistics: {
    path: '/ads/:id/statistics',
    area: 'signedIn',
    role: 'user',
    module: 'src/features/ads/statistics/AdStatisticsPage.tsx',
  },
  // issue 34: an ad's placements (featured in a city, bump, home spotlight) bought with credits
  promoteAd: {
    path: '/ads/:id/promote',
    area: 'signedIn',
    role: 'user',
    module: 'src/features/placements/PromoteAdPage.tsx',
  },
  createAd: { path: '/create-ad', area: 'signedIn', role: 'user', module: 'src/features/ads/create/CreateAdPage.tsx' },
  myCreditRequests: {
    path: '/credit-requests',
    area: 'signedIn',
    role: 'user',
    module: 'src/features/credits/buy/MyCreditRequestsPage.tsx',
  },
  creditHistory: {
    path: '/credit-history',
    area: 'signedIn',
    role: 'user',
    module: 'src/features/credits/history/CreditHistoryPage.tsx',
  },
  accountSettings: {
    path: '/account',
    area: 'signedIn',
    role: 'user',
    module: 'src/features/account/settings/AccountSettingsPage.tsx',
  },
  verification: {
    path: '/verification',
    area: 'signedIn',
    role: 'user',
    module: 'src/features/account/verification/VerificationPage.tsx',
  },
} as const satisfies Record<string, RouteFact>;

export type RouteId = keyof typeof ROUTES;

/** The path of a city's listing, or of a city and category's (the readable listing addresses). */
export function listingPath(citySlug: string, categorySlug?: string | null): string {
  return categorySlug ? `/call-girls/${citySlug}/${categorySlug}` : `/call-girls/${citySlug}`;
}

/** What an ad's address is made of: its city's slug, its name and its number (database id). */
export interface AdAddressParts {
  citySlug: string;
  name: string;
  databaseId: number | string;
}

/**
 * The readable path of an ad's page (issue 33), `/call-girls/{city}/{name}-{id}` (`/call-girls/mumbai/priya-139`):
 * the one builder of every link to an ad (cards, sitemaps, structured data, shares, the WhatsApp greeting).
 */
export function adPathOf(ad: AdAddressParts): string {
  return `/call-girls/${ad.citySlug}/${adSegment(ad.name, ad.databaseId)}`;
}

/** The ad's number an ad's address names (readable, or the old `/call-girls/{digits}`), or null for any other path. */
export function adIdOfPath(pathname: string): number | null {
  const match = matchRoute(pathname);
  if (match?.id === 'ad') return adIdOfSegment(match.params.categorySlug ?? '');
  if (match?.id === 'adById' && /^[0-9]+$/.test(match.params.id ?? '')) return adIdOfSegment(match.params.id ?? '');
  return null;
}

/** The routes in the table's order. */
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** The page every address that names no route gets (rendered once, issue 30). */
export const NOT_FOUND_MODULE = NOT_FOUND;

/** The first path segment of every signed-in route: everything below one of them renders in the browser. */
export const SIGNED_IN_AREAS: readonly string[] = [
  ...new Set(ROUTE_IDS.filter((id) => ROUTES[id].area === 'signedIn').map((id) => `/${ROUTES[id].path.split('/')[1]}`)),
];

/** The sign-in forms' addresses. */
const SIGN_IN_FORMS: readonly string[] = ROUTE_IDS.filter((id) => ROUTES[id].area === 'signIn').map(
  (id) => ROUTES[id].path,
);

export interface RouteMatch {
  id: RouteId;
  route: RouteFact;
  params: Record<string, string>;
}

/** A path without its trailing slashes ('/' stays), decoded where it can be. */
export function normalizedPath(pathname: string): string {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    path = pathname;
  }
  if (!path.startsWith('/')) path = `/${path}`;
  return path.replace(/(.)\/+$/, '$1');
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern
    .split('/')
    .slice(1)
    .filter((part) => part !== '');
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if (part === '*') {
      params['*'] = segments.slice(index).join('/');
      return params;
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return parts.length === segments.length ? params : null;
}

/** The route of a path (no query, as the address has it), or null when it names none: the not-found page. */
export function matchRoute(pathname: string): RouteMatch | null {
  return matchDecodedRoute(normalizedPath(pathname));
}

/** The route of a path already decoded (no query), or null. */
export function matchDecodedRoute(path: string): RouteMatch | null {
  const segments = path
    .split('/')
    .slice(1)
    .filter((segment) => segment !== '');
  for (const id of ROUTE_IDS) {
    const route: RouteFact = ROUTES[id];
    const params = matchPattern(route.path, segments);
    if (params && (!route.accepts || route.accepts(params))) return { id, route, params };
  }
  return null;
}

/** Whether a path lies in a signed-in area or is a sign-in form (or below one): the browser renders it. */
export function isRenderedInBrowser(pathname: string): boolean {
  const path = normalizedPath(pathname);
  const under = (root: string) => path === root || path.startsWith(`${root}/`);
  return SIGNED_IN_AREAS.some(under) || SIGN_IN_FORMS.some(under);
}

/** Whether a path is a page of the signed-in areas (the admin's area answers its own not-found inside the dashboard). */
export function isSignedInPage(pathname: string): boolean {
  return matchRoute(pathname)?.route.area === 'signedIn';
}
