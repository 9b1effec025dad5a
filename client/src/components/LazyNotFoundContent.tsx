// The not-found body where a page shows it only for an address that names nothing (a city, a blog or an
// ad): its code is fetched then, not with every listing, blog and ad page.
import { lazy, Suspense } from 'react';

const NotFoundContent = lazy(() =>
  import('./NotFoundContent.tsx').then((module) => ({ default: module.NotFoundContent })),
);

export function LazyNotFoundContent() {
  return (
    <Suspense fallback={null}>
      <NotFoundContent />
    </Suspense>
  );
}
