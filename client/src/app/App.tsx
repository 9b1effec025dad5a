import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createRelayEnvironment } from './relayEnvironment.ts';
import { AppRouter } from './AppRouter.tsx';
import { system } from './theme.ts';

export function App() {
  const [environment] = useState(createRelayEnvironment);
  return (
    <ChakraProvider value={system}>
      <RelayEnvironmentProvider environment={environment}>
        <AppRouter environment={environment} />
      </RelayEnvironmentProvider>
    </ChakraProvider>
  );
}
