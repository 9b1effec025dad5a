// The published blogs, newest first, 8 at a time (docs/architecture.md section 11): the next page loads when the
// sentinel below the cards is fully in view.
import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { BlogList_query$key } from '../../../__generated__/BlogList_query.graphql';
import type { BlogListPaginationQuery } from '../../../__generated__/BlogListPaginationQuery.graphql';
import { InfiniteScrollSentinel } from '../../../components/InfiniteScrollSentinel.tsx';
import { LoadingSpinner } from '../../../components/LoadingSpinner.tsx';
import { BlogCard } from './BlogCard.tsx';

export const BLOG_PAGE_SIZE = 8;

/** Cards in the first row are in the first screen on desktop: those images are not deferred. */
const EAGER_IMAGES = 2;

const CARD_IMAGE_SIZES = '(min-width: 1200px) 270px, (min-width: 1024px) 25vw, (min-width: 480px) 50vw, 100vw';

export function BlogList({ query }: { query: BlogList_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<BlogListPaginationQuery, BlogList_query$key>(
    graphql`
      fragment BlogList_query on Query
      @refetchable(queryName: "BlogListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 8 }, after: { type: "String" }) {
        blogs(first: $first, after: $after) @connection(key: "BlogList_blogs") {
          edges {
            node {
              id
              ...BlogCard_blog
            }
          }
        }
      }
    `,
    query,
  );
  const { t } = useLingui();
  const blogs = data.blogs.edges.map((edge) => edge.node);

  if (blogs.length === 0) {
    return (
      <Text textAlign="center" py="16" textStyle="lg" color="fg.muted">
        <Trans>No Blogs available</Trans>
      </Text>
    );
  }

  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {blogs.map((blog, index) => (
          <li key={blog.id}>
            <BlogCard
              blog={blog}
              imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
              imageSizes={CARD_IMAGE_SIZES}
            />
          </li>
        ))}
      </SimpleGrid>
      <InfiniteScrollSentinel
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={(options) => loadNext(BLOG_PAGE_SIZE, options)}
      />
      {isLoadingNext && <LoadingSpinner size={48} label={t`Loading more blogs`} />}
    </>
  );
}
