// The visitor's chosen state and city (SPEC section 4), shared by the home search and the listing.
// Kept for the tab's life: a reload starts again from the first state.
import { startTransition, useEffect, useState } from 'react';

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
    if (
      state?.id === current.state?.id &&
      location?.id === current.location?.id &&
      state?.name === current.state?.name &&
      location?.name === current.location?.name
    )
      return;
    current = { state, location };
    for (const listener of listeners) listener();
  },
  reset(): void {
    current = { state: undefined, location: undefined };
    for (const listener of listeners) listener();
  },
};

/**
 * The selected state and city, for rendering. A change re-renders its readers in a transition, which React
 * renders in slices: a listing adopting its first ad's city just after it starts, or a city picked in the
 * filters, never holds the page for the whole re-render (an external store's own hook renders at once).
 */
export function useSelectedLocation(): SelectedLocation {
  const [selected, setSelected] = useState(selectedLocation.get);
  useEffect(() => {
    const follow = () => startTransition(() => setSelected(selectedLocation.get()));
    // a change made between this render and the subscription
    follow();
    return selectedLocation.subscribe(follow);
  }, []);
  return selected;
}
