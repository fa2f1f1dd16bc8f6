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
              // Each file gets its own jsdom. Sharing one per worker (isolate: false) cut the client
              // run from 7 to 2 minutes on a busy machine, but on a quiet one files ran in another
              // order and leaked into each other (the kit's document-level touch listeners, the
              // clipboard stub): it stays off until those leaks are reset in src/testing/setup.ts.
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
