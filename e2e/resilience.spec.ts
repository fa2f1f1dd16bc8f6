import { startOwnServer, type OwnServer } from './fixtures/own-server';
import { expect, test } from './support/test';
import { DEMO } from './support/app';
import { storeToken } from './support/member-session';

/**
 * A second reference server in fault mode: half of the /api answers are HTTP 500, malformed JSON
 * or a dropped connection. Whatever the server does, no screen may white-screen or crash. The
 * server runs in its own process group and stops as a whole after the file, whatever happened.
 */
let server: OwnServer | undefined;
let origin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startOwnServer({ FAULT_RATE: '0.5', FAULT_KINDS: '500,malformed,drop' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

test('a member keeps a working session while half of the balance polls fail', async ({ page, request }) => {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  // Log in through the API, retrying through the injected faults.
  let token = '';
  await expect
    .poll(
      async () => {
        const res = await request
          .post(`${origin}/api/login`, { data: { ...DEMO, code: 'ab12' } })
          .catch(() => null);
        const body = (await res?.json().catch(() => null)) as { data?: { api_token?: string } } | null;
        token = body?.data?.api_token ?? '';
        return token.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await page.goto(`${origin}/favicon.svg`);
  await storeToken(page, token);
  // Several 4.3 s balance polls, about half of them failing: wait until three have ended either way.
  let polls = 0;
  let threeEnded!: () => void;
  const threePolls = new Promise<void>((resolve) => (threeEnded = resolve));
  const count = (req: { url(): string }) => {
    if (req.url().endsWith('/api/balance') && ++polls === 3) threeEnded();
  };
  page.on('requestfinished', count);
  page.on('requestfailed', count);
  await page.goto(`${origin}/#/mine`);
  await threePolls;
  // Failures are not a 401: the member stays signed in on the member centre.
  await expect(page).toHaveURL(/#\/mine/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(crashes, crashes.join('\n')).toEqual([]);
});
