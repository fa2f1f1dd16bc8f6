/**
 * The one entry point of the journeys: every spec imports `test` and `expect` from here, never from
 * '@playwright/test' directly.
 *
 * Each Playwright worker gets its own reference server on a free port with a fresh database
 * (the `referenceServer` worker fixture), and every page and API request of that worker goes to it
 * through `baseURL`. Journeys therefore run in parallel workers without sharing state; within a
 * worker they run one after another, so a journey that changes a site setting restores it in a
 * `finally` and the next journey of that worker sees the default again.
 *
 * The server runs in its own process group and is stopped as a whole when the worker ends (on
 * success, failure and interruption alike); `npm test` checks afterwards that nothing is left.
 */
import { test as base } from '@playwright/test';
import { startServer, type RunningServer } from '../../scripts/bench/processes';
import { apiRegister } from './member-session';
import { NO_RECORD_LIMITS } from '../fixtures/own-server';

/** A member made through the API: name, password and a signed-in token. */
export interface Member {
  name: string;
  password: string;
  token: string;
}

interface WorkerFixtures {
  referenceServer: RunningServer;
  /**
   * One member per worker, registered through the API, for journeys that only look: it never moves
   * money, binds a card or wallet, changes its profile or password, or logs out. A journey that
   * changes what a member reads registers its own (`apiRegister`).
   */
  reader: Member;
}

export const test = base.extend<object, WorkerFixtures>({
  referenceServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
    async ({}, use, workerInfo) => {
      const server = await startServer(`e2e-worker${workerInfo.workerIndex}`, {
        // A worker's journeys share one address: the attempt limits are tested by
        // e2e/abuse.spec.ts on a server of its own, not tripped by chance here.
        AUTH_MAX_FAILURES: '1000',
        AUTH_MAX_FAILURES_PER_ADDRESS: '1000',
        ...NO_RECORD_LIMITS,
      });
      // `operator()` (support/app.ts) works on this worker's database.
      process.env.E2E_DATA_DIR = server.dataDir;
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  reader: [
    async ({ referenceServer, playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: `${referenceServer.origin}/` });
      try {
        await use(await apiRegister(request));
      } finally {
        await request.dispose();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ referenceServer }, use) => {
    await use(`${referenceServer.origin}/`);
  },
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
