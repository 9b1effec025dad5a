import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, STORAGE_KEY } from '../../lib/session.ts';
import { acceptedInCookies, ADULT_CONSENT_PATH, ADULT_COOKIE } from '../../../../common/adultCookie.ts';
import { renderRoutes } from '../../test/render.tsx';
// loaded up front: the gate imports the dialog lazily, and under fake timers findBy's wait runs on the
// fake clock, which it advances itself: a cold import on a busy machine (CI) outlasted its 10 s in 0.2 s
import './AgeDisclaimer.tsx';
import { AgeDisclaimerGate } from './AgeDisclaimerGate.tsx';

/** The gate on a page of the app, as the root layout renders it (the form returns to the page's address). */
function renderGate(path = '/call-girls/mumbai?q=dinner') {
  return renderRoutes([{ path: '*', element: <AgeDisclaimerGate /> }], { path });
}

const TITLE = 'I am 18 or older and I wish to enter';
// the dialog's code is loaded lazily (imported above: a moment's wait)
const LAZY = { timeout: 10_000 };

describe('the age disclaimer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    session.reload();
  });
  afterEach(() => vi.useRealTimers());

  it('appears with the page, over it, with the three points', async () => {
    renderGate();
    expect(await screen.findByRole('alertdialog', { name: TITLE }, LAZY)).toBeVisible();
    expect(screen.getByText(/over 18 years of age and I consent to the use of cookies/)).toBeInTheDocument();
    expect(screen.getByText('Publishing ads offering sexual services for money is not allowed.')).toBeInTheDocument();
    expect(
      screen.getByText('Uploading pornographic content is not allowed and will be reported to the authorities.'),
    ).toBeInTheDocument();
  });

  it('is a plain form posting to the server, its buttons enabled from the first paint', async () => {
    renderGate('/call-girls/mumbai?q=dinner');
    const accept = await screen.findByRole('button', { name: 'Accept' }, LAZY);
    const decline = screen.getByRole('button', { name: 'Decline' });
    const form = accept.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(ADULT_CONSENT_PATH);
    expect(Object.fromEntries(new FormData(form, accept))).toEqual({
      returnTo: '/call-girls/mumbai?q=dinner',
      choice: 'accept',
    });
    expect(Object.fromEntries(new FormData(form, decline))).toMatchObject({ choice: 'decline' });
    expect(accept).toBeEnabled();
    expect(decline).toBeEnabled();
    expect(accept).toHaveAttribute('type', 'submit');
    // the app handles it from now on, and says so
    expect(form).toHaveAttribute('data-live');
  });

  it('cannot be dismissed with Escape', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderGate();
    await screen.findByRole('alertdialog', {}, LAZY);
    await user.keyboard('{Escape}');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('Accept records the adult permission, which survives logout and a reload', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    session.logIn({ token: 't', name: 'Asha', contact: '9876543210', role: 'user', credits: 3 });
    renderGate();
    await user.click(await screen.findByRole('button', { name: 'Accept' }, LAZY));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // the server learns it from a cookie: its next pages come without the disclaimer
    expect(document.cookie.split('; ')).toContain(`${ADULT_COOKIE}=1`);
    session.logOut();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toMatchObject({ adultPermission: true, auth: null });
    session.reload();
    expect(session.get().adultPermission).toBe(true);
  });

  it('Decline goes back one page and the disclaimer stays', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    renderGate();
    await user.click(await screen.findByRole('button', { name: 'Decline' }, LAZY));
    expect(back).toHaveBeenCalledTimes(1);
    expect(session.get().adultPermission).toBe(false);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('does not appear once accepted', async () => {
    session.acceptAdultPermission();
    renderGate();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not appear for a visitor whose acceptance is only in the cookie (storage cleared)', async () => {
    localStorage.clear();
    document.cookie = `${ADULT_COOKIE}=1; Path=/`;
    try {
      session.reload();
      expect(session.get().adultPermission).toBe(true);
      renderGate();
      act(() => vi.advanceTimersByTime(3000));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    } finally {
      document.cookie = `${ADULT_COOKIE}=; Path=/; Max-Age=0`;
    }
  });

  it('reads the acceptance from a cookie header only when it is exactly there', () => {
    expect(acceptedInCookies('adult_ok=1')).toBe(true);
    expect(acceptedInCookies('a=b; adult_ok=1; c=d')).toBe(true);
    expect(acceptedInCookies('adult_ok=0')).toBe(false);
    expect(acceptedInCookies('not_adult_ok=1')).toBe(false);
    expect(acceptedInCookies('adult_ok=10')).toBe(false);
    expect(acceptedInCookies(`${'x'.repeat(9000)}; adult_ok=1`)).toBe(false);
    expect(acceptedInCookies(null)).toBe(false);
  });
});
