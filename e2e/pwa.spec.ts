import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page, type Response } from '@playwright/test';
import { CHROMIUM_FLAGS, systemChromium } from '../scripts/chromium';
import { startOwnServer, type OwnServer } from './fixtures/own-server';
import { SCREENS } from './fixtures/screens';
import { dismissWelcome } from './support/app';
import { apiRegister, openAsMember } from './support/member-session';
import { collectPageErrors, expectScreenShown } from './support/screen-probes';
import { expect, test } from './support/test';

/**
 * The installable, offline-tolerant app, against the production build with service
 * workers on (allowed here: playwright.config.ts blocks them for the other journeys). What the
 * worker caches is set in build/pwa-config.ts.
 */
test.use({ serviceWorkers: 'allow' });

/** The page is controlled by an active service worker whose precache is complete. */
async function untilControlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }
}

/** Every URL held in the page origin's Cache Storage, per cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return out;
  });

/** Collects every /api answer the page saw, to check none came from the service worker. */
function watchApi(page: Page) {
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) answers.push(response);
  });
  return answers;
}

const fromWorker = (answers: Response[]) => answers.filter((r) => r.fromServiceWorker()).map((r) => r.url());

/** The browser's own error page (offline dinosaur) instead of the app. */
async function expectNoBrowserErrorPage(page: Page) {
  expect(page.url()).not.toMatch(/^chrome-error:/);
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByText(/ERR_INTERNET_DISCONNECTED|未连接到互联网|No internet/)).toHaveCount(0);
}

/** The shell around the screen: the tab bar (or the member centre's footer bar), or a page header
 * with its back button (on the login screen its 去逛逛, back to home). */
const shell = (page: Page) =>
  page
    .getByRole('navigation', { name: /底部导航|页脚导航/ })
    .or(page.getByRole('button', { name: /^(返回|去逛逛)$/ }))
    .filter({ visible: true })
    .first();

/**
 * A screen's own offline state (the one component of components/list-state.tsx and
 * app/screen.tsx says 网络异常, a part of a screen with a state of its own, e.g. home's notice
 * strip, 加载失败), with 重试: inside the app. A toast (网络异常，请检查网络后重试 of an action) lives
 * outside #root and is no screen's state: it may still be up from the screen before.
 */
const offlineState = (page: Page) =>
  page
    .locator('#root')
    .getByText(/网络异常|加载失败/)
    .filter({ visible: true })
    .first();
const retryButton = (page: Page) =>
  page.locator('#root').getByRole('button', { name: '重试' }).filter({ visible: true }).first();

/**
 * The screens that are whole offline because nothing they draw comes from the network: a form that
 * needs no data (it is sent, never loaded; sending it offline says 网络异常 at once), the help
 * centre's menu (fixed in the code), and /app, which draws the site info the app keeps from its
 * last visit (docs/product.md). Each with what shows it is whole. Every other screen loads data and must show its offline state: never a spinner for ever,
 * never an empty screen, never a frame holding the browser's error page.
 */
/**
 * The member's own screens draw the member kept from the last visit (docs/product.md: the stored
 * userInfo), so a reload offline shows who is signed in rather than an error: /mine (where /login
 * sends a signed-in member), the 用户中心 overlay, the profile and the agent application form. The
 * kept account name on screen is what shows they are whole. (The agent centre waits for the
 * server's answer, so offline it shows its offline state.)
 */
const keptMember = (page: Page, member: string) =>
  page
    .getByText(member, { exact: true })
    // A form shows it in its read-only 用户名 field (React mirrors a field's value to the attribute).
    .or(page.locator(`#root input[readonly][value="${member}"]`))
    .filter({ visible: true })
    .first();

