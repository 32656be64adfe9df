/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; '/api' when unset. */
  readonly VITE_API_BASE?: string;
}
