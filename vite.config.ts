import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons } from './scripts/app-icons.ts';
import { compactKitIcons } from './scripts/compact-kit-icons.ts';
import { landingPreload, type EarlyCall, type LandingRoute } from './scripts/landing-preload.ts';
import { pwaOptions } from './scripts/pwa-config.ts';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://127.0.0.1:8787';

// The public calls each landing route makes first (paths and methods as in contract/calls.ts;
// bodies exactly as the client sends them). The preload starts them in parallel with the entry.
const app: EarlyCall = { method: 'POST', path: 'app' };
const visitUrl: EarlyCall = { method: 'GET', path: 'getVisitUrl' };
const games: EarlyCall = { method: 'GET', path: 'game/list' };
const landing: Record<string, LandingRoute> = {
  '/': {
    module: 'src/features/home/routes/home.tsx',
    calls: [
      app,
      visitUrl,
      { method: 'POST', path: 'bannerList', body: { type: 2 }, lcpImage: 'data.0.src' },
      { method: 'POST', path: 'homenotice' },
      games,
    ],
  },
  // The login screen's largest paint is the site logo.
  '/login': {
    module: 'src/features/auth/routes/login.tsx',
    calls: [{ ...app, lcpImage: 'data.site_logo' }, visitUrl, games],
  },
  '/activity': {
    module: 'src/features/promotions/routes/activity.tsx',
    calls: [
      app,
      visitUrl,
      { method: 'POST', path: 'activitytype' },
      { method: 'POST', path: 'activitylist', lcpImage: 'data.data.0.banner' },
      games,
    ],
  },
  '/zhanzhu': {
    module: 'src/features/sponsor/routes/zhanzhu.tsx',
    // Its largest paint is the live-casino panel's art (venue ag, from the game lists).
    calls: [
      app,
      visitUrl,
      { method: 'POST', path: 'bannerList', body: { type: 3 } },
      { ...games, lcpImage: 'data.[platform_name=ag].mobile_img' },
    ],
  },
};

// The API base the client is built with (VITE_API_BASE, from the environment or a .env file).
const buildEnv = loadEnv('production', process.cwd(), 'VITE_');
const apiBase = process.env.VITE_API_BASE || buildEnv.VITE_API_BASE || '/api/';
// VITE_PWA=0 builds without the service worker (issue 25; a self-destroying one replaces any earlier).
const pwaEnabled = (process.env.VITE_PWA ?? buildEnv.VITE_PWA) !== '0';

// React Router 7's package exports only its development build (remix-run/react-router#14102): its
// dev warnings and checks would ship and run in production. The build takes its production files.
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

// The kit's default imperative render (rc-util's), never used: src/lib/rc-util-render.ts says why.
const rcUtilRender = {
  find: /^rc-util\/(lib|es)\/React\/render$/,
  replacement: fileURLToPath(new URL('./src/lib/rc-util-render.ts', import.meta.url)),
};

// The kit's foundation and its form basics, which most screens share, in one chunk: left to the
// default splitting they are ~10 chunks of a few hundred bytes each, and every request costs a
// round trip (over HTTP/1.1 six at a time), slowing the entry that downloads alongside them.
// Only small modules with no heavy dependencies (the kit's list, for one, brings an icon home
// needs on its own; spin-loading brings the animation library): home loads none of this chunk.
const kitUtils = [
  'with-default-props',
  'native-props',
  'bound',
  'use-props-value',
  'dev-log',
  'is-node-with-content',
  'attach-properties-to-component',
  'generate-int-array',
  'use-initialized',
  'should-render',
  'render-to-body',
  'get-scroll-parent',
  'use-isomorphic-update-layout-effect',
  'validate',
];
const kitComponents = ['config-provider', 'button', 'input', 'dot-loading', 'skeleton'];
const ahooks = [
  'utils/(index|isBrowser|noop)',
  'useMemoizedFn',
  'useUpdate',
  'useLatest',
  'useUnmount',
  'useIsomorphicLayoutEffect',
  'createUpdateEffect',
];
const kitFoundation = new RegExp(
  [
    `antd-mobile/es/utils/(${kitUtils.join('|')})\\.js$`,
    `antd-mobile/es/(locales|components/(${kitComponents.join('|')}))/`,
    `ahooks/es/(${ahooks.join('|')})(/|\\.js$)`,
    'tslib/',
  ]
    .map((part) => `node_modules/${part}`)
    .join('|')
    .replaceAll('/', String.raw`[\\/]`),
);

export default defineConfig(({ command }) => ({
  // Relative base: the static build works from any folder an operator serves it from.
  base: './',
  plugins: [
    react(),
    compactKitIcons(),
    landingPreload(landing, apiBase),
    // Installable, offline-tolerant app (issue 25): icons, manifest and service worker, all set up
    // in scripts/pwa-config.ts.
    appIcons(),
    VitePWA(pwaOptions(pwaEnabled)),
  ],
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      { find: /^@contract\//, replacement: fileURLToPath(new URL('./contract/', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      rcUtilRender,
    ],
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // Inlining common chunks (below) needs it: an entry's unused exports may be dropped.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Shared chunks under 12 KB of source are copied into the chunks that use them instead
          // of being fetched on their own: a screen is a handful of requests instead of a dozen or
          // more (each costs a round trip; over HTTP/1.1 six at a time). Rolldown keeps one module
          // state across the copies (a registry in its runtime). Experimental in Rolldown 1.x,
          // hence the e2e journeys over the production build. Style modules stay in their chunks,
          // as Rolldown advises for Vite: copied, their rules would be loaded again after a
          // screen's own overrides of them and win the cascade.
          experimentalInlineCommonChunks: { maxSize: 12_000, exclude: /\.css(\?|$)/ },
          groups: [
            // What the entry needs in parts preloaded together from index.html: React with
            // react-dom, React Router, the data layer (TanStack Query and zod), and our own
            // start-up code. Parallel downloads, each on its own connection and congestion window,
            // finish sooner on a slow link than one of their sum.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 12 },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 11 },
            { name: 'data', test: /[\\/]node_modules[\\/](@tanstack|zod)[\\/]/, priority: 11 },
            { name: 'app', tags: ['$initial'], priority: 10 },
            { name: 'kit', test: kitFoundation, priority: 8 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': apiTarget, '/assets-demo': apiTarget, '/uploads': apiTarget, '/demo': apiTarget },
  },
}));
