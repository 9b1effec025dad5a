// The route table of SPEC section 2. Every page is its own chunk; a page with a query exports a loader
// that PageRoute runs (Relay's loadQuery) as soon as the chunk arrives. Declarative routes: the data
// router's extra machinery would cost a visitor some 17 KB of JavaScript for nothing we use.
import { lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter, useLocation, useRoutes, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { PageRoute } from './PageRoute.tsx';
import { PublicLayout } from './layout/PublicLayout.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { RequireRole } from './RequireRole.tsx';
import { CityOrAd } from '../features/ads/listing/listingAddress.tsx';
import { hydratingNotFoundPage } from '../lib/notFoundPage.ts';
import { NOT_FOUND_LOCATION } from '../../../common/notFoundPage.ts';

interface PageExports {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/**
 * Marks the document once a page's content is live (hydrated, or rendered in the browser):
 * `<html data-page-live>`. A page the server rendered can be clicked before its script runs; the
 * browser tests wait for this before they use a page.
 */
function PageLive() {
  useEffect(() => {
    document.documentElement.dataset.pageLive = '';
  }, []);
  return null;
}

/** A lazily loaded page: its module exports the component and a loader factory taking the environment. */
function page<M>(load: () => Promise<M>, pick: (module: M) => PageExports): ReactNode {
  const Page = lazy(async () => {
    const { Component, loader } = pick(await load());
    const Loaded = loader
      ? () => (
          <PageRoute loader={loader}>
            <Component />
            <PageLive />
          </PageRoute>
        )
      : () => (
          <>
            <Component />
            <PageLive />
          </>
        );
    return { default: Loaded };
  });
  return <Page />;
}

export function createRoutes(environment: IEnvironment): RouteObject[] {
  const protectedArea = page(() => import('./layout/ProtectedLayout.tsx'), (m) => ({ Component: m.ProtectedLayout }));
  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { index: true, element: page(() => import('../features/home/HomePage.tsx'), (m) => ({ Component: m.HomePage, loader: m.homePageLoader(environment) })) },
            { path: 'call-girls', element: page(() => import('../features/ads/listing/ListingPage.tsx'), (m) => ({ Component: m.ListingPage, loader: m.listingPageLoader(environment) })) },
            // /call-girls/{city} (a slug) is a city's listing, /call-girls/{id} (digits, or an ad's global id) an ad
            {
              path: 'call-girls/:id',
              element: (
                <CityOrAd
                  listing={page(() => import('../features/ads/listing/ListingPage.tsx'), (m) => ({ Component: m.ListingPage, loader: m.listingPageLoader(environment) }))}
                  ad={page(() => import('../features/ads/details/AdDetailsPage.tsx'), (m) => ({ Component: m.AdDetailsPage, loader: m.adDetailsPageLoader(environment) }))}
                />
              ),
            },
            { path: 'call-girls/:citySlug/:categorySlug', element: page(() => import('../features/ads/listing/ListingPage.tsx'), (m) => ({ Component: m.ListingPage, loader: m.listingPageLoader(environment) })) },
            { path: 'blogs', element: page(() => import('../features/content/blogs/BlogListPage.tsx'), (m) => ({ Component: m.BlogListPage, loader: m.blogListPageLoader(environment) })) },
            { path: 'blogs/:slug', element: page(() => import('../features/content/blogs/BlogDetailPage.tsx'), (m) => ({ Component: m.BlogDetailPage, loader: m.blogDetailPageLoader(environment) })) },
            { path: 'login', element: page(() => import('../features/account/LoginPage.tsx'), (m) => ({ Component: m.LoginPage, loader: m.loginPageLoader(environment) })) },
            { path: 'register', element: page(() => import('../features/account/RegisterPage.tsx'), (m) => ({ Component: m.RegisterPage, loader: m.registerPageLoader(environment) })) },
            { path: 'forgot-password', element: page(() => import('../features/account/ForgotPasswordPage.tsx'), (m) => ({ Component: m.ForgotPasswordPage, loader: m.forgotPasswordPageLoader(environment) })) },
            { path: 'about-us', element: page(() => import('../features/content/info/AboutUsPage.tsx'), (m) => ({ Component: m.AboutUsPage, loader: m.aboutUsPageLoader(environment) })) },
            { path: 'contact-us', element: page(() => import('../features/contact/ContactUsPage.tsx'), (m) => ({ Component: m.ContactUsPage, loader: m.contactUsPageLoader(environment) })) },
            { path: 'terms-&-conditions', element: page(() => import('../features/content/info/TermsPage.tsx'), (m) => ({ Component: m.TermsPage, loader: m.termsPageLoader(environment) })) },
            { path: 'privacy-policy', element: page(() => import('../features/content/info/PrivacyPolicyPage.tsx'), (m) => ({ Component: m.PrivacyPolicyPage, loader: m.privacyPolicyPageLoader(environment) })) },
            { path: 'grievance', element: page(() => import('../features/trust-safety/grievances/GrievancePage.tsx'), (m) => ({ Component: m.GrievancePage, loader: m.grievancePageLoader(environment) })) },
            { path: 'grievance/status', element: page(() => import('../features/trust-safety/grievances/GrievanceStatusPage.tsx'), (m) => ({ Component: m.GrievanceStatusPage, loader: m.grievanceStatusPageLoader(environment) })) },
            { path: '*', element: page(() => import('../features/not-found/NotFoundPage.tsx'), (m) => ({ Component: m.NotFoundPage })) },
          ],
        },
        {
          // the staff's area (issue 31): admins and moderators; a moderator's screens are listed first, the admins' own
          // inside, refused where they are to a moderator who types them
          element: <RequireRole role={['admin', 'moderator']} />,
          children: [
            {
              path: 'admin',
              element: protectedArea,
              children: [
                { path: 'desk', element: page(() => import('../features/trust-safety/desk/DeskPage.tsx'), (m) => ({ Component: m.DeskPage, loader: m.deskPageLoader(environment) })) },
                { path: 'ads', element: page(() => import('../features/trust-safety/desk/DeskAdsPage.tsx'), (m) => ({ Component: m.DeskAdsPage, loader: m.deskAdsPageLoader(environment) })) },
                { path: 'moderation', element: page(() => import('../features/trust-safety/moderation/ModerationPage.tsx'), (m) => ({ Component: m.ModerationPage, loader: m.moderationPageLoader(environment) })) },
                { path: 'grievances', element: page(() => import('../features/trust-safety/grievances/GrievancesPage.tsx'), (m) => ({ Component: m.GrievancesPage, loader: m.grievancesPageLoader(environment) })) },
                { path: 'verifications', element: page(() => import('../features/trust-safety/verifications/VerificationsPage.tsx'), (m) => ({ Component: m.VerificationsPage, loader: m.verificationsPageLoader(environment) })) },
                { path: 'blocklist', element: page(() => import('../features/trust-safety/blocklist/BlocklistPage.tsx'), (m) => ({ Component: m.BlocklistPage, loader: m.blocklistPageLoader(environment) })) },
                {
                  element: <RequireRole role="admin" refuse />,
                  children: [
                    { index: true, element: page(() => import('../features/contact/ContactsPage.tsx'), (m) => ({ Component: m.ContactsPage, loader: m.contactsPageLoader(environment) })) },
                    { path: 'users', element: page(() => import('../features/users/UsersPage.tsx'), (m) => ({ Component: m.UsersPage, loader: m.usersPageLoader(environment) })) },
                    { path: 'users/account-requests', element: page(() => import('../features/users/AccountRequestsPage.tsx'), (m) => ({ Component: m.AccountRequestsPage, loader: m.accountRequestsPageLoader(environment) })) },
                    { path: 'credit-scheme', element: page(() => import('../features/credits/scheme/CreditSchemePage.tsx'), (m) => ({ Component: m.CreditSchemePage, loader: m.creditSchemePageLoader(environment) })) },
                    { path: 'credit-requests', element: page(() => import('../features/credits/requests/CreditRequestsPage.tsx'), (m) => ({ Component: m.CreditRequestsPage, loader: m.creditRequestsPageLoader(environment) })) },
                    { path: 'locations', element: page(() => import('../features/content/locations/LocationsPage.tsx'), (m) => ({ Component: m.LocationsPage, loader: m.locationsPageLoader(environment) })) },
                    { path: 'blogs', element: page(() => import('../features/content/blogs/admin/BlogsPage.tsx'), (m) => ({ Component: m.BlogsPage, loader: m.blogsPageLoader(environment) })) },
                    { path: 'seo-pages', element: page(() => import('../features/content/seo-pages/SeoPagesPage.tsx'), (m) => ({ Component: m.SeoPagesPage, loader: m.seoPagesPageLoader(environment) })) },
                    { path: 'categories', element: page(() => import('../features/content/categories/CategoriesPage.tsx'), (m) => ({ Component: m.CategoriesPage, loader: m.categoriesPageLoader(environment) })) },
                    { path: 'audit', element: page(() => import('../features/trust-safety/audit/AuditLogPage.tsx'), (m) => ({ Component: m.AuditLogPage, loader: m.auditLogPageLoader(environment) })) },
                    { path: 'settings', element: page(() => import('../features/settings/SiteSettingsPage.tsx'), (m) => ({ Component: m.SiteSettingsPage, loader: m.siteSettingsPageLoader(environment) })) },
                    { path: 'staff', element: page(() => import('../features/users/staff/StaffPage.tsx'), (m) => ({ Component: m.StaffPage, loader: m.staffPageLoader(environment) })) },
                  ],
                },
                { path: '*', element: page(() => import('../features/not-found/NotFoundPage.tsx'), (m) => ({ Component: m.NotFoundPage })) },
              ],
            },
          ],
        },
        {
          element: <RequireRole role="user" />,
          children: [
            {
              element: protectedArea,
              children: [
                { path: 'ads', element: page(() => import('../features/ads/mine/MyAdsPage.tsx'), (m) => ({ Component: m.MyAdsPage, loader: m.myAdsPageLoader(environment) })) },
                { path: 'ads/:id/edit', element: page(() => import('../features/ads/edit/EditAdPage.tsx'), (m) => ({ Component: m.EditAdPage, loader: m.editAdPageLoader(environment) })) },
                { path: 'ads/:id/statistics', element: page(() => import('../features/ads/statistics/AdStatisticsPage.tsx'), (m) => ({ Component: m.AdStatisticsPage, loader: m.adStatisticsPageLoader(environment) })) },
                { path: 'create-ad', element: page(() => import('../features/ads/create/CreateAdPage.tsx'), (m) => ({ Component: m.CreateAdPage, loader: m.createAdPageLoader(environment) })) },
                { path: 'credit-requests', element: page(() => import('../features/credits/buy/MyCreditRequestsPage.tsx'), (m) => ({ Component: m.MyCreditRequestsPage, loader: m.myCreditRequestsPageLoader(environment) })) },
                { path: 'account', element: page(() => import('../features/account/settings/AccountSettingsPage.tsx'), (m) => ({ Component: m.AccountSettingsPage, loader: m.accountSettingsPageLoader(environment) })) },
                { path: 'verification', element: page(() => import('../features/account/verification/VerificationPage.tsx'), (m) => ({ Component: m.VerificationPage, loader: m.verificationPageLoader(environment) })) },
                { path: 'credit-history', element: page(() => import('../features/credits/history/CreditHistoryPage.tsx'), (m) => ({ Component: m.CreditHistoryPage, loader: m.creditHistoryPageLoader(environment) })) },
              ],
            },
          ],
        },
      ],
    },
  ];
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  // the server answered this address with its one not-found page: the first entry is routed as that
  // page, so hydration matches; a navigation (a new entry) routes by the address again
  const [notFoundEntry] = useState(() => (hydratingNotFoundPage() ? location.key : null));
  return useRoutes(routes, location.key === notFoundEntry ? NOT_FOUND_LOCATION : undefined);
}

/**
 * The router: the browser's address, or on the server (`location` given) the requested address, where
 * the same routes render the page's HTML (server/page-rendering.ts).
 */
export function AppRouter({ environment, location }: { environment: IEnvironment; location?: string }) {
  // the table holds lazy components: make it once per environment, not per render
  const [routes] = useState(() => createRoutes(environment));
  if (location !== undefined) {
    return (
      <StaticRouter location={location}>
        <AppRoutes routes={routes} />
      </StaticRouter>
    );
  }
  return (
    <BrowserRouter>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
}
