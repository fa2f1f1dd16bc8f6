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
              // One jsdom and one module graph per worker, not per file: building a fresh jsdom and
              // re-importing the setup (MSW, the kit, React) for each of the ~75 files took 280 of the
              // run's ~400 CPU seconds (environment 189 s, setup 91 s; tests themselves 83 s).
              // What a file changes is reset after every test by src/testing/setup.ts (DOM, query
              // cache, storage, session, mocks, timers) and below (globals); no test uses vi.mock.
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
