/**
 * The progressive web app: the web app manifest and the Workbox service worker that
 * vite-plugin-pwa generates into the build (`sw.js` beside `index.html`). docs/deployment.md
 * says how to serve them and how to turn them off.
 *
 * What the service worker does, and what it never does:
 * - precaches the shell (index.html), every screen's chunks and styles, the icons and the captcha
 *   pool, so every screen opens offline into its own offline state inside the shell;
 * - answers navigations to the app's own page (the folder's `/` or `/index.html`; routes live in the
 *   hash) with the precached shell — nothing else: the demo frames, /api, uploads stay network-only;
 * - keeps the site's art (banners, tiles, logos: same-origin images) stale-while-revalidate, at most
 *   ART_MAX_ENTRIES of them for ART_MAX_DAYS;
 * - never touches /api (balances, orders, records), the game/service/agent frames (/demo and any
 *   other origin), uploads (avatars), the QR codes: no route matches them, so they go to the network
 *   as if there were no service worker.
 * - waits when a new build is installed (no skipWaiting) until the user taps 刷新 in the
 *   新版本已就绪 bar (src/lib/pwa/service-worker.ts); activating, it deletes the previous build's
 *   precache entries and caches of older Workbox versions.
 *
 * `VITE_PWA=0` builds a self-destroying `sw.js` instead: a browser that still runs an earlier one
 * replaces it with this, which deletes its caches and unregisters itself; the client then
 * registers nothing (src/app/start.tsx).
 */
import type { Plugin } from 'vite';
import { builtIndexHtml } from './index-html.ts';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { MANIFEST_FILE } from '../src/config/constants.ts';
import { APP_ICONS } from './app-icons.ts';

/** theme.css: the header and tab bar (--app-card-bg) and the page (--app-page-bg). */
export const THEME_COLOR = '#ffffff';
export const BACKGROUND_COLOR = '#f4f6fb';
/** The title index.html carries until /api/app answers; the reference server puts the site's own
 * title into the manifest it serves (server/src/manifest.ts). */
export const DEFAULT_TITLE = '体育娱乐';

export const ART_CACHE = 'site-art';
const ART_MAX_ENTRIES = 120;
const ART_MAX_DAYS = 30;

/** Paths that are never the app's page, whatever folder the build is served from. */
const NOT_THE_APP = /\/(api|demo|demo-api|uploads|assets-demo|assets)\//;

export function pwaOptions(enabled: boolean): Partial<VitePWAOptions> {
  return {
    // Our own registration (src/lib/pwa/service-worker.ts) after the load event, with the prompt.
    injectRegister: false,
    registerType: 'prompt',
    selfDestroying: !enabled,
    filename: 'sw.js',
    manifestFilename: MANIFEST_FILE,
    // The icons come from build/app-icons.ts at build time, not from public/.
    includeManifestIcons: false,
    manifest: {
      // No `id`: browsers resolve an id against the origin, so './' would name the origin's root
      // even when the app is served from a folder (/h5/). Without one the id is start_url, which
      // resolves against the manifest's own URL: the folder the app is served from.
      name: DEFAULT_TITLE,
      short_name: DEFAULT_TITLE,
      description: '体育、真人、电子、彩票，随时随地畅玩',
      lang: 'zh-CN',
      dir: 'ltr',
      // Relative to the manifest, which sits beside index.html: works from any folder. The app
      // opens on its home route (an empty hash is '/').
      start_url: './',
      scope: './',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: APP_ICONS.filter((icon) => !icon.fileName.includes('apple')).map((icon) => ({
        src: icon.fileName,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.fullBleed ? 'maskable' : 'any',
      })),
    },
    integration: {
      // The plugin adds the web app manifest to the precache; we leave it to the network, where
      // the reference server fills in the site's title (and the browser checks it for updates).
      beforeBuildServiceWorker(options) {
        options.workbox.additionalManifestEntries = options.workbox.additionalManifestEntries?.filter(
          (entry) =>
            typeof entry === 'string' ? !entry.endsWith('.webmanifest') : !entry.url.endsWith('.webmanifest'),
        );
      },
    },
    workbox: {
      // Every screen's chunks and styles, the shell, the icons and the 21 captcha images (88 KB: the
      // login screen offline shows its form whole); not the build's manifest (.vite/) or the web
      // app manifest (the server may rewrite its title), nor the precompressed copies (.br, .gz).
      globPatterns: [
        'index.html',
        'assets/**/*.{js,css,svg,png,webp,woff2}',
        'icons/*.png',
        'favicon.svg',
        'captcha/*.svg',
      ],
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      // Workbox's runtime inside sw.js: one file to serve without a long cache, no second one.
      inlineWorkboxRuntime: true,
      sourcemap: false,
      navigateFallback: 'index.html',
      // The app's own page only (hash routing: the path is the folder or its index.html).
      navigateFallbackAllowlist: [/\/(index\.html)?(\?.*)?$/],
      navigateFallbackDenylist: [NOT_THE_APP],
      runtimeCaching: [
        {
          // Site art: banners, venue tiles, logos, promotion pictures (the reference server's
          // /assets-demo/), the captcha pool — same-origin images outside uploads, /api and /demo.
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin &&
            request.destination === 'image' &&
            !/\/(api|demo|demo-api|uploads)\//.test(url.pathname) &&
            !url.pathname.endsWith('/qrcode'),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: ART_CACHE,
            cacheableResponse: { statuses: [200] },
            expiration: {
              maxEntries: ART_MAX_ENTRIES,
              maxAgeSeconds: ART_MAX_DAYS * 24 * 3600,
              purgeOnQuotaError: true,
            },
          },
        },
      ],
    },
  };
}

/**
 * Takes out of index.html the manifest link the PWA plugin writes: the app links the manifest once
 * its first screen is drawn (src/lib/pwa/manifest-link.ts), so that the browser's fetch of the
 * manifest and its icon does not compete with the landing screen. Should the plugin ever write it
 * differently, the link stays and the app adds none.
 */
export function manifestLinkAfterFirstScreen(): Plugin {
  return {
    name: 'h5-manifest-link-after-first-screen',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = builtIndexHtml(bundle);
      if (!html) return;
      html.source = html.source.replace(/\s*<link rel="manifest"[^>]*>/, '');
    },
  };
}
