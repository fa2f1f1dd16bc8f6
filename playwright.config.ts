import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, systemChromium } from './scripts/chromium';

/*
 * Journeys run in parallel workers; each worker starts its own reference server with a fresh
 * database (e2e/support/test.ts), serving the built app from dist/. E2E_WORKERS overrides the
 * worker count (default: one per core, at least 2).
 */
if (!existsSync('dist/index.html')) {
  throw new Error('dist/ is missing: run `npx vite build` first (npm test does it for you)');
}

const workers = Number(process.env.E2E_WORKERS) || Math.max(2, availableParallelism());

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers,
  // Never a retry: a journey that fails one run in three is a race to fix, not a pass. Should a
  // retry ever be switched on (`--retries`), a test that passes only on it still fails the run.
  retries: 0,
  failOnFlakyTests: true,
  // A test.only left in a commit would run one journey and report the suite green.
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    // Off: a trace is recorded for every journey (retain-on-failure only deletes it after a pass),
    // and on this 2-core machine that cost ~10 % more CPU per journey (overlap-and-wrapping-at-320.spec.ts:
    // 14.6–15.5 s user without, 16.2–17.7 s with). A failure keeps its screenshot; to trace it,
    // run that journey again with --trace on.
    trace: 'off',
    // Blocked: in the fresh context of every journey the service worker installs and precaches the
    // whole build (~270 files) beside the journey, which is ~40 % of a plain journey's CPU
    // (records.spec.ts: 33.4 s with it, 19.2 s without). The journeys about it (pwa.spec.ts) and
    // the offline ones (network.spec.ts) allow it; the WebKit journeys run with it too.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: systemChromium(),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'mobile-chromium', use: { browserName: 'chromium' } }],
});
