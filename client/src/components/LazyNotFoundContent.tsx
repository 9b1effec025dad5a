// The not-found body where a page shows it only for an address that names nothing (a city, a blog or an
// ad): its code is fetched then, not with every listing, blog and ad page.
import { Suspense } from 'react';
import { lazyWithMessages } from '../lib/moduleMessages.ts';

const NotFoundContent = lazyWithMessages('NotFoundContent', () =>
  import('./NotFoundContent.tsx').then((module) => ({ default: module.NotFoundContent })),
);

export function LazyNotFoundContent() {
  return (
    <Suspense fallback={null}>
      <NotFoundContent />
    </Suspense>
  );
}
