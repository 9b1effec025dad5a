// Whether the toast module has loaded: it announces itself, and ToasterHost mounts the toaster then
// (apart from both, so neither imports the other).
const LOADED_EVENT = 'app:toaster-loaded';

/** Called by toasts.ts when it loads. */
export function announceToasterLoaded(): void {
  (globalThis as { __toasterLoaded?: boolean }).__toasterLoaded = true;
  globalThis.dispatchEvent?.(new Event(LOADED_EVENT));
}

export function isToasterLoaded(): boolean {
  return (globalThis as { __toasterLoaded?: boolean }).__toasterLoaded === true;
}

export function subscribeToToasterLoaded(listener: () => void): () => void {
  globalThis.addEventListener?.(LOADED_EVENT, listener);
  return () => globalThis.removeEventListener?.(LOADED_EVENT, listener);
}
