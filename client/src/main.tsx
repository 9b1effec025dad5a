import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createRelayEnvironment, type StoreRecords } from './app/relayEnvironment.ts';
import { fetchSiteSettings } from './app/siteSettingsQuery.ts';
import { markStartedOnServerPage } from './lib/serverRenderedPage.ts';
import { embeddedSiteSettings } from './lib/siteSettings.ts';

// A page the server rendered carries the Relay store it was rendered from (server/page-rendering.ts):
// the app hydrates that HTML with those records, so it fetches nothing the page already shows.
const root = document.getElementById('root')!;
const renderedStore = document.getElementById('relay-store');
// every page the server sends carries the site settings (server/page-site-settings.ts), the values a
// rendered page was rendered with; the development client's own page does not, and asks for them
const siteSettings = embeddedSiteSettings();

if (renderedStore && siteSettings) {
  markStartedOnServerPage();
  const environment = createRelayEnvironment(JSON.parse(renderedStore.textContent ?? '{}') as StoreRecords);
  // A transition lets React render the app in slices, so the page stays responsive while it starts.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App environment={environment} siteSettings={siteSettings} />
      </StrictMode>,
    );
  });
} else {
  const environment = createRelayEnvironment();
  void (siteSettings ? Promise.resolve(siteSettings) : fetchSiteSettings(environment)).then((settings) =>
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App environment={environment} siteSettings={settings} />
        </StrictMode>,
      );
    }),
  );
}
