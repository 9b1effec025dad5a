// The home page's Spotlight block as the app assembles it (issue 34): the home renders the block the
// app puts in HomeSpotlightSlot, loaded lazily, with today's spotlight ads as the listing's cards,
// each marked; without spotlight ads there is no block.
import { act, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { HomeSpotlightSlot } from '../components/HomeSpotlightSlot.tsx';
import { HomePage, homePageLoader } from '../features/home/HomePage.tsx';
import { renderPage } from '../test/page.tsx';

const HomeSpotlight = lazy(() => import('../features/ads/listing/HomeSpotlight.tsx'));

const spotlightAd = (id: number, name: string) => ({
  id: btoa(`Ad:${id}`),
  name,
  description: 'Warm and friendly.',
  contact: '9876543210',
  age: 24,
  verified: false,
  startDate: '2026-01-01',
  images: [],
  category: { id: 'c1', name: 'Independent' },
  location: { id: 'l1', name: 'Pune', slug: 'pune' },
});

async function renderHome(homeSpotlight: unknown[]) {
  const { environment, operation } = await renderPage({
    path: '/',
    element: (
      <HomeSpotlightSlot.Provider value={HomeSpotlight}>
        <HomePage />
      </HomeSpotlightSlot.Provider>
    ),
    loader: homePageLoader,
  });
  act(() =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, { Query: () => ({ categories: [], states: [], homeSpotlight }) }),
    ),
  );
  await screen.findByRole('heading', { level: 1 });
}

describe("the home page's spotlight", () => {
  it("shows today's spotlight ads as the listing's cards, in order, each marked", async () => {
    await renderHome([spotlightAd(3, 'Meera'), spotlightAd(1, 'Anaya')]);
    const block = await screen.findByRole('region', { name: 'Spotlight' });
    const cards = within(block).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Meera',
      'Anaya',
    ]);
    expect(within(block).getAllByText('★ Spotlight')).toHaveLength(2);
    expect(within(block).getByRole('link', { name: 'View Details of Meera' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/call-girls\/pune\//),
    );
  });

  it('shows no block when no ad holds a place today', async () => {
    await renderHome([]);
    expect(screen.getByRole('heading', { name: 'Why Choose Us' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Spotlight' })).not.toBeInTheDocument();
  });
});
