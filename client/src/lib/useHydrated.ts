// Whether the page's HTML is now run by the app. A page rendered on the server shows its forms and
// buttons before its script has run: they stay disabled until then, so a click or an Enter cannot
// submit a form natively (a GET carrying what was typed) or do nothing.
import { useBrowserValue } from './useBrowserValue.ts';

const inBrowser = () => true;

export function useHydrated(): boolean {
  return useBrowserValue(inBrowser, false);
}
