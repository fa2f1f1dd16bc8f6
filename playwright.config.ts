import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, systemChromium } from './scripts/chromium';

/**
 * Every run starts the reference server on a free port with a fresh database file. The values are
 * chosen once in the main process and inherited by the workers through the environment.
 */
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'h5-e2e-'));

const port = process.env.E2E_PORT;
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One server and one database: journeys that change site settings must not race others.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium(),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'mobile-chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx server/src/server.ts',
    url: `http://127.0.0.1:${port}/api/getVisitUrl`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATABASE_FILE: join(dataDir, 'app.db'),
      UPLOAD_DIR: join(dataDir, 'uploads'),
      // Journeys share one address and the demo member: the attempt limits are tested by
      // e2e/abuse.spec.ts on a server of its own, not tripped by chance here.
      AUTH_MAX_FAILURES: '1000',
      AUTH_MAX_FAILURES_PER_ADDRESS: '1000',
    },
  },
});
