// The route table of SPEC section 2. Every page is its own chunk; pages with a query get a loader
// that starts fetching (Relay's loadQuery) while the chunk downloads.
import type { IEnvironment } from 'relay-runtime';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { PublicLayout } from './layout/PublicLayout.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { RequireRole } from './RequireRole.tsx';
import { RouteError } from './layout/RouteError.tsx';

type PageModule = Promise<{ Component: React.ComponentType; loader?: LoaderFunction }>;

/** A lazily loaded page whose module exports the component and a loader factory taking the environment. */
function page<M>(load: () => Promise<M>, pick: (module: M) => { Component: React.ComponentType; loader?: LoaderFunction }): () => PageModule {
  return async () => pick(await load());
}

export function createRoutes(environment: IEnvironment): RouteObject[] {
  const protectedArea = { lazy: page(() => import('./layout/ProtectedLayout.tsx'), (m) => ({ Component: m.ProtectedLayout })) };
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          element: <PublicLayout />,
          // a failing page keeps the header and footer around its error
          children: [{ errorElement: <RouteError />, children: [
            { index: true, lazy: page(() => import('../features/home/HomePage.tsx'), (m) => ({ Component: m.HomePage, loader: m.homePageLoader(environment) })) },
            { path: 'call-girls', lazy: page(() => import('../features/listing/ListingPage.tsx'), (m) => ({ Component: m.ListingPage, loader: m.listingPageLoader(environment) })) },
            { path: 'call-girls/:id', lazy: page(() => import('../features/listing/AdDetailsPage.tsx'), (m) => ({ Component: m.AdDetailsPage, loader: m.adDetailsPageLoader(environment) })) },
            { path: 'blogs', lazy: page(() => import('../features/blogs/BlogListPage.tsx'), (m) => ({ Component: m.BlogListPage, loader: m.blogListPageLoader(environment) })) },
            { path: 'blogs/:slug', lazy: page(() => import('../features/blogs/BlogDetailPage.tsx'), (m) => ({ Component: m.BlogDetailPage, loader: m.blogDetailPageLoader(environment) })) },
            { path: 'login', lazy: page(() => import('../features/account/LoginPage.tsx'), (m) => ({ Component: m.LoginPage, loader: m.loginPageLoader(environment) })) },
            { path: 'register', lazy: page(() => import('../features/account/RegisterPage.tsx'), (m) => ({ Component: m.RegisterPage, loader: m.registerPageLoader(environment) })) },
            { path: 'forgot-password', lazy: page(() => import('../features/account/ForgotPasswordPage.tsx'), (m) => ({ Component: m.ForgotPasswordPage, loader: m.forgotPasswordPageLoader(environment) })) },
            { path: 'about-us', lazy: page(() => import('../features/info/AboutUsPage.tsx'), (m) => ({ Component: m.AboutUsPage, loader: m.aboutUsPageLoader(environment) })) },
            { path: 'contact-us', lazy: page(() => import('../features/info/ContactUsPage.tsx'), (m) => ({ Component: m.ContactUsPage, loader: m.contactUsPageLoader(environment) })) },
            { path: 'terms-&-conditions', lazy: page(() => import('../features/info/TermsPage.tsx'), (m) => ({ Component: m.TermsPage, loader: m.termsPageLoader(environment) })) },
            { path: 'privacy-policy', lazy: page(() => import('../features/info/PrivacyPolicyPage.tsx'), (m) => ({ Component: m.PrivacyPolicyPage, loader: m.privacyPolicyPageLoader(environment) })) },
            { path: '*', lazy: page(() => import('../features/not-found/NotFoundPage.tsx'), (m) => ({ Component: m.NotFoundPage })) },
          ] }],
        },
        {
          element: <RequireRole role="admin" />,
          children: [{ path: 'admin', ...protectedArea, children: [{ path: '*' }, { index: true }] }],
        },
        {
          element: <RequireRole role="user" />,
          children: ['ads', 'create-ad', 'credit-requests'].map((path) => ({ path, ...protectedArea })),
        },
      ],
    },
  ];
}

export function createAppRouter(environment: IEnvironment) {
  return createBrowserRouter(createRoutes(environment));
}
