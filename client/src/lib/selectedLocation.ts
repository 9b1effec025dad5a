// The visitor's chosen state and city (SPEC section 4), shared by the home search and the listing.
// Kept for the tab's life: a reload starts again from the first state.
import { useSyncExternalStore } from 'react';

export interface Place {
  id: string;
  name: string;
}

export interface SelectedLocation {
  state: Place | undefined;
  location: Place | undefined;
}

let current: SelectedLocation = { state: undefined, location: undefined };
const listeners = new Set<() => void>();

export const selectedLocation = {
  get: (): SelectedLocation => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Sets the state only if given (else keeps it) and always sets the location, undefined if not given. */
  update(next: { state?: Place; location?: Place }): void {
    const state = next.state ?? current.state;
    const location = next.location;
    if (state?.id === current.state?.id && location?.id === current.location?.id && state?.name === current.state?.name && location?.name === current.location?.name) return;
    current = { state, location };
    for (const listener of listeners) listener();
  },
  reset(): void {
    current = { state: undefined, location: undefined };
    for (const listener of listeners) listener();
  },
};

export function useSelectedLocation(): SelectedLocation {
  return useSyncExternalStore(selectedLocation.subscribe, selectedLocation.get, selectedLocation.get);
}
