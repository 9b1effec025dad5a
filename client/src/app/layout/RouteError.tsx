// What a route shows when its code or data fails to load. A failed chunk says which kind of failure and
// which address (SPEC section 8), since that is what support needs to hear.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Heading, Text } from '@chakra-ui/react';

/** The failure in the page's language; an error's own message (the browser's words) stays as it is. */
export function describeRouteError(error: unknown, i18n: I18n): { title: string; detail: string } {
  if (error instanceof Error) {
    const address = /https?:\/\/\S+/.exec(error.message)?.[0];
    if (/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)) {
      const errorName = error.name;
      return {
        title: i18n._(msg`Failed to load this page`),
        detail: address
          ? i18n._(msg`Loading chunk failed (${errorName}): ${address}`)
          : i18n._(msg`Loading chunk failed (${errorName})`),
      };
    }
    return { title: i18n._(msg`Something went wrong`), detail: error.message };
  }
  return { title: i18n._(msg`Something went wrong`), detail: String(error) };
}

export function RouteError({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  const { title, detail } = describeRouteError(error, i18n);
  return (
    <Container maxW="2xl" py="24" textAlign="center" role="alert">
      <Heading as="h1" size="2xl" mb="4">
        {title}
      </Heading>
      <Text mb="8" color="fg.muted" wordBreak="break-word">
        {detail}
      </Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        <Trans>Reload the page</Trans>
      </Button>
    </Container>
  );
}