const WHOLE_OFFLINE: Record<string, (page: Page, member: string) => Locator> = {
  '/password?type=1': (page) => page.getByRole('button', { name: '确认修改' }),
  '/addUsdtCard': (page) => page.getByRole('form', { name: '添加USDT地址' }),
  '/app': (page) => page.getByText('专业体育比分客户端'),
  '/boutBallBet': (page) => page.getByText('常见问题', { exact: true }),
  // The feedback form asks for nothing until it is sent.
  '/feedback': (page) => page.getByRole('button', { name: '提交' }),
  ...Object.fromEntries(
    ['/mine', '/login', '/login?type=1', '/setting', '/userInfo', '/applyagent'].map((path) => [
      path,
      keptMember,
    ]),
  ),
};

test('after one online visit every screen opens offline inside the shell, and no /api answer comes from the worker', async ({
  page,
  context,
  request,
}) => {
  // 35 screens offline, one after another.
  test.setTimeout(300_000);
  const { token, name } = await apiRegister(request);
  const api = watchApi(page);
  const errors = collectPageErrors(page);
  await openAsMember(page, token, '/');
  await expect(shell(page)).toBeVisible();
  await untilControlled(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expectNoBrowserErrorPage(page);
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    await expect(offlineState(page)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('offline-home.png') });

    for (const path of SCREENS) {
      await test.step(`offline ${path}`, async () => {
        await page.goto(`/#${path}`);
        await expectNoBrowserErrorPage(page);
        await expectScreenShown(page, path);
        // A guarded screen must not have sent the member to /login: the token is still there. (/login
        // itself sends a signed-in member on to /mine.)
        const wanted = path.split('?')[0] === '/login' ? '/mine' : path.split('?')[0];
        await expect.poll(() => new URL(page.url()).hash.replace(/^#/, '').split('?')[0]).toBe(wanted);
        await expect(shell(page)).toBeVisible();
        const whole = WHOLE_OFFLINE[path];
        if (whole) {
          await expect.soft(whole(page, name), `${path} is whole offline`).toBeVisible();
        } else {
          await expect.soft(offlineState(page), `${path} shows its offline state`).toBeVisible();
          await expect.soft(retryButton(page), `${path} offers 重试`).toBeVisible();
        }
        await expect.soft(page.locator('#root iframe'), `${path} frames nothing offline`).toHaveCount(0);
      });
    }
    // A full offline reload on a screen deep in the table, too.
    await page.goto('/#/wallet');
    await page.reload();
    await expectNoBrowserErrorPage(page);
    await expect(shell(page)).toBeVisible();
    await expect(offlineState(page), '/wallet after an offline reload shows its offline state').toBeVisible();
    await expect(retryButton(page)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('offline-wallet.png') });
  } finally {
    await context.setOffline(false);
  }
  expect(fromWorker(api)).toEqual([]);
  expect(errors, errors.join('\n')).toEqual([]);
  const cached = Object.values(await cachedUrls(page)).flat();
  expect(cached.filter((url) => /\/(api|demo|uploads)\//.test(new URL(url).pathname))).toEqual([]);
});

/**
 * The installed app's window, as the page sees it. Headless Chromium opens no app window (an app
 * installed and launched through CDP's PWA domain still reports display-mode browser), and
 * Chromium 156 ignores `display-mode` in Emulation.setEmulatedMedia (both tried): so the page's
 * matchMedia answers the display-mode queries, which is what the app reads (lib/pwa/install.ts),
 * from every document of the page on. `setDisplayMode('browser')` in the page switches it and tells
 * the listeners, as a change of window would.
 */
async function emulateDisplayMode(page: Page, initial: 'standalone' | 'browser') {
  await page.addInitScript((first: string) => {
    const native = window.matchMedia.bind(window);
    const listeners = new Set<() => void>();
    let mode = first;
    (window as unknown as { setDisplayMode: (next: string) => void }).setDisplayMode = (next) => {
      mode = next;
      for (const listener of listeners) listener();
    };
    window.matchMedia = (query: string) => {
      const asked = /\(display-mode:\s*([a-z-]+)\)/.exec(query)?.[1];
      if (!asked) return native(query);
      return {
        media: query,
        get matches() {
          return mode === asked;
        },
        onchange: null,
        addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
        addListener: (listener: () => void) => void listeners.add(listener),
        removeListener: (listener: () => void) => void listeners.delete(listener),
        dispatchEvent: () => true,
      } as unknown as MediaQueryList;
    };
  }, initial);
}

test("in the installed app's own window (display-mode standalone) nothing offers the app again; offline it keeps the shell", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, name } = await apiRegister(request);
  await emulateDisplayMode(page, 'standalone');
  await openAsMember(page, token, '/');
  expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
  await dismissWelcome(page);
  await expect(page.getByText(`您好，${name}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  // Installed: no download strip, no 添加到主屏幕.
  await expect(page.getByRole('complementary', { name: '下载APP' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '添加到主屏幕' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('standalone-home.png') });

  // Offline in the app's window: a screen never opened before keeps the shell and says so.
  await untilControlled(page);
  // A reload to come under the worker is a fresh visit, greeted again.
  await dismissWelcome(page);
  await context.setOffline(true);
  try {
    await page.goto('/#/transRecord');
    await expect(shell(page)).toBeVisible();
    await expect(offlineState(page)).toBeVisible();
    await expect(retryButton(page)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('standalone-offline-transRecord.png') });
    await page.goto('/#/');
    await page.reload();
    await expectNoBrowserErrorPage(page);
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    await dismissWelcome(page); // it greets every fresh visit, from the kept site info
    await expect(offlineState(page)).toBeVisible();
    // The greeting keeps the member's name (the kept user info, docs/product.md), never a bare 您好，.
    await expect(page.getByText(`您好，${name}`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('standalone-offline-home.png') });
  } finally {
    await context.setOffline(false);
  }

  // The same app in a browser tab (opened from the app window's menu): the strip is back.
  await page.goto('/#/');
  await dismissWelcome(page);
  await page.evaluate(() =>
    (window as unknown as { setDisplayMode: (mode: string) => void }).setDisplayMode('browser'),
  );
  await expect(page.getByRole('complementary', { name: '下载APP' })).toBeVisible();
});

test('online, with the worker in control, /api answers come from the network and art is cached', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await apiRegister(request);
  const api = watchApi(page);
  await openAsMember(page, token, '/');
  await untilControlled(page);
  for (const path of ['/', '/mine', '/activity', '/zhanzhu', '/wallet', '/transRecord']) {
    await page.goto(`/#${path}`);
    await expect(shell(page)).toBeVisible();
  }
  await expect.poll(() => api.length).toBeGreaterThan(5);
  expect(fromWorker(api)).toEqual([]);

  // The home banners' art went into the art cache (stale-while-revalidate), nothing else did.
  await page.goto('/#/');
  await expect
    .poll(async () =>
      ((await cachedUrls(page))['site-art'] ?? []).some((url) => url.includes('/assets-demo/')),
    )
    .toBe(true);
  const cached = Object.values(await cachedUrls(page)).flat();
  expect(cached.filter((url) => /\/(api|demo|uploads)\//.test(new URL(url).pathname))).toEqual([]);
});

test.describe('a new build', () => {
  let server: OwnServer;
  let folder: string;
  let site: string;

  test.beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'pwa-builds-'));
    site = join(folder, 'site');
    cpSync('dist', site, { recursive: true });
    server = await startOwnServer({ STATIC_DIR: site });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  /** A second production build of the same source into `outDir`: with the API base spelled as an
   * absolute URL of the same origin (a documented build variable), so its scripts differ. */
  function buildSecond(outDir: string, apiBase: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          'node_modules/vite/bin/vite.js',
          'build',
          '--outDir',
          outDir,
          '--emptyOutDir',
          '--logLevel',
          'error',
        ],
        { env: { ...process.env, VITE_API_BASE: apiBase }, stdio: 'inherit' },
      );
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`second build exited ${code}`)),
      );
    });
  }

  const scriptsOf = (html: string) => [...html.matchAll(/src="\.\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);

  test('is offered with 新版本已就绪 and 刷新 loads it; the old build leaves the caches', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const second = join(folder, 'second');
    const building = buildSecond(second, `${server.origin}/api/`);

    await page.goto(`${server.origin}/#/login`);
    await untilControlled(page);
    const oldScripts = scriptsOf(readFileSync(join(site, 'index.html'), 'utf8'));
    await building;
    const newScripts = scriptsOf(readFileSync(join(second, 'index.html'), 'utf8'));
    const gone = oldScripts.filter((file) => !newScripts.includes(file));
    expect(gone.length, 'the second build must differ').toBeGreaterThan(0);

    // A half-filled form in the open page: nothing may reload it behind the member's back.
    await page
      .getByPlaceholder(/用户名|账号/)
      .first()
      .fill('keepme01');
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));

    // Deploy: the server's folder now holds the second build.
    for (const entry of readdirSync(site)) rmSync(join(site, entry), { recursive: true, force: true });
    cpSync(second, site, { recursive: true });

    // What the hourly check does (lib/pwa/service-worker.ts; its timing is unit-tested).
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const bar = page.getByRole('status').filter({ hasText: '新版本已就绪' });
    await expect(bar).toBeVisible({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true);
    await expect(page.getByPlaceholder(/用户名|账号/).first()).toHaveValue('keepme01');

    await Promise.all([page.waitForEvent('load'), bar.getByRole('button', { name: '刷新' }).click()]);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { before?: boolean }).before))
      .toBeUndefined();
    const loaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) =>
        new URL(s.src).pathname.slice(1),
      ),
    );
    expect(loaded.filter((file) => newScripts.includes(file)).length).toBeGreaterThan(0);
    expect(loaded.filter((file) => gone.includes(file))).toEqual([]);
    await expect(page.getByRole('status').filter({ hasText: '新版本已就绪' })).toHaveCount(0);

    // Old caches gone: no file only the first build had is cached any more.
    await expect
      .poll(async () =>
        Object.values(await cachedUrls(page))
          .flat()
          .filter((url) => gone.some((file) => url.includes(file))),
      )
      .toEqual([]);
    const names = Object.keys(await cachedUrls(page));
    expect(names.filter((name) => name.includes('precache'))).toHaveLength(1);
  });
});

