// A route page's query, loaded while the route renders (Relay's render-as-you-fetch: `loadQuery` in the
// page's loader, `usePreloadedQuery` in the page). Relay's `useQueryLoader` loads only in an effect,
// after the first render, and react-router's data routers would cost visitors some 17 KB; what they
// would give is kept here, small: one load per visit to an address, and a reload.
import { useCallback, useState } from 'react';
import { useLocation, useParams, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import type { PageQuery } from './pageQuery.ts';
import { usePageLanguage } from './language.ts';

// On the server (renderPage.tsx) there is no window: loaders read only the path and search of the address.
const SERVER_ORIGIN = 'http://localhost';

// React may render a route and throw that render away (while something suspends) before it mounts:
// the load started by the discarded render is the one the mounted route uses, once per history entry.
const loadsOfEntry = new WeakMap<LoaderFunction, { entryKey: string; ref: unknown }>();

/** Runs `loader` for the current address (again for a new path, search or history entry); answers its reference. */
export function useRouteQuery(loader: LoaderFunction): PageQuery {
  const params = useParams();
  const { pathname, search, key: entryKey } = useLocation();
  // the page's language (issue 35): the loader's context, as on the server (renderPage.tsx)
  const language = usePageLanguage();
  const address = `${pathname}${search}`;
  const load = useCallback(
    () =>
      loader({
        params,
        request: new Request(new URL(address, globalThis.location?.origin ?? SERVER_ORIGIN)),
        context: { language },
      } as LoaderFunctionArgs),
    // params follow the address; the language is the page's for its whole life
    [loader, address, language],
  );
  const run = useCallback(() => {
    const started = loadsOfEntry.get(loader);
    if (started?.entryKey === `${entryKey}${address}`) return started.ref;
    const ref = load();
    loadsOfEntry.set(loader, { entryKey: `${entryKey}${address}`, ref });
    return ref;
  }, [loader, load, entryKey, address]);
  const [loaded, setLoaded] = useState(() => ({ address, ref: run(), attempt: 0 }));
  const current = loaded.address === address ? loaded : { address, ref: run(), attempt: 0 };
  if (current !== loaded) setLoaded(current);

  const reload = useCallback(
    () => setLoaded((previous) => ({ address: previous.address, ref: load(), attempt: previous.attempt + 1 })),
    [load],
  );
  return { ref: current.ref, reload };
}
