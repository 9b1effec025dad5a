// Shows the age disclaimer about a second after the first load while the adult permission is missing.
// The dialog's code is fetched only then: most returning visitors never download it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../../lib/session.ts';

export const DISCLAIMER_DELAY_MS = 1000;

const AgeDisclaimer = lazy(() => import('./AgeDisclaimer.tsx').then((module) => ({ default: module.AgeDisclaimer })));

export function AgeDisclaimerGate() {
  const { adultPermission } = useSession();
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (adultPermission) return;
    const timer = setTimeout(() => setDue(true), DISCLAIMER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [adultPermission]);

  if (!due || adultPermission) return null;
  return (
    <Suspense fallback={null}>
      <AgeDisclaimer />
    </Suspense>
  );
}
