// The one not-found page the server renders for every address that names nothing (issue 30): it is
// rendered once at NOT_FOUND_LOCATION and served at whatever address was asked. The browser must
// hydrate it as that page, not as the route of the address in its bar (a made-up city's listing would
// render another tree: a hydration mismatch), so the page marks itself and the router reads the mark.

/** The attribute the not-found page's body carries (client/src/features/not-found/NotFoundPage.tsx). */
export const NOT_FOUND_MARK = 'data-page-not-found';

/** Whether the HTML the browser is about to hydrate is the not-found page (false on the server and in tests without it). */
export function hydratingNotFoundPage(): boolean {
  return (
    typeof document !== 'undefined' && document.getElementById('root')?.querySelector(`[${NOT_FOUND_MARK}]`) != null
  );
}
