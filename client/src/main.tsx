import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createRelayEnvironment, type StoreRecords } from './app/relayEnvironment.ts';
import { renderedPageStyleCache } from './app/pageStyles.ts';
import { appSystemForRenderedPage } from './app/theme.ts';
import { nextTask } from './lib/inTasks.ts';
import { markStartedOnServerPage } from './lib/serverRenderedPage.ts';
import { embeddedSiteSettings, type SiteSettings } from './lib/siteSettings.ts';

// A page the server rendered carries the Relay store it was rendered from (server/page-rendering.ts):
// the app hydrates that HTML with those records, so it fetches nothing the page already shows.
const root = document.getElementById('root')!;
const renderedStore = document.getElementById('relay-store');
// every page the server sends carries the site settings (server/page-document.ts), the values a
// rendered page was rendered with; the development client's own page does not, and asks for them
const siteSettings = embeddedSiteSettings();

/**
 * Hydrates the page the server rendered: loading the code, building the styles, reading the page's
 * records and hydrating each take a task of their own (each step of the start is a task of its own).
 */
async function hydrateRenderedPage(store: string, settings: SiteSettings): Promise<void> {
  markStartedOnServerPage();
  // the visitor already sees the page, so no step of the start may hold it for long
  await nextTask();
  appSystemForRenderedPage();
  await nextTask();
  const environment = createRelayEnvironment(JSON.parse(store) as StoreRecords);
  const styleCache = renderedPageStyleCache();
  await nextTask();
  // A transition lets React render the app in slices, so the page stays responsive while it starts.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App environment={environment} siteSettings={settings} hydrating styleCache={styleCache} />
      </StrictMode>,
    );
  });
}

if (renderedStore && siteSettings) {
  void hydrateRenderedPage(renderedStore.textContent ?? '{}', siteSettings);
} else {
  const environment = createRelayEnvironment();
  // only the development client's own page lacks the settings: their query is not in every visitor's download
  const settingsOfPage = siteSettings
    ? Promise.resolve(siteSettings)
    : import('./app/siteSettingsQuery.ts').then(({ fetchSiteSettings }) => fetchSiteSettings(environment));
  void settingsOfPage.then((settings) =>
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App environment={environment} siteSettings={settings} />
        </StrictMode>,
      );
    }),
  );
}
