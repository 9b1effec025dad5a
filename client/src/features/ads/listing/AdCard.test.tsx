// The ad card as a visitor reads it (issue 33): name, age, city, category, the verified mark and "New" by
// India's calendar, the photo's box and sizes, the actions; and the infinite scroll's early start.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { useState } from 'react';
import type { AdCardTestQuery } from '../../../__generated__/AdCardTestQuery.graphql';
import { renderWithProviders } from '../../../test/render.tsx';
import { intersectionObservers, revealObservedElements } from '../../../test/setup.ts';
import {
  FAILED_RETRY_MS,
  InfiniteScrollSentinel,
  PREFETCH_ROOT_MARGIN,
  REFUSED_RETRY_MS,
  type LoadMore,
} from '../../../components/InfiniteScrollSentinel.tsx';
import { AdCard, CARD_IMAGE_SIZES } from './AdCard.tsx';
import { resolveGenerated } from '../../../test/page.tsx';
import type { I18n } from '@lingui/core';
import { i18nFor } from '../../../lib/i18n.ts';
import { loadModuleMessages } from '../../../lib/moduleMessages.ts';

function Card() {
  const data = useLazyLoadQuery<AdCardTestQuery>(
    graphql`
      query AdCardTestQuery @relay_test_operation {
        ad(id: "QWQ6MTM5") {
          ...AdCard_ad
        }
      }
    `,
    {},
  );
  return <AdCard ad={data.ad!} />;
}

interface AdFields {
  age?: number | null;
  category?: { name: string; hindiName: string | null };
  location?: { name: string; hindiName: string | null; slug: string };
  verified?: boolean;
  startDate?: string;
  images?: { url: string; srcSet: string; width: number | null; height: number | null }[];
}

async function renderCard(fields: AdFields = {}, i18n?: I18n) {
  const { environment } = renderWithProviders(
    <MemoryRouter>
      <Card />
    </MemoryRouter>,
    { i18n },
  );
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  resolveGenerated(environment, {
    Ad: () => ({
      id: 'QWQ6MTM5',
      name: 'Priya',
      description: 'Warm and friendly.',
      contact: '9876543210',
      age: 25,
      verified: false,
      startDate: '2026-11-01',
      images: [],
      category: { name: 'Independent', hindiName: 'इंडिपेंडेंट' },
      location: { name: 'Pune', hindiName: 'पुणे', slug: 'pune' },
      ...fields,
    }),
  });
  return screen.findByRole('article');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AdCard', () => {
  it("names the city and category in Hindi on a Hindi page, the photo's description included", async () => {
    const hindi = await i18nFor('hi');
    await loadModuleMessages(hindi, 'src/features/ads/listing/ListingPage.tsx');
    const photo = { url: '/media/a.jpg', srcSet: '', width: 600, height: 800 };
    const card = await renderCard({ images: [photo] }, hindi);
    expect(card).toHaveTextContent('पुणे');
    expect(card).toHaveTextContent('इंडिपेंडेंट');
    expect(card).not.toHaveTextContent('Pune');
    expect(card.querySelector('img')?.getAttribute('alt')).toContain('पुणे');
  });

  it('keeps a place without a Hindi name in English on a Hindi page', async () => {
    const hindi = await i18nFor('hi');
    const card = await renderCard({ location: { name: 'Panaji', hindiName: null, slug: 'panaji' } }, hindi);
    expect(card).toHaveTextContent('Panaji');
    expect(card).toHaveTextContent('इंडिपेंडेंट');
  });

  it('shows the name as the link to the ad, the age, city, category and the actions', async () => {
    const card = await renderCard();
    expect(within(card).getByRole('heading', { level: 2, name: 'Priya' })).toHaveTextContent('Priya');
    // the readable address of the ad (Ad:139 in Pune)
    expect(within(card).getByRole('link', { name: 'View Details of Priya' })).toHaveAttribute(
      'href',
      '/call-girls/pune/priya-139',
    );
    expect(within(card).getByText('25 yrs')).toBeInTheDocument();
    expect(card).toHaveTextContent('25 yrs · Pune');
    expect(within(card).getByText('Independent')).toBeInTheDocument();
    expect(within(card).getByText('Warm and friendly.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call Priya' })).toHaveAttribute('href', 'tel:9876543210');
    expect(within(card).getByRole('link', { name: /WhatsApp Priya/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Report Priya' })).toBeInTheDocument();
    // neither verified nor started in the last two days
    expect(within(card).queryByText('✓ Verified')).toBeNull();
    expect(within(card).queryByText('New')).toBeNull();
  });

  it('leaves the age out for an old ad without one', async () => {
    const card = await renderCard({ age: null });
    expect(within(card).queryByText(/yrs/)).toBeNull();
    expect(card).toHaveTextContent('Pune');
    expect(card).not.toHaveTextContent('·');
  });

  it('shows the verified mark where the advertiser is verified', async () => {
    const card = await renderCard({ verified: true });
    expect(within(card).getByText('✓ Verified')).toHaveAttribute(
      'title',
      "The site checked this advertiser's identity and photos",
    );
  });

  it('marks "New" an ad started today or yesterday in India', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const card = await renderCard({ startDate: '2026-11-26' });
    expect(within(card).getByText('New')).toBeInTheDocument();
  });

  it("goes by India's date late in the UTC day: yesterday in UTC is two days ago in India", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 19:00 UTC on 27 Nov is 00:30 on 28 Nov in India
    vi.setSystemTime(new Date('2026-11-27T19:00:00Z'));
    const card = await renderCard({ startDate: '2026-11-26' });
    expect(within(card).queryByText('New')).toBeNull();
  });

  it("sizes the photo's box before it loads and tells the browser the card's width", async () => {
    const card = await renderCard({
      images: [
        {
          url: 'https://media.example/ad.webp',
          srcSet: 'https://media.example/ad-w320.webp 320w, https://media.example/ad.webp 800w',
          width: 800,
          height: 1067,
        },
      ],
    });
    const photo = within(card).getByRole('img', { name: 'Priya, Independent in Pune' });
    expect(photo).toHaveAttribute('width', '800');
    expect(photo).toHaveAttribute('height', '1067');
    expect(photo).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(CARD_IMAGE_SIZES.endsWith(', 120px')).toBe(true);
  });
});

