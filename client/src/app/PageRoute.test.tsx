import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, type LoaderFunction } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { usePageQueryRef } from '../lib/pageQuery.ts';
import { PageRoute } from './PageRoute.tsx';
import { englishI18n } from '../lib/i18n.ts';

function ShowRef() {
  return <p>loaded {usePageQueryRef<string>()}</p>;
}

/** A page whose route can be unmounted and mounted again without a navigation. */
function Remountable({ loader }: { loader: LoaderFunction }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button onClick={() => setShown((value) => !value)}>toggle</button>
      {shown && (
        <PageRoute loader={loader}>
          <ShowRef />
        </PageRoute>
      )}
      <Link to="/other">other</Link>
    </>
  );
}

function renderPage(loader: LoaderFunction) {
  const router = createMemoryRouter(
    [
      { path: '/page', element: <Remountable loader={loader} /> },
      { path: '/other', element: <p>other page</p> },
    ],
    { initialEntries: ['/page'] },
  );
  // the app's texts, as the app provides them (a route's loader is given the page's language)
  render(
    <I18nProvider i18n={englishI18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

describe('PageRoute', () => {
  it('loads once per visit, even when the route is rendered again for the same visit', async () => {
    let loads = 0;
    const loader = vi.fn(() => `#${++loads}`);
    renderPage(loader);
    expect(await screen.findByText('loaded #1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(await screen.findByText('loaded #1')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('loads again on a new visit to the same address', async () => {
    let loads = 0;
    const loader = vi.fn(() => `#${++loads}`);
    const router = renderPage(loader);
    expect(await screen.findByText('loaded #1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'other' }));
    await screen.findByText('other page');
    await act(() => router.navigate('/page'));
    expect(await screen.findByText('loaded #2')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
