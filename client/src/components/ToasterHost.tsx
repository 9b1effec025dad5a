// Mounts the toaster once some screen has loaded the toast module (it announces itself when it
// loads): pages that never toast, like home, never download it.
import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithMessages } from '../lib/moduleMessages.ts';
import { isToasterLoaded, subscribeToToasterLoaded } from './toasterLoaded.ts';

const AppToaster = lazyWithMessages('AppToaster', () =>
  import('./AppToaster.tsx').then((module) => ({ default: module.AppToaster })),
);

// toasts appear only in the browser: a page rendered on the server has none, whatever pages the server
// process rendered before (the loaded flag is global there)
const neverOnServer = () => false;

export function ToasterHost() {
  const loaded = useSyncExternalStore(subscribeToToasterLoaded, isToasterLoaded, neverOnServer);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
