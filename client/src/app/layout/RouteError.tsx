// What a route shows when its code or data fails to load. A failed chunk says which kind of failure and
// which address (SPEC section 8), since that is what support needs to hear.
import { Button, Container, Heading, Text } from '@chakra-ui/react';

export function describeRouteError(error: unknown): { title: string; detail: string } {
  if (error instanceof Error) {
    const address = /https?:\/\/\S+/.exec(error.message)?.[0];
    if (/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)) {
      return {
        title: 'Failed to load this page',
        detail: `Loading chunk failed (${error.name})${address ? `: ${address}` : ''}`,
      };
    }
    return { title: 'Something went wrong', detail: error.message };
  }
  return { title: 'Something went wrong', detail: String(error) };
}

export function RouteError({ error }: { error: unknown }) {
  const { title, detail } = describeRouteError(error);
  return (
    <Container maxW="2xl" py="24" textAlign="center" role="alert">
      <Heading as="h1" size="2xl" mb="4">
        {title}
      </Heading>
      <Text mb="8" color="fg.muted" wordBreak="break-word">
        {detail}
      </Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Container>
  );
}
