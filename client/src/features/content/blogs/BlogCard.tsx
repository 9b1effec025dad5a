// A blog in a list or carousel (SPEC "Blogs"): first image, title linking to the blog, an excerpt of
// its description and 'View Details'.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Card, Heading, Image, Link, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { BlogCard_blog$key } from '../../../__generated__/BlogCard_blog.graphql';

export function blogPath(slug: string): string {
  return `/blogs/${encodeURIComponent(slug)}`;
}

export function BlogCard({
  blog,
  headingLevel = 'h2',
  imageLoading = 'lazy',
  imageSizes,
}: {
  blog: BlogCard_blog$key;
  headingLevel?: 'h2' | 'h3';
  imageLoading?: 'eager' | 'lazy';
  /** the width the card takes at each breakpoint, for picking the image variant */
  imageSizes: string;
}) {
  const data = useFragment(
    graphql`
      fragment BlogCard_blog on Blog {
        slug
        title
        excerpt(maxLength: 160)
        images {
          url
          srcSet
          width
          height
        }
      }
    `,
    blog,
  );
  const { t } = useLingui();
  const { title } = data;
  const image = data.images[0];
  const path = blogPath(data.slug);
  return (
    <Card.Root as="article" height="full" overflow="hidden" variant="outline">
      <Box aspectRatio={16 / 10} bg="bg.muted">
        {image && (
          <Image
            src={image.url}
            srcSet={image.srcSet}
            sizes={imageSizes}
            alt={data.title}
            htmlWidth={image.width ?? undefined}
            htmlHeight={image.height ?? undefined}
            loading={imageLoading}
            fit="cover"
            w="full"
            h="full"
          />
        )}
      </Box>
      <Card.Body gap="2">
        <Heading as={headingLevel} size="md" lineClamp="2">
          <Link asChild color="fg" _hover={{ color: 'brand.fg' }}>
            <RouterLink to={path}>{data.title}</RouterLink>
          </Link>
        </Heading>
        <Text color="fg.muted" textStyle="sm" lineClamp="3">
          {data.excerpt}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Button asChild size="sm" colorPalette="brand" variant="outline">
          <RouterLink to={path} aria-label={t`View Details: ${title}`}>
            <Trans>View Details</Trans>
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
