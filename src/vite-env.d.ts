/// <reference types="vite/client" />

/** Build-time configuration (see src/config/env.ts). */
interface ImportMetaEnv {
  /** API base: a path (default `/api/`, same origin) or an absolute http(s) URL. */
  readonly VITE_API_BASE?: string;
  /** `0`: no service worker (and the build's sw.js removes an earlier one); see README. */
  readonly VITE_PWA?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
