import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createRelayEnvironment, type StoreRecords } from './app/relayEnvironment.ts';
import { renderedPageStyleCache } from './app/pageStyles.ts';
import { appSystemForRenderedPage, buildAppSystemInTasks } from './app/theme.ts';
import { nextTask } from './lib/inTasks.ts';
import { markStartedOnServerPage } from './lib/serverRenderedPage.ts';
import { embeddedSiteSettings, type SiteSettings } from './lib/siteSettings.ts';
import { i18nFor, pageModuleOf } from './lib/i18n.ts';
import { loadModuleMessages, startSessionTexts } from './lib/moduleMessages.ts';
import { hydratingNotFoundPage } from './lib/notFoundPage.ts';
import { languageOfPath } from '../../common/languages.ts';
import type { I18n } from '@lingui/core';

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
async function hydrateRenderedPage(store: string, settings: SiteSettings, texts: Promise<I18n>): Promise<void> {
  markStartedOnServerPage();
  const i18n = await texts;
  // the visitor already sees the page, so no step of the start may hold it for long
  await nextTask();
  await buildAppSystemInTasks(nextTask);
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
        <App environment={environment} i18n={i18n} siteSettings={settings} hydrating styleCache={styleCache} />
      </StrictMode>,
    );
  });
}

// the page's language is its address's (/hi: Hindi); its texts (the frame's and the page's own) load beside
// the app's first steps, before it renders: a page loaded later adds its own (routes.tsx lazyView)
const texts = i18nFor(languageOfPath(window.location.pathname).language).then(async (i18n) => {
  await loadModuleMessages(i18n, pageModuleOf(window.location.pathname, hydratingNotFoundPage()));
  startSessionTexts(i18n);
  return i18n;
});
if (renderedStore && siteSettings) {
  void hydrateRenderedPage(renderedStore.textContent ?? '{}', siteSettings, texts);
} else {
  const environment = createRelayEnvironment();
  // only the development client's own page lacks the settings: their query is not in every visitor's download
  const settingsOfPage = siteSettings
    ? Promise.resolve(siteSettings)
    : import('./app/siteSettingsQuery.ts').then(({ fetchSiteSettings }) => fetchSiteSettings(environment));
  void Promise.all([settingsOfPage, texts]).then(([settings, i18n]) =>
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App environment={environment} i18n={i18n} siteSettings={settings} />
        </StrictMode>,
      );
    }),
  );
}
