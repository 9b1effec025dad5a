// jsdom lacks a few browser APIs the app relies on; these stand-ins make them controllable in tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy and waitFor wait for a state, never for a time: on a loaded machine a lazily loaded page's
// first render can take seconds, so they keep looking this long (the tests' own limit is 20 s)
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // cookies outlive a test like storage does (the age disclaimer's acceptance is one)
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  intersectionObservers.length = 0;
});

/** Every IntersectionObserver the app created, so a test can bring a sentinel into view. */
export const intersectionObservers: MockIntersectionObserver[] = [];

export class MockIntersectionObserver {
  readonly elements = new Set<Element>();
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    intersectionObservers.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
    this.disconnected = false;
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Reports every observed element as fully visible. */
  reveal() {
    const entries = [...this.elements].map(
      (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Brings every observed element (infinite-scroll sentinels) fully into view. */
export function revealObservedElements(): void {
  for (const observer of [...intersectionObservers]) if (!observer.disconnected) observer.reveal();
}

// relay-test-utils' mock environment spies with `jest.fn`; vitest's `vi` has the same API
vi.stubGlobal('jest', vi);
vi.stubGlobal('IntersectionObserver', MockIntersectionObserver);
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollTo = (() => {}) as typeof Element.prototype.scrollTo;
Element.prototype.scrollIntoView = () => {};
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
