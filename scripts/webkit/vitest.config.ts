import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm test`'s WebKit step: the core journeys in Safari's engine (WebKitGTK's MiniBrowser through
 * WebKitWebDriver), against the reference server serving dist/ (after `vite build`). One file, one
 * browser, journeys one after another.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'webkit',
    environment: 'node',
    include: ['scripts/webkit/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
