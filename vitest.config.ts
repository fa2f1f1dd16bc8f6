import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

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
              include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'scripts/bench/**/*.test.ts'],
              setupFiles: ['src/testing/setup.ts'],
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
