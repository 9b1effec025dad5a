// A value only the browser knows (its address, a media query), read so that a page the server rendered
// hydrates without a mismatch: the server and the hydrating render use `serverValue`, then React
// renders again with the browser's.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

export function useBrowserValue<T>(
  read: () => T,
  serverValue: T,
  subscribe: (onChange: () => void) => () => void = neverChanges,
): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}
