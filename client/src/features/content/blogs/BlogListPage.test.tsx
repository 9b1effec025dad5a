import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { revealObservedElements } from '../../../test/setup.ts';
import type { MockEnvironment } from '../../../test/render.tsx';
import { BlogListPage, blogListPageLoader } from './BlogListPage.tsx';
import { renderPage, resolveGenerated } from '../../../test/page.tsx';

interface MockBlog {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  images: { url: string; srcSet: string; width: number; height: number }[];
}

function mockBlogs(from: number, count: number): MockBlog[] {
  return Array.from({ length: count }, (_, offset) => {
    const n = from + offset;
    return {
      id: `blog-${n}`,
      slug: `city-guide-${n}`,
      title: `City guide ${n}`,
      excerpt: `What to know about city ${n}.`,
      images: [
        {
          url: `https://example.test/media/${n}.webp`,
          srcSet: `https://example.test/media/${n}-480.webp 480w`,
          width: 800,
          height: 500,
        },
      ],
    };
  });
}

function resolveBlogs(
  environment: MockEnvironment,
  blogs: MockBlog[],
  pageInfo: { hasNextPage: boolean; endCursor: string | null },
) {
  resolveGenerated(environment, {
    QueryBlogsConnection: () => ({
      edges: blogs.map((node) => ({ cursor: `cursor-of-${node.id}`, node })),
      pageInfo: { ...pageInfo, hasPreviousPage: false, startCursor: null },
    }),
  });
}

async function renderBlogList() {
  const { environment } = await renderPage({ path: '/blogs', element: <BlogListPage />, loader: blogListPageLoader });
  return environment;
}

describe('the blog list', () => {
  it('shows a card per blog with its image, excerpt and links to the blog', async () => {
    const environment = await renderBlogList();
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('BlogListPageQuery');
    resolveBlogs(environment, mockBlogs(1, 3), { hasNextPage: false, endCursor: 'cursor-3' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'City guide 1' })).toHaveAttribute('href', '/blogs/city-guide-1');
    expect(first.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/blogs/city-guide-1');
    expect(first.getByText('What to know about city 1.')).toBeInTheDocument();
    const image = first.getByRole('img', { name: 'City guide 1' });
    expect(image).toHaveAttribute('src', 'https://example.test/media/1.webp');
    expect(image).toHaveAttribute('srcset', 'https://example.test/media/1-480.webp 480w');
    expect(within(cards[2]!).getByRole('link', { name: 'City guide 3' })).toHaveAttribute(
      'href',
      '/blogs/city-guide-3',
    );
  });

  it('asks for the next 8 blogs after the last cursor when the sentinel comes into view', async () => {
    const environment = await renderBlogList();
    resolveBlogs(environment, mockBlogs(1, 8), { hasNextPage: true, endCursor: 'cursor-8' });
    await screen.findByRole('link', { name: 'City guide 8' });

    // the sentinel starts observing after the cards commit, which a loaded machine may delay: reveal until it asks
    await waitFor(() => {
      act(() => revealObservedElements());
      expect(environment.mock.getAllOperations()).toHaveLength(1);
    });
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('BlogListPaginationQuery');
    expect(next.request.variables).toMatchObject({ first: 8, after: 'cursor-8' });
    expect(screen.getByRole('status', { name: 'Loading more blogs' })).toBeInTheDocument();

    resolveBlogs(environment, mockBlogs(9, 2), { hasNextPage: false, endCursor: 'cursor-10' });
    expect(await screen.findByRole('link', { name: 'City guide 10' })).toHaveAttribute('href', '/blogs/city-guide-10');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByRole('status', { name: 'Loading more blogs' })).not.toBeInTheDocument();
  });

  it('asks for nothing more when there is no next page', async () => {
    const environment = await renderBlogList();
    resolveBlogs(environment, mockBlogs(1, 5), { hasNextPage: false, endCursor: 'cursor-5' });
    await screen.findByRole('link', { name: 'City guide 5' });

    act(() => revealObservedElements());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("says 'No Blogs available' when there are none", async () => {
    const environment = await renderBlogList();
    resolveBlogs(environment, [], { hasNextPage: false, endCursor: null });
    expect(await screen.findByText('No Blogs available')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
