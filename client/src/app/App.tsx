import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { createRelayEnvironment } from './relay-environment.ts';
import { createAppRouter } from './router.tsx';
import { system } from './theme.ts';

export function App() {
  const [environment] = useState(createRelayEnvironment);
  const [router] = useState(() => createAppRouter(environment));
  return (
    <ChakraProvider value={system}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </ChakraProvider>
  );
}
