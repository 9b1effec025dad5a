import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { useSiteSettings } from '../lib/siteSettings.ts';
import { StaticHead } from './DocumentHead.tsx';
import { notFoundTags } from '../../../common/pageHead.ts';

/** The not-found page's body, also shown for a blog or ad that does not exist. */
export function NotFoundContent() {
  const { siteName } = useSiteSettings();
  return (
    <Container maxW="2xl" py="24" textAlign="center">
      {/* an address that names nothing has no canonical one: the same head for every such address */}
      <StaticHead {...notFoundTags(siteName)} />
      <Heading as="h1" size="4xl" mb="4">
        <Trans>Page not found</Trans>
      </Heading>
      <Text mb="8" color="fg.muted">
        <Trans>The page you are looking for does not exist or is no longer available.</Trans>
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">
          <Trans>Back to Home</Trans>
        </RouterLink>
      </Button>
    </Container>
  );
}
