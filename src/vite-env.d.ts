/// <reference types="vite/client" />

/** Build-time configuration (see src/config/env.ts). */
interface ImportMetaEnv {
  /** API base: a path (default `/api/`, same origin) or an absolute http(s) URL. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