test('the manifest is valid and Chromium finds the app installable', async ({ referenceServer }) => {
  test.setTimeout(120_000);
  const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
  // Chromium reports nothing installable in an incognito-like context: a persistent profile.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: systemChromium(),
    args: CHROMIUM_FLAGS,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${referenceServer.origin}/`);
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    await untilControlled(page);
    // The app links the manifest once its first screen is drawn (src/lib/pwa/manifest-link.ts).
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
      data?: string;
    };
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
    // The reference server puts the site's title (seeded setting `title`) into the manifest.
    const app = (await (await fetch(`${referenceServer.origin}/api/app`, { method: 'POST' })).json()) as {
      data: { title: string };
    };
    expect(parsed).toMatchObject({
      name: app.data.title,
      display: 'standalone',
      start_url: './',
      scope: './',
    });
    await expect
      .poll(
        async () =>
          ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
            .installabilityErrors,
        {
          timeout: 30_000,
        },
      )
      .toEqual([]);

    // Chrome now offers the install: home's download strip and /app say 添加到主屏幕.
    const install = page.getByRole('button', { name: '添加到主屏幕' });
    await expect(install).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: test.info().outputPath('installable-home.png') });
    await page.goto(`${referenceServer.origin}/#/app`);
    await expect(page.getByRole('heading', { name: '添加到主屏幕' })).toBeVisible();
    await expect(install).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('installable-app-page.png'), fullPage: true });

    // What the installed window opens on: start_url './' is the home route.
    await page.goto(new URL(String(parsed.start_url), manifest.url).href);
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    expect(new URL(page.url()).hash.replace(/^#/, '') || '/').toBe('/');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
