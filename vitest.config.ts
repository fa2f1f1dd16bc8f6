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