/** The sentinel, still in view after its first ask, asks nothing more at once, and once more after `ms`. */
function expectOneMoreAskAfter(ms: number, onLoadMore: Mock) {
  act(() => revealObservedElements());
  expect(onLoadMore).toHaveBeenCalledTimes(1);
  act(() => vi.advanceTimersByTime(ms));
  act(() => revealObservedElements());
  expect(onLoadMore).toHaveBeenCalledTimes(2);
}

describe('InfiniteScrollSentinel', () => {
  it('asks for the next page a screen and a half before the sentinel is in view', () => {
    const onLoadMore = vi.fn();
    renderWithProviders(<InfiniteScrollSentinel hasNext isLoadingNext={false} onLoadMore={onLoadMore} />);
    expect(PREFETCH_ROOT_MARGIN).toBe('0px 0px 150% 0px');
    expect(intersectionObservers.at(-1)?.options?.rootMargin).toBe(PREFETCH_ROOT_MARGIN);
    act(() => revealObservedElements());
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('looks again when Relay refused to ask (its query was busy), instead of going quiet', () => {
    // the file's afterEach puts the real timers back
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Relay's loadNext answers at once with no error when it does not ask
    const onLoadMore = vi.fn<LoadMore>(({ onComplete }) => onComplete(null));
    renderWithProviders(<InfiniteScrollSentinel hasNext isLoadingNext={false} onLoadMore={onLoadMore} />);
    act(() => revealObservedElements());
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expectOneMoreAskAfter(REFUSED_RETRY_MS, onLoadMore);
  });

  it('waits a few seconds after a page failed before asking again', () => {
    // the file's afterEach puts the real timers back
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let finish: (error: Error | null) => void = () => {};
    const onLoadMore = vi.fn<LoadMore>(({ onComplete }) => {
      finish = onComplete;
    });
    let setLoading: (loading: boolean) => void = () => {};
    function Listing() {
      const [isLoadingNext, setIsLoadingNext] = useState(false);
      setLoading = setIsLoadingNext;
      return <InfiniteScrollSentinel hasNext isLoadingNext={isLoadingNext} onLoadMore={onLoadMore} />;
    }
    renderWithProviders(<Listing />);
    act(() => revealObservedElements());
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => setLoading(true));
    act(() => {
      finish(new Error('Too many requests'));
      setLoading(false);
    });
    expectOneMoreAskAfter(FAILED_RETRY_MS, onLoadMore);
  });

  it('asks nothing when there is no next page', () => {
    const onLoadMore = vi.fn();
    renderWithProviders(<InfiniteScrollSentinel hasNext={false} isLoadingNext={false} onLoadMore={onLoadMore} />);
    expect(intersectionObservers).toHaveLength(0);
  });
});
