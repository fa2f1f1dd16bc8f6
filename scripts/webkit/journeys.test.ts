/**
 * The core journeys in Safari's engine: WebKitGTK's MiniBrowser driven through WebKitWebDriver
 * (scripts/webkit/browser.ts), against the reference server with a fresh database serving dist/.
 * They run one after another in one browser, as one visitor who later signs up and uses the site.
 * Each journey saves a screenshot of its screen to /tmp/webkit-journeys/ (WEBKIT_SHOTS to change):
 * look at them after a change to the CSS.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../bench/processes';
import { launchWebKit, webkitMissing, type RunningWebKit } from './browser';
import type { Session } from './webdriver';

const SHOTS = process.env.WEBKIT_SHOTS ?? '/tmp/webkit-journeys';

let server: RunningServer;
let webkit: RunningWebKit;
let page: Session;

const missing = webkitMissing();

beforeAll(async () => {
  if (missing) throw new Error(missing);
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer('webkit');
  try {
    webkit = await launchWebKit();
  } catch (error) {
    await server.stop();
    throw error;
  }
  page = webkit.session;
});

afterAll(async () => {
  await webkit?.stop();
  await server?.stop();
});

const open = (hashPath: string) => page.goto(`${server.origin}/#${hashPath}`);
const shot = (name: string) => page.screenshot(join(SHOTS, `${name}.png`));

/** The welcome dialog greets a fresh visit to /: close it when it shows. */
async function dismissWelcome(): Promise<void> {
  const ok = await page.find({ role: 'button', name: '我知道了' });
  await page.click(ok);
  await page.gone({ role: 'button', name: '我知道了' });
}

describe('WebKit (Safari’s engine)', () => {
  it('a visitor walks the landing routes: /, /login, /activity, /zhanzhu', async () => {
    await open('/');
    await dismissWelcome();
    await page.find({ role: 'navigation', name: '底部导航' });
    await page.find({ role: 'button', name: '登录' });
    await shot('01-home');

    await open('/login');
    await page.find({ role: 'tab', name: '登录' });
    await page.find({ label: '账号' });
    await shot('02-login');

    await open('/activity');
    await page.find({ role: 'navigation', name: '底部导航' });
    await shot('03-activity');

    await open('/zhanzhu');
    await page.find({ role: 'navigation', name: '底部导航' });
    await shot('04-zhanzhu');
    expect(
      await page.execute<string[]>(
        'return [...document.images].filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src)',
      ),
    ).toEqual([]);
  });
});
