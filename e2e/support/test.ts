/**
 * The one entry point of the journeys: every spec imports `test` and `expect` from here, never from
 * '@playwright/test' directly, so the harness can give each worker its own server and database.
 */
export { expect, test } from '@playwright/test';
export type { Page, APIRequestContext, Locator, Browser } from '@playwright/test';
