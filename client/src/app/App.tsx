import { ChakraProvider } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useMemo, useState, type ReactNode } from 'react';
import { lazyWithMessages } from '../lib/moduleMessages.ts';
import { RelayEnvironmentProvider } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { SessionServerView } from '../lib/session.ts';
import { acceptedInCookies } from '../../../common/adultCookie.ts';
import { embeddedSiteOrigin, SiteOriginContext, SiteSettingsContext, type SiteSettings } from '../lib/siteSettings.ts';
import { AppRouter } from './AppRouter.tsx';
import type { ServerRequest } from '../../../common/pageRendering.ts';
import { appSystem, appSystemForRenderedPage } from './theme.ts';
import { HomeSpotlightSlot } from '../components/HomeSpotlightSlot.tsx';
import { isLanguage, languagePrefix } from '../../../common/languages.ts';

// the home page's spotlight block draws the ads feature's cards: its own chunk, loaded when shown
const HomeSpotlight = lazyWithMessages('HomeSpotlight', () => import('../features/ads/listing/HomeSpotlight.tsx'));

interface AppProps {
  environment: IEnvironment;
  /** The app's texts in the page's language (i18n.ts), whose addresses it runs under (/hi for Hindi). */
  i18n: I18n;
  /** On the server: the page to render. */
  request?: ServerRequest;
  siteSettings?: SiteSettings;
  /** In the browser: hydrating a page the server rendered, whose global styles are in it already. */
  hydrating?: boolean;
  /** The style cache of a rendered page (pageStyles.ts): collecting on the server, knowing them in the browser. */
  styleCache?: EmotionCache;
}

/** The whole app over one Relay environment, with the site settings; on the server, for the `request` it renders. */
export function App({ environment, i18n, request, siteSettings, hydrating = false, styleCache }: AppProps) {
  const initial = request?.siteSettings ?? siteSettings;
  if (!initial) throw new Error('The app needs the site settings (main.tsx reads them from the page).');
  const [settings, replace] = useState(initial);
  const site = useMemo(() => ({ settings, replace }), [settings]);
  const styled: ReactNode = (
    <ChakraProvider value={hydrating ? appSystemForRenderedPage() : appSystem()}>
      <RelayEnvironmentProvider environment={environment}>
        <SiteSettingsContext.Provider value={site}>
          <SiteOriginContext.Provider value={request?.origin ?? embeddedSiteOrigin()}>
            <HomeSpotlightSlot.Provider value={HomeSpotlight}>
              <AppRouter
                location={request?.location}
                basename={languagePrefix(isLanguage(i18n.locale) ? i18n.locale : 'en')}
              />
            </HomeSpotlightSlot.Provider>
          </SiteOriginContext.Provider>
        </SiteSettingsContext.Provider>
      </RelayEnvironmentProvider>
    </ChakraProvider>
  );
  const translated = <I18nProvider i18n={i18n}>{styled}</I18nProvider>;
  const app = styleCache ? <CacheProvider value={styleCache}>{translated}</CacheProvider> : translated;
  if (!request) return app;
  return (
    <SessionServerView.Provider value={{ adultPermission: acceptedInCookies(request.cookies) }}>
      {app}
    </SessionServerView.Provider>
  );
}
