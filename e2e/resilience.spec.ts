import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { DEMO } from './support/app';

/**
 * A second reference server in fault mode: half of the /api answers are HTTP 500, malformed JSON
 * or a dropped connection. Whatever the server does, no screen may white-screen or crash.
 */
let server: ChildProcess | undefined;
let origin = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

test.beforeAll(async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-fault-'));
  origin = `http://127.0.0.1:${port}`;
  server = spawn('npx', ['tsx', 'server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: join(dataDir, 'app.db'),
      UPLOAD_DIR: join(dataDir, 'uploads'),
      FAULT_RATE: '0.5',
      FAULT_KINDS: '500,malformed,drop',
    },
    stdio: 'ignore',
  });
  // Static files are never faulted: the shell answering means the server is up.
  await expect
    .poll(async () => (await fetch(`${origin}/`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('under injected API faults every screen still renders and nothing crashes', async ({ page }) => {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));

  for (const path of ['/', '/activity', '/login', '/zhanzhu', '/kefu', '/app', '/concise?type=obgdy']) {
    await page.goto(`${origin}/#${path}`);
    await page.waitForTimeout(1500);
    // Never a white screen: the app root always shows something a person can read or tap.
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.locator('#root')).toBeVisible();
    await expect(page.getByText('页面出错了')).toHaveCount(0);
  }
  expect(crashes, crashes.join('\n')).toEqual([]);
});

test('a member keeps a working session while half of the balance polls fail', async ({ page, request }) => {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  // Log in through the API, retrying through the injected faults.
  let token = '';
  await expect
    .poll(
      async () => {
        const res = await request.post(`${origin}/api/login`, { data: { ...DEMO, code: 'ab12' } }).catch(() => null);
        const body = (await res?.json().catch(() => null)) as { data?: { api_token?: string } } | null;
        token = body?.data?.api_token ?? '';
        return token.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate((value) => sessionStorage.setItem('token', value), token);
  await page.goto(`${origin}/#/mine`);
  // Several 4.3 s balance polls, about half of them failing.
  await page.waitForTimeout(15_000);
  // Failures are not a 401: the member stays signed in on the member centre.
  await expect(page).toHaveURL(/#\/mine/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(crashes, crashes.join('\n')).toEqual([]);
});
