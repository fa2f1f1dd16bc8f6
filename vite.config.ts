import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons } from './build/app-icons.ts';
import { compactKitIcons } from './build/compact-kit-icons.ts';
import { precompress } from './build/compress.ts';
import { htmlWithoutComments } from './build/html-comments.ts';
import { landingPreload } from './build/landing-preload.ts';
import { landingRoutes } from './build/landing-routes.ts';
import { manifestLinkAfterFirstScreen, pwaOptions } from './build/pwa-config.ts';
import { startUpInPage } from './build/start-up.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The API base the client is built with, and VITE_PWA=0 to build without the service worker
// (from the environment or a .env file; docs/deployment.md).
const env = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env };
const apiBase = env.VITE_API_BASE || '/api/';
const pwaEnabled = env.VITE_PWA !== '0';

// Where `npm run dev` sends the API and the server's art and demo pages.
const apiTarget = env.VITE_DEV_API_TARGET ?? 'http://127.0.0.1:8787';
const proxied = ['/api', '/assets-demo', '/uploads', '/demo', '/demo-api', '/qrcode', '/h5'];

export default defineConfig(({ command }) => ({
  // Relative base: the same build works from any folder an operator serves it from.
  base: './',
  plugins: [
    react(),
    // The one deviation from a standard build that earns its place (docs/performance.md).
    compactKitIcons(),
    htmlWithoutComments(),
    startUpInPage(),
    landingPreload(landingRoutes, apiBase),
    appIcons(),
    VitePWA(pwaOptions(pwaEnabled)),
    manifestLinkAfterFirstScreen(),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: /^@\//, replacement: here('./src/') },
      { find: /^@contract\//, replacement: here('./contract/') },
      // React Router 7's package.json hands bundlers its development build, an upstream packaging
      // bug (remix-run/react-router#14102): its dev-only checks and warnings would ship.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: here('./node_modules/react-router/dist/production/index.mjs'),
            },
          ]
        : []),
    ],
  },
  build: {
    // The budgets (scripts/budgets) read .vite/manifest.json; deploy/nginx.conf does not serve it.
    manifest: true,
    target: 'es2022',
    // Rolldown reports slow plugin callbacks (the PWA and compression steps take seconds on a busy
    // machine). That note depends on the machine's load, not on the build, and the strict build
    // (scripts/build-strict.mjs) fails on anything printed.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        // Groups by package name, the bundler's standard option. Without them React, react-dom,
        // the router and the app's start-up are one script evaluated in one long task before the
        // first screen; apart, the browser downloads them in parallel and evaluates each in a task
        // of its own (docs/performance.md has the measurement).
        codeSplitting: {
          groups: [
            // Vite's loader of dynamic imports, used by the entry and by the start-up: in a chunk
            // of its own, or the entry would import the start-up's chunk to reach it and run it
            // at once (build/start-up.ts refuses that build).
            { name: 'preload', test: /preload-helper/, priority: 13 },
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 12 },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 11 },
            // TanStack Query and zod only: @tanstack/react-virtual belongs to the list screens.
            {
              name: 'data',
              test: /[\\/]node_modules[\\/](@tanstack[\\/](query-core|react-query)|zod)[\\/]/,
              priority: 11,
            },
            // Our own start-up modules (src/app/start.tsx and what it imports) in one chunk: left
            // to the default splitting they were seven small files, each compressed alone and each
            // a response of its own; together they are 1.8 KB (brotli) lighter on every route.
            { name: 'app', test: /[\\/]src[\\/]app[\\/]start\.tsx$/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, apiTarget])),
  },
}));
