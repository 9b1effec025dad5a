import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createRelayEnvironment, type StoreRecords } from './app/relayEnvironment.ts';
import { markStartedOnServerPage } from './lib/serverRenderedPage.ts';

// A page the server rendered carries the Relay store it was rendered from (server/page-rendering.ts):
// the app hydrates that HTML with those records, so it fetches nothing the page already shows.
const root = document.getElementById('root')!;
const renderedStore = document.getElementById('relay-store');

// A transition lets React render the app in slices, so the page stays responsive while it starts.
startTransition(() => {
  if (renderedStore) {
    markStartedOnServerPage();
    const environment = createRelayEnvironment(JSON.parse(renderedStore.textContent ?? '{}') as StoreRecords);
    hydrateRoot(
      root,
      <StrictMode>
        <App environment={environment} />
      </StrictMode>,
    );
  } else {
    createRoot(root).render(
      <StrictMode>
        <App environment={createRelayEnvironment()} />
      </StrictMode>,
    );
  }
});
