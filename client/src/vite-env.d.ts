/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** An API on another host (docs/architecture.md section 2); empty means the same origin. */
  readonly VITE_API_ORIGIN?: string;
}
