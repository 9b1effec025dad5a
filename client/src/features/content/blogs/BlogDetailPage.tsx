// /blogs/:slug (SPEC "Blogs"): the slideshow, the title, the description and similar blogs. The head
// comes from the blog's meta fields (the server's pageHead for this path).
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { type LoaderFunction } from 'react-router-dom';
import { loaderLanguage, usePageQueryRef } from '../../../lib/pageQuery.ts';
import type { IEnvironment } from 'relay-runtime';
import type { BlogDetailPageQuery } from '../../../__generated__/BlogDetailPageQuery.graphql';
import { DocumentHead, HeadOf } from '../../../components/DocumentHead.tsx';
import { useSiteOrigin, useSiteSettings } from '../../../lib/siteSettings.ts';
import { InnerBanner } from '../../../components/InnerBanner.tsx';
import { LazyNotFoundContent } from '../../../components/LazyNotFoundContent.tsx';
import { blogPath } from './BlogCard.tsx';
import { BlogSlideshow } from './BlogSlideshow.tsx';
import { SimilarBlogsCarousel } from './SimilarBlogsCarousel.tsx';
import { dateInIndia } from '../../../../../common/india.ts';

const BlogDetailPageQueryNode = graphql`
  query BlogDetailPageQuery($slug: String!, $path: String!, $language: Language) {
    pageHead(path: $path, language: $language) {
      ...DocumentHead_head
      description
      canonicalUrl
    }
    blog(slug: $slug) {
      id
      title
      description
      slug
      createdAt
      updatedAt
      images {
        url
      }
      ...BlogSlideshow_blog
      ...SimilarBlogsCarousel_blog
    }
  }
`;

export function blogDetailPageLoader(environment: IEnvironment): LoaderFunction {
  return ({ params, context }) => {
    const slug = params.slug ?? '';
    return loadQuery<BlogDetailPageQuery>(
      environment,
      BlogDetailPageQueryNode,
      // the head's fixed words in the page's language (issue 35); the blog's own as its author wrote them
      { slug, path: blogPath(slug), language: loaderLanguage({ context }) },
      { fetchPolicy: 'store-or-network' },
    );
  };
}

// The description is HTML the server sanitised to an allow-list; these rules give it readable typography.
const proseStyles = {
  lineHeight: '1.75',
  fontSize: { base: 'md', md: 'lg' },
  overflowWrap: 'break-word',
  '& > * + *': { marginTop: '1em' },
  '& h1, & h2, & h3, & h4, & h5, & h6': {
    fontWeight: 'bold',
    lineHeight: '1.3',
    marginTop: '1.5em',
    marginBottom: '0.5em',
  },
  '& h1': { fontSize: '2xl' },
  '& h2': { fontSize: 'xl' },
  '& h3': { fontSize: 'lg' },
  '& h4, & h5, & h6': { fontSize: 'md' },
  '& ul, & ol': { paddingInlineStart: '1.5em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '0.35em' },
  '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& a:hover': { textDecoration: 'none' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md' },
  '& blockquote': {
    borderInlineStartWidth: '4px',
    borderColor: 'brand.emphasized',
    paddingInlineStart: '1em',
    fontStyle: 'italic',
    color: 'fg.muted',
  },
  '& pre, & code': {
    fontFamily: 'mono',
    fontSize: '0.9em',
    bg: 'bg.muted',
    borderRadius: 'sm',
    paddingInline: '0.25em',
  },
  '& pre': { padding: '1em', overflowX: 'auto' },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', padding: '0.5em' },
} as const;

export function BlogDetailPage() {
  const ref = usePageQueryRef<PreloadedQuery<BlogDetailPageQuery>>();
  const data = usePreloadedQuery<BlogDetailPageQuery>(BlogDetailPageQueryNode, ref);
  const { blog } = data;
  const { t } = useLingui();
  if (!blog) return <LazyNotFoundContent />;

  const created = new Date(blog.createdAt as string);
  const publishedOn = Number.isNaN(created.getTime()) ? '' : dateInIndia(created);
  return (
    <>
      <DocumentHead head={data.pageHead} />
      <BlogHead blog={blog} head={data.pageHead} />
      {/* the banner's crumb of the blogs' page in the page's language */}
      <InnerBanner heading={blog.title} names={{ blogs: t`Blogs` }} />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <article aria-labelledby="blog-title">
          {/* a new blog (a similar blog was opened) starts its slideshow from the first image */}
          <BlogSlideshow key={blog.id} blog={blog} />
          <Box maxW="3xl" mx="auto" mt={{ base: '8', md: '10' }}>
            <Heading as="h2" id="blog-title" size={{ base: '2xl', md: '3xl' }} mb="2">
              {blog.title}
            </Heading>
            {!Number.isNaN(created.getTime()) && (
              <Text color="fg.muted" textStyle="sm" mb="6">
                <Trans>
                  Published on <time dateTime={created.toISOString()}>{publishedOn}</time>
                </Trans>
              </Text>
            )}
            <Box
              css={proseStyles}
              data-testid="blog-description"
              dangerouslySetInnerHTML={{ __html: blog.description }}
            />
          </Box>
        </article>
        <SimilarBlogsCarousel key={blog.id} blog={blog} />
      </Container>
    </>
  );
}

/** A DateTime as schema.org reads it (ISO 8601), or as given when it is none. */
function isoDate(value: unknown): string {
  const date = new Date(value as string);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

type LoadedBlog = NonNullable<BlogDetailPageQuery['response']['blog']>;

/** The blog's structured data (schema.org BlogPosting), breadcrumbs and preview image, for crawlers and link previews. */
function BlogHead({ blog, head }: { blog: LoadedBlog; head: { description: string; canonicalUrl: string } }) {
  const { siteName } = useSiteSettings();
  const { t } = useLingui();
  const origin = useSiteOrigin().replace(/\/+$/, '');
  const image = blog.images[0]?.url;
  const address = head.canonicalUrl || `${origin}${blogPath(blog.slug)}`;
  const organization = { '@type': 'Organization', name: siteName, url: `${origin}/` };
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    description: head.description,
    datePublished: isoDate(blog.createdAt),
    dateModified: isoDate(blog.updatedAt),
    ...(image ? { image } : {}),
    url: address,
    mainEntityOfPage: address,
    author: organization,
    publisher: organization,
  };
  return (
    <HeadOf
      jsonLd={[posting]}
      crumbs={[
        { name: t`Home`, path: '/' },
        { name: t`Blogs`, path: '/blogs' },
        { name: blog.title, path: blogPath(blog.slug) },
      ]}
      previewImage={image}
      type="article"
    />
  );
}
