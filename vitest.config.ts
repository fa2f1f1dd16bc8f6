import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/*
 * The kit (antd-mobile) and its helpers ship ES modules in `.js` files without `"type": "module"`,
 * and import their own CSS: Node cannot load them as they are, so Vitest transforms them (inline).
 */
const esOnlyDependencies = [
  /[\\/]node_modules[\\/](antd-mobile|antd-mobile-icons|ahooks|rc-[a-z-]+|@use-gesture|@react-spring)[\\/]/,
];

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        projects: [
          {
            extends: true,
            test: {
              name: 'client',
              environment: 'jsdom',
              include: [
                'src/**/*.test.{ts,tsx}',
                'contract/**/*.test.ts',
                'scripts/bench/**/*.test.ts',
                'build/**/*.test.ts',
              ],
              setupFiles: ['src/testing/setup.ts'],
              server: { deps: { inline: esOnlyDependencies } },
              // One jsdom and module graph per worker, not per file: a fresh jsdom and setup for
              // each file was most of the client run's time (about 280 of 400 CPU seconds). Every
              // test leaves the shared document as it found it: src/testing/setup.ts resets the DOM,
              // the query cache, storage, session, timers and mocks, and what the kit and
              // user-event leave outside the rendered roots (the scroll lock's document touch
              // listeners, leftover overlays, the clipboard stub: src/testing/shared-document.ts).
              isolate: false,
              unstubGlobals: true,
              // A test that waits on the kit's first lazy load (up to 5 s under a busy CI) needs
              // more than the 5 s default for the whole test.
              testTimeout: 15000,
            },
          },
          {
            extends: true,
            test: {
              name: 'server',
              environment: 'node',
              include: ['server/**/*.test.ts', 'scripts/*.test.mjs'],
              testTimeout: 20000,
            },
          },
        ],
      },
    }),
  ),
);
