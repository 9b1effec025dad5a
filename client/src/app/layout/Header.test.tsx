import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session.ts';
import { renderRoutes, TEST_SITE_SETTINGS } from '../../test/render.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { i18nFor } from '../../lib/i18n.ts';

async function renderHeader(siteSettings = TEST_SITE_SETTINGS) {
  const rendered = renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Header />
            <Footer />
          </>
        ),
      },
    ],
    { path: '/', siteSettings },
  );
  await screen.findByRole('contentinfo');
  return rendered;
}

// jsdom matches no media query, so the desktop-only parts are hidden and have no accessible name:
// find them by their text
function destinations(name: string): string[] {
  return screen.getAllByText(name, { selector: 'a' }).map((link) => link.getAttribute('href') ?? '');
}

/** The words of the main navigation's links (hidden in jsdom, as the desktop-only parts), by the nav's label. */
function mainNavigationLinks(label: string): (string | null)[] {
  const main = document.querySelector<HTMLElement>(`nav[aria-label="${label}"]`)!;
  return within(main)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent);
}

describe('header and footer', () => {
  beforeEach(() => session.logOut());

  it('a visitor sees Login, and both Post Your Ad buttons lead to /login', async () => {
    await renderHeader();
    expect(mainNavigationLinks('Main')).toEqual(['Call Girls', 'Blogs', 'About Us', 'Contact Us']);
    expect(destinations('Login')).toEqual(['/login']);
    expect(destinations('Post Your Ad')).toEqual(['/login']);
  });

  it('an advertiser is greeted by name and sent to /ads', async () => {
    session.logIn({ token: 't', name: 'Asha', contact: '9876543210', role: 'user' });
    await renderHeader();
    expect(destinations('Hi, Asha')).toEqual(['/ads']);
    expect(destinations('Post Your Ad')).toEqual(['/ads']);
    expect(screen.queryByText('Login', { selector: 'a' })).not.toBeInTheDocument();
  });

  it('an admin is sent to /admin', async () => {
    session.logIn({ token: 't', name: 'Root', contact: '9876543210', role: 'admin' });
    await renderHeader();
    expect(destinations('Hi, Root')).toEqual(['/admin']);
    expect(destinations('Post Your Ad')).toEqual(['/admin']);
  });

  it('the footer has the SPEC links and this year in the copyright', async () => {
    await renderHeader();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['About Us', '/about-us'],
      ['Contact', '/contact-us'],
      ['Sign IN', '/login'],
      ['Sign Up', '/register'],
      ['Terms and conditions', '/terms-&-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      // issue 7: the IT Rules' grievance officer, reachable from every page
      ['Grievance Redressal', '/grievance'],
      // issue 35: this page in Hindi
      ['हिन्दी', '/hi'],
    ]);
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Companion Directory. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it("searches ads from the header: the words open the listing's search", async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/', element: <Header /> },
        { path: '/call-girls', element: <SearchProbe /> },
      ],
      { path: '/' },
    );
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const box = within(await screen.findByRole('dialog', { name: 'Companion Directory' })).getByRole('searchbox', {
      name: 'Search ads',
    });
    await user.type(box, 'Riya massage{Enter}');
    expect(await screen.findByTestId('search-probe')).toHaveTextContent('?q=Riya+massage');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the phone menu is a drawer of stacked links, the search and Post Your Ad, closed by navigation or Escape', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/', element: <Header /> },
        { path: '/blogs', element: <Header /> },
      ],
      { path: '/' },
    );
    // nothing of it in the page until asked for
    expect(document.getElementById('mobile-menu')).toBeNull();
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Companion Directory' });
    expect(toggle).toHaveAttribute('aria-controls', drawer.id);
    const nav = within(drawer).getByRole('navigation', { name: 'Mobile' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Call Girls', '/call-girls'],
      ['Blogs', '/blogs'],
      ['About Us', '/about-us'],
      ['Contact Us', '/contact-us'],
      ['Login', '/login'],
      ['हिन्दी', '/hi'],
    ]);
    // one under another, each its own row
    expect(getComputedStyle(nav).flexDirection).toBe('column');
    expect(within(drawer).getByRole('searchbox', { name: 'Search ads' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Post Your Ad' })).toHaveAttribute('href', '/login');

    await user.click(within(nav).getByRole('link', { name: 'Blogs' }));
    expect(router.state.location.pathname).toBe('/blogs');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Escape closes it too
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Companion Directory' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // and so does a navigation from elsewhere (the browser's Back)
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Companion Directory' });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });

  it('name the site as its settings do', async () => {
    await renderHeader({
      ...TEST_SITE_SETTINGS,
      siteName: 'Delhi Dates',
      contactEmail: 'care@delhi-dates.in',
      contactPhone: '9876501234',
      supportHours: 'Every day, 10:00 to 19:00',
    });
    expect(screen.getByRole('link', { name: 'Delhi Dates home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Delhi Dates home' })).toHaveTextContent('Delhi Dates');
    expect(screen.getByText(`© ${new Date().getFullYear()} Delhi Dates. All rights reserved.`)).toBeInTheDocument();
    expect(screen.queryByText(/Companion Directory/)).not.toBeInTheDocument();
    // and give its contact details
    const contact = within(screen.getByRole('group', { name: 'Contact details' }));
    expect(contact.getByRole('link', { name: 'care@delhi-dates.in' })).toHaveAttribute(
      'href',
      'mailto:care@delhi-dates.in',
    );
    expect(contact.getByRole('link', { name: '9876501234' })).toHaveAttribute('href', 'tel:9876501234');
    expect(contact.getByText('Every day, 10:00 to 19:00')).toBeInTheDocument();
  });
});

function SearchProbe() {
  return <p data-testid="search-probe">{useLocation().search}</p>;
}

describe('the language switcher (issue 35)', () => {
  beforeEach(() => {
    session.logOut();
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });

  const renderAt = (path: string, i18n?: Awaited<ReturnType<typeof i18nFor>>) =>
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <>
              <Header />
              <Footer />
            </>
          ),
        },
      ],
      { path, i18n },
    );

  it('offers this page in Hindi from English, in the header and the footer, and remembers the choice', async () => {
    renderAt('/call-girls/mumbai?verified=true');
    await screen.findByRole('contentinfo');
    const links = screen.getAllByText('हिन्दी', { selector: 'a' });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('/hi/call-girls/mumbai?verified=true');
      expect(link.getAttribute('hreflang')).toBe('hi');
      expect(link.getAttribute('lang')).toBe('hi');
    }
    // a full load of the other page: the click is not the router's
    links[0]!.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(links[0]!);
    expect(document.cookie).toContain('lang=hi');
  });

  it('shows the frame in Hindi on a Hindi page, with the way back to English', async () => {
    renderAt('/call-girls/mumbai', await i18nFor('hi'));
    await screen.findByRole('contentinfo');
    expect(mainNavigationLinks('मुख्य')).toEqual(['कॉल गर्ल्स', 'ब्लॉग', 'हमारे बारे में', 'संपर्क करें']);
    expect(destinations('लॉग इन')).toEqual(['/login']);
    expect(screen.getByText('अपना विज्ञापन डालें')).toBeInTheDocument();
    expect(screen.queryByText('Post Your Ad')).toBeNull();
    expect(destinations('English')).toEqual(['/call-girls/mumbai', '/call-girls/mumbai']);
  });
});
