import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingSpinner } from '../../components/LoadingSpinner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { RouteError } from './RouteError.tsx';

export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      {/* at least a screen tall (layoutCss.ts), so the footer never shows (and jumps) while a page is loading */}
      <main id="main" className="site-main">
        {/* a failing page keeps the header and footer around its error */}
        <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
          <Suspense fallback={<LoadingSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
