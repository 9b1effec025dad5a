import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MockPayloadGenerator } from 'relay-test-utils';
// loaded up front: the page imports the not-found body lazily, and under fake timers findBy's wait runs
// on the fake clock it advances itself, which a cold import on a busy machine can outlast
import '../../../components/NotFoundContent.tsx';
import { BlogDetailPage, blogDetailPageLoader } from './BlogDetailPage.tsx';
import { SLIDESHOW_INTERVAL_MS } from './BlogSlideshow.tsx';
import { renderPage } from '../../../test/page.tsx';

const image = (n: number) => ({
  id: `image-${n}`,
  url: `https://example.test/media/goa-${n}.webp`,
  srcSet: `https://example.test/media/goa-${n}-480.webp 480w`,
  width: 1200,
  height: 675,
});

const similar = (n: number) => ({
  id: `similar-${n}`,
  slug: `similar-story-${n}`,
  title: `Similar story ${n}`,
  excerpt: `Excerpt ${n}`,
  images: [image(10 + n)],
});

const BLOG = {
  id: 'blog-goa',
  slug: 'nightlife-in-goa',
  title: 'Nightlife in Goa',
  description:
    '<h2>Where to go</h2><ul><li>Baga beach</li></ul><p>Stay <a href="https://example.test/safe">safe</a>.</p>',
  createdAt: '2025-03-04T20:00:00.000Z',
  images: [image(1), image(2), image(3)],
  similarBlogs: [similar(1), similar(2), similar(3), similar(4)],
};

async function renderBlog(blog: typeof BLOG | null) {
  const { environment, operation } = await renderPage({
    path: '/blogs/nightlife-in-goa',
    route: '/blogs/:slug',
    element: <BlogDetailPage />,
    loader: blogDetailPageLoader,
  });
  act(() =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ blog }),
      }),
    ),
  );
  return operation;
}

/** The Goa blog, once its page shows it. */
async function showGoaBlog() {
  await renderBlog(BLOG);
  await screen.findByRole('heading', { level: 1, name: 'Nightlife in Goa' });
}

function currentThumbnail(): string | null {
  const current = screen
    .getAllByRole('button', { name: /^Show image/ })
    .find((button) => button.getAttribute('aria-current') === 'true');
  return current?.getAttribute('aria-label') ?? null;
}

describe('the blog detail page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for the blog of the slug and the head of its path', async () => {
    const operation = await renderBlog(BLOG);
    expect(operation.request.variables).toEqual({
      slug: 'nightlife-in-goa',
      path: '/blogs/nightlife-in-goa',
      // the head's fixed words in the page's language (issue 35)
      language: 'en',
    });
  });

  it('shows the title and the description as HTML', async () => {
    await renderBlog(BLOG);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nightlife in Goa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Nightlife in Goa' })).toBeInTheDocument();
    const description = screen.getByTestId('blog-description');
    expect(within(description).getByRole('heading', { name: 'Where to go' })).toBeInTheDocument();
    expect(within(description).getByRole('listitem')).toHaveTextContent('Baga beach');
    expect(within(description).getByRole('link', { name: 'safe' })).toHaveAttribute(
      'href',
      'https://example.test/safe',
    );
    expect(screen.getByText('2025-03-05')).toBeInTheDocument();
  });

  it('moves to the next image every 2 seconds', async () => {
    await showGoaBlog();
    expect(currentThumbnail()).toBe('Show image 1 of 3');
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nightlife in Goa, image 1 of 3' })).toHaveAttribute(
      'srcset',
      image(1).srcSet,
    );

    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL_MS));
    expect(currentThumbnail()).toBe('Show image 2 of 3');
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL_MS * 2));
    expect(currentThumbnail()).toBe('Show image 1 of 3');
  });

  it('changes the image with previous, next, the thumbnails and the arrow keys', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await showGoaBlog();

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(currentThumbnail()).toBe('Show image 3 of 3');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(currentThumbnail()).toBe('Show image 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(currentThumbnail()).toBe('Show image 2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(currentThumbnail()).toBe('Show image 3 of 3');

    // focus and pointer on the slideshow hold it still
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL_MS * 3));
    expect(currentThumbnail()).toBe('Show image 3 of 3');
  });

  it('stops autoplay with the pause button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await showGoaBlog();
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    await user.unhover(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL_MS * 2));
    expect(currentThumbnail()).toBe('Show image 1 of 3');
  });

  it('does not move by itself for visitors who prefer reduced motion', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query.includes('prefers-reduced-motion'),
    }));
    await showGoaBlog();
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL_MS * 2));
    expect(currentThumbnail()).toBe('Show image 1 of 3');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
  });

  it('links the similar blogs to their slugs', async () => {
    await renderBlog(BLOG);
    const section = await screen.findByRole('region', { name: 'Similar Blogs in City' });
    for (const n of [1, 2, 3, 4]) {
      expect(within(section).getByRole('link', { name: `Similar story ${n}` })).toHaveAttribute(
        'href',
        `/blogs/similar-story-${n}`,
      );
    }
  });

  it("shows 'Page not found' for a blog that does not exist, naming no canonical address", async () => {
    await renderBlog(null);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Page not found \| /));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(screen.queryByRole('region', { name: 'Similar Blogs in City' })).not.toBeInTheDocument();
  });
});
