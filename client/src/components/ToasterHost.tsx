// Mounts the toaster once some screen has loaded the toast module (it announces itself when it
// loads): pages that never toast, like home, never download it.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterLoaded, subscribeToToasterLoaded } from './toasterLoaded.ts';

const AppToaster = lazy(() => import('./AppToaster.tsx').then((module) => ({ default: module.AppToaster })));

export function ToasterHost() {
  const loaded = useSyncExternalStore(subscribeToToasterLoaded, isToasterLoaded, isToasterLoaded);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
