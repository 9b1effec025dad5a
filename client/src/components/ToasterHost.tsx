// Mounts the toaster once some screen has loaded the toast module (it announces itself when it
// loads): pages that never toast, like home, never download it.
import { lazy, Suspense, useSyncExternalStore } from 'react';

const LOADED_EVENT = 'app:toaster-loaded';

/** Called by toaster.tsx when it loads. */
export function announceToasterLoaded(): void {
  (globalThis as { __toasterLoaded?: boolean }).__toasterLoaded = true;
  globalThis.dispatchEvent?.(new Event(LOADED_EVENT));
}

function isLoaded(): boolean {
  return (globalThis as { __toasterLoaded?: boolean }).__toasterLoaded === true;
}

function subscribe(listener: () => void): () => void {
  globalThis.addEventListener?.(LOADED_EVENT, listener);
  return () => globalThis.removeEventListener?.(LOADED_EVENT, listener);
}

const AppToaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.AppToaster })));

export function ToasterHost() {
  const loaded = useSyncExternalStore(subscribe, isLoaded, isLoaded);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
