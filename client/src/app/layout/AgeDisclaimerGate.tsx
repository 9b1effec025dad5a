// Shows the age disclaimer over every page while the adult permission is missing, from the first paint:
// a page rendered on the server carries it for a visitor without the acceptance cookie (renderPage.tsx),
// and the browser keeps it until Accept. The dialog's code is its own chunk: returning visitors never
// download it.
import { Suspense } from 'react';
import { lazyWithMessages } from '../../lib/moduleMessages.ts';
import { useSession } from '../../lib/session.ts';

const AgeDisclaimer = lazyWithMessages('AgeDisclaimer', () =>
  import('./AgeDisclaimer.tsx').then((module) => ({ default: module.AgeDisclaimer })),
);

export function AgeDisclaimerGate() {
  const { adultPermission } = useSession();
  if (adultPermission) return null;
  return (
    <Suspense fallback={null}>
      <AgeDisclaimer />
    </Suspense>
  );
}
