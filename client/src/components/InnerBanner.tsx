// The inner-page banner of SPEC section 2: a heading and breadcrumbs from the path.
import { Box, Breadcrumb, Container, Heading } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/** 'terms-&-conditions' -> 'Terms & Conditions': dashes become spaces, words capitalised. */
export function titleFromSegment(segment: string): string {
  return decodeURIComponent(segment)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * `names`: what a segment of the address is called in the page's language where the page knows (a city's or
 * category's name, Hindi on a Hindi page: issue 35); any other segment is read from the address itself.
 */
export function InnerBanner({ heading, names }: { heading?: string; names?: Readonly<Record<string, string>> }) {
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  const { t } = useLingui();
  // the listing's segment is a name of the site's, in the page's language
  const crumb = (segment: string) =>
    segment === 'call-girls' ? t`Call Girls` : (names?.[segment] ?? titleFromSegment(segment));
  const title = heading ?? crumb(segments[segments.length - 1] ?? '');
  return (
    <Box bg="brand.900" color="white" py={{ base: '8', md: '12' }}>
      <Container maxW="6xl">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="3">
          {title}
        </Heading>
        <Breadcrumb.Root size="sm">
          <Breadcrumb.List color="whiteAlpha.900">
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild color="white">
                <RouterLink to="/">
                  <Trans>Home</Trans>
                </RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            {segments.map((segment, index) => {
              const path = `/${segments.slice(0, index + 1).join('/')}`;
              const last = index === segments.length - 1;
              return (
                <Fragment key={path}>
                  <Breadcrumb.Separator color="whiteAlpha.800" />
                  <Breadcrumb.Item>
                    {last ? (
                      <Breadcrumb.CurrentLink color="whiteAlpha.900">{crumb(segment)}</Breadcrumb.CurrentLink>
                    ) : (
                      <Breadcrumb.Link asChild color="white">
                        <RouterLink to={path}>{crumb(segment)}</RouterLink>
                      </Breadcrumb.Link>
                    )}
                  </Breadcrumb.Item>
                </Fragment>
              );
            })}
          </Breadcrumb.List>
        </Breadcrumb.Root>
      </Container>
    </Box>
  );
}
