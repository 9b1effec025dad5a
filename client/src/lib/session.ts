// The visitor's persisted session (SPEC section 4): who is signed in, and whether they accepted the
// age disclaimer. Kept in localStorage under 'persist:root'; the sign-in part expires after 7 days.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { acceptedInCookies, adultCookie } from '../../../common/adultCookie.ts';

export type Role = 'admin' | 'moderator' | 'user';

export interface SignedIn {
  token: string;
  name: string;
  contact: string;
  role: Role;
  /** Epoch milliseconds after which the sign-in is dropped. */
  expiresAt: number;
}

export interface SessionState {
  auth: SignedIn | null;
  /** Credits balance of a signed-in user, refreshed on every route change in the dashboard. */
  credits: number | null;
  /** Accepted the age disclaimer; survives logout. */
  adultPermission: boolean;
}

export const STORAGE_KEY = 'persist:root';
export const SESSION_SECONDS = 604_800;

const EMPTY: SessionState = { auth: null, credits: null, adultPermission: false };

function hasAdultCookie(): boolean {
  return typeof document !== 'undefined' && acceptedInCookies(document.cookie);
}

function setAdultCookie(): void {
  if (typeof document === 'undefined') return;
  document.cookie = adultCookie(globalThis.location?.protocol === 'https:');
}

function isSignedIn(value: unknown): value is SignedIn {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    typeof v.name === 'string' &&
    typeof v.contact === 'string' &&
    (v.role === 'admin' || v.role === 'moderator' || v.role === 'user') &&
    typeof v.expiresAt === 'number'
  );
}

function read(): SessionState {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (!raw) return hasAdultCookie() ? { ...EMPTY, adultPermission: true } : EMPTY;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const auth = isSignedIn(parsed.auth) && parsed.auth.expiresAt > Date.now() ? parsed.auth : null;
    return {
      auth,
      credits: auth && typeof parsed.credits === 'number' ? parsed.credits : null,
      // either record of the acceptance counts (the cookie alone: storage cleared, or another tab's accept)
      adultPermission: parsed.adultPermission === true || hasAdultCookie(),
    };
  } catch {
    // unreadable storage (private mode, corrupted value): start fresh rather than fail
    return EMPTY;
  }
}

let state: SessionState = read();
const listeners = new Set<() => void>();

function write(next: SessionState): void {
  state = next;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the session still works for this tab
  }
  for (const listener of listeners) listener();
}

export const session = {
  get: (): SessionState => state,
  /** The token for a request; an expired sign-in ends here even while the tab stays open. */
  token(): string | null {
    if (state.auth && state.auth.expiresAt <= Date.now()) session.logOut();
    return state.auth?.token ?? null;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  logIn(details: {
    token: string;
    name: string;
    contact: string;
    role: Role;
    credits?: number | null;
    expiresAt?: string | null;
  }): void {
    const longest = Date.now() + SESSION_SECONDS * 1000;
    const serverExpiry = details.expiresAt ? Date.parse(details.expiresAt) : Number.NaN;
    write({
      ...state,
      auth: {
        token: details.token,
        name: details.name,
        contact: details.contact,
        role: details.role,
        expiresAt: Number.isFinite(serverExpiry) ? Math.min(serverExpiry, longest) : longest,
      },
      credits: details.role === 'user' ? (details.credits ?? null) : null,
    });
  },
  /** Clears auth, name, contact, role and token only (SPEC section 4). */
  logOut(): void {
    if (state.auth === null && state.credits === null) return;
    write({ ...state, auth: null, credits: null });
  },
  /** The signed-in account's own name and contact after it edited them. */
  setProfile(name: string, contact: string): void {
    if (state.auth && (state.auth.name !== name || state.auth.contact !== contact))
      write({ ...state, auth: { ...state.auth, name, contact } });
  },
  setCredits(credits: number): void {
    if (state.credits !== credits) write({ ...state, credits });
  },
  acceptAdultPermission(): void {
    setAdultCookie();
    write({ ...state, adultPermission: true });
  },
  /** Reloads from storage: another tab signed in or out. */
  reload(): void {
    state = read();
    for (const listener of listeners) listener();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) session.reload();
  });
}

/**
 * What the server knew of the session when it rendered this page: signed out, and the disclaimer's
 * cookie as the page's request carried it (read before anything below sets it).
 */
export const SessionServerView = createContext<{ adultPermission: boolean }>({ adultPermission: hasAdultCookie() });

// an acceptance stored before the cookie existed gets it, so the server stops rendering the disclaimer
if (state.adultPermission && !hasAdultCookie()) setAdultCookie();

const SERVER_SNAPSHOTS = { accepted: { ...EMPTY, adultPermission: true }, notAccepted: EMPTY } as const;

/**
 * The session. A page rendered on the server (always signed out) hydrates with the state the server
 * used, then React renders again with the stored one, without a mismatch.
 */
export function useSession(): SessionState {
  const serverView = useContext(SessionServerView);
  const serverSnapshot = serverView.adultPermission ? SERVER_SNAPSHOTS.accepted : SERVER_SNAPSHOTS.notAccepted;
  return useSyncExternalStore(session.subscribe, session.get, () => serverSnapshot);
}

/** Where a signed-in account lands: admins on /admin, advertisers on /ads (SPEC section 2), moderators on the desk's home, the waiting work (issue 31). */
export function homeOfRole(role: Role): string {
  switch (role) {
    case 'admin':
      return '/admin';
    case 'moderator':
      return '/admin/desk';
    case 'user':
      return '/ads';
  }
}
