// What a route shows when its code or data fails to load. A failed chunk says which kind of failure and
// which address (SPEC section 8), since that is what support needs to hear.
import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';

export function describeRouteError(error: unknown): { title: string; detail: string } {
  if (error instanceof Error) {
    const address = /https?:\/\/\S+/.exec(error.message)?.[0];
    if (/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)) {
      return { title: 'Failed to load this page', detail: `Loading chunk failed (${error.name})${address ? `: ${address}` : ''}` };
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

/** Catches a failing page; moving to another address (`resetKey`) tries again. */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: unknown; key: string }> {
  state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
