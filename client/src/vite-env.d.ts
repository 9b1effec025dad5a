/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** An API on another host (docs/architecture.md section 2); empty means the same origin. */
  readonly VITE_API_ORIGIN?: string;
  /**
   * The language of the browser's build (vite.config.ts, decision 0131): its messages are in its code, so it
   * loads no catalog. Unset in the development server, the server's build and the tests, which load catalogs.
   */
  readonly BUILD_LANGUAGE?: 'en' | 'hi';
  /**
   * Set by builds, which read Chakra's theme files already trimmed (client/vendor/libraryInternals.ts,
   * chakraThemeDataTrimmed): client/src/app/theme.ts then does not trim them again.
   */
  readonly THEME_DATA_TRIMMED?: boolean;
}
