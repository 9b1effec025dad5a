import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { acceptedInCookies, SessionServerView } from '../lib/session.ts';
import { AppRouter } from './AppRouter.tsx';
import { system } from './theme.ts';

/** What the server renders a page for (renderPage.tsx): its address, and the visitor's Cookie header (the age disclaimer's acceptance). */
export interface ServerRequest {
  location: string;
  cookies: string | null;
}

/** The whole app over one Relay environment; on the server, for the `request` it renders. */
export function App({ environment, request }: { environment: IEnvironment; request?: ServerRequest }) {
  const app: ReactNode = (
    <ChakraProvider value={system}>
      <RelayEnvironmentProvider environment={environment}>
        <AppRouter environment={environment} location={request?.location} />
      </RelayEnvironmentProvider>
    </ChakraProvider>
  );
  if (!request) return app;
  return <SessionServerView.Provider value={{ adultPermission: acceptedInCookies(request.cookies) }}>{app}</SessionServerView.Provider>;
}
