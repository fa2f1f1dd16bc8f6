import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const nodeModule = (path: string) => fileURLToPath(new URL(`./node_modules/${path}`, import.meta.url));

/*
 * The client tests run on Preact, as the app ships (vite.config.ts aliases react and react-dom to
 * preact/compat). Vite's aliases reach only code Vite transforms, so every library that imports
 * react is inlined, in its ES build: a CommonJS build's require('react') would load the real
 * react-dom next to Preact.
 */
const reactDependents = [
  /[\\/]node_modules[\\/](@testing-library[\\/]react|@tanstack[\\/]react-query|react-router|zustand)[\\/]/,
  /[\\/]node_modules[\\/](antd-mobile|antd-mobile-icons|ahooks|rc-[a-z-]+|@use-gesture|@react-spring)[\\/]/,
  /[\\/]node_modules[\\/]use-sync-external-store[\\/]/,
];

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        projects: [
          {
            extends: true,
            resolve: {
              // The kit and its helpers name their ES build in `module`; Node's `main` is CommonJS.
              mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
              alias: [
                // These two pick CommonJS under Node whatever the main fields say.
                {
                  find: /^@testing-library\/react$/,
                  replacement: nodeModule('@testing-library/react/dist/@testing-library/react.esm.js'),
                },
                {
                  find: /^react-router$/,
                  replacement: nodeModule('react-router/dist/development/index.mjs'),
                },
              ],
            },
            test: {
              name: 'client',
              environment: 'jsdom',
              include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'scripts/bench/**/*.test.ts', 'scripts/landing-preload.test.ts'],
              setupFiles: ['src/testing/setup.ts'],
              server: { deps: { inline: reactDependents } },
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
