/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API server; when set, the demo API is left out of the bundle. */
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_APP_VERSION?: string;
}

declare const __APP_VERSION__: string;
