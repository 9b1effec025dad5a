import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeOfRole, session, SESSION_SECONDS, STORAGE_KEY } from './session.ts';

describe('the persisted session', () => {
  afterEach(() => vi.useRealTimers());

  it('is stored under persist:root and read back after a reload', () => {
    session.logIn({ token: 'abc', name: 'Asha', contact: '9876543210', role: 'user', credits: 12 });
    session.reload();
    expect(session.get().auth).toMatchObject({ token: 'abc', name: 'Asha', contact: '9876543210', role: 'user' });
    expect(session.get().credits).toBe(12);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).auth.token).toBe('abc');
  });

  it('expires 7 days after sign-in, in the same tab and after a reload', () => {
    vi.useFakeTimers();
    session.logIn({ token: 'abc', name: 'Asha', contact: '9876543210', role: 'user' });
    vi.advanceTimersByTime(SESSION_SECONDS * 1000 - 1000);
    expect(session.token()).toBe('abc');
    vi.advanceTimersByTime(2000);
    expect(session.token()).toBeNull();
    expect(session.get().auth).toBeNull();
  });

  it('ends at the server expiry when that comes first', () => {
    vi.useFakeTimers();
    const inOneHour = new Date(Date.now() + 3_600_000).toISOString();
    session.logIn({ token: 'abc', name: 'Asha', contact: '9876543210', role: 'admin', expiresAt: inOneHour });
    vi.advanceTimersByTime(3_600_001);
    session.reload();
    expect(session.get().auth).toBeNull();
  });

  it('logout clears the sign-in only, and keeps the adult permission', () => {
    session.acceptAdultPermission();
    session.logIn({ token: 'abc', name: 'Asha', contact: '9876543210', role: 'user', credits: 5 });
    session.logOut();
    expect(session.get()).toEqual({ auth: null, credits: null, adultPermission: true });
  });

  it('a corrupted stored value starts a fresh session instead of failing', () => {
    localStorage.setItem(STORAGE_KEY, '{not json');
    session.reload();
    expect(session.get()).toEqual({ auth: null, credits: null, adultPermission: false });
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ auth: { token: 1, role: 'root' }, adultPermission: 'yes' }));
    session.reload();
    expect(session.get()).toEqual({ auth: null, credits: null, adultPermission: false });
  });
});

describe('where a signed-in account lands', () => {
  it('takes an admin to /admin, a moderator to the desk home (issue 31) and an advertiser to their ads', () => {
    expect(homeOfRole('admin')).toBe('/admin');
    expect(homeOfRole('moderator')).toBe('/admin/desk');
    expect(homeOfRole('user')).toBe('/ads');
  });

  it('keeps a moderator signed in as a moderator across a reload', () => {
    session.logIn({ token: 'abc', name: 'Meera', contact: '9876543210', role: 'moderator', credits: 3 });
    session.reload();
    expect(session.get().auth?.role).toBe('moderator');
    // credits are an advertiser's only
    expect(session.get().credits).toBeNull();
    session.logOut();
  });
});
