import { ChakraProvider } from '@chakra-ui/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { AppRouter } from './AppRouter.tsx';
import { system } from './theme.ts';

/** The whole app over one Relay environment; `location` renders that address on the server (renderPage.tsx). */
export function App({ environment, location }: { environment: IEnvironment; location?: string }) {
  return (
    <ChakraProvider value={system}>
      <RelayEnvironmentProvider environment={environment}>
        <AppRouter environment={environment} location={location} />
      </RelayEnvironmentProvider>
    </ChakraProvider>
  );
}
