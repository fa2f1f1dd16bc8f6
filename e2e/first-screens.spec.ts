import { expect, test, type Browser, type Page } from './support/test';
import { dismissWelcome, tapRedPacket } from './support/app';
import { apiRegister, openAsMember } from './support/member-session';

/**
 * The first screens as a new user meets them: one journey per defect once found there,
 * then the download page, the sponsor landing and the tab title.
 */

/** Home reached by a tap from another screen, so there is a page to go back to. */
async function homeAfter(page: Page, startHash: string): Promise<void> {
  await page.goto(`/#${startHash}`);
  await page.getByRole('navigation', { name: '底部导航' }).getByText('首页', { exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
  await dismissWelcome(page);
}

test('customer service still works after the service frame of /gamePage', async ({ page }) => {
  await page.goto('/#/kefu');
  await expect(page.getByTitle('在线客服窗口')).toHaveAttribute('src', /^https?:\/\//);

  await page.goto('/#/gamePage?dailiD=2');
  await expect(page.locator('iframe[title="在线客服"]')).toHaveAttribute('src', /^https?:\/\//);
  await expect(page.getByText('加载失败')).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/#\/kefu$/);
  await expect(page.getByTitle('在线客服窗口')).toHaveAttribute('src', /^https?:\/\//);
  await expect(page.getByText('加载失败')).toHaveCount(0);
});

test('a confirm dialog closes when the route changes and does not come back', async ({ page, request }) => {
  // guest: the red packet's login prompt, then back
  await homeAfter(page, '/activity');
  await tapRedPacket(page);
  const prompt = page.getByRole('dialog').filter({ hasText: '立即登录' });
  await expect(prompt).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/activity$/);
  await expect(prompt).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('button', { name: '抢红包' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // member: the logout question on /mine, then back
  const { token, name } = await apiRegister(request);
  await openAsMember(page, token, '/activity');
  await page.getByRole('navigation', { name: '底部导航' }).getByText('我的', { exact: true }).click();
  await expect(page).toHaveURL(/#\/mine$/);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByText('退出登录', { exact: true }).click();
  const question = page.getByRole('dialog', { name: '您确定要退出登录吗?' });
  await expect(question).toBeVisible();
  // Back closes the topmost layer alone (the question), then leaves the screen; Forward brings the
  // screen back without the question.
  await page.goBack();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/#\/mine$/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/activity$/);
  await page.goForward();
  await expect(page).toHaveURL(/#\/mine$/);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(question).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
});

test('a referral link to /login opens the register tab with the code', async ({ page }) => {
  await page.goto('/#/login?pid=ref777');
  await expect(page).toHaveURL(/#\/login\?type=1&pid=ref777$/);
  await expect(page.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: '注册' }).getByLabel('推荐码')).toHaveValue('ref777');
});

test('logout lands on plain /login; a dead token on /login with the way back', async ({ page, request }) => {
  const { token } = await apiRegister(request);
  await openAsMember(page, token, '/mine');
  await page.getByText('退出登录', { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/login$/);

  // a 401 (the token is no longer known) ends the session too, but the member did not choose to
  // leave: signing in again returns to the screen
  await openAsMember(page, 'no-such-token', '/mine');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fmine$/);
});

test('each mode of /login starts with its passwords hidden', async ({ page }) => {
  await page.goto('/#/login');
  const login = page.getByRole('form', { name: '登录' });
  await login.getByLabel('密码', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: '显示密码' }).click();
  await expect(login.getByLabel('密码', { exact: true })).toHaveAttribute('type', 'text');

  await page.getByRole('tab', { name: '注册' }).click();
  const register = page.getByRole('form', { name: '注册' });
  await expect(register.getByLabel('密码', { exact: true })).toHaveAttribute('type', 'password');
  await expect(register.getByLabel('确认密码', { exact: true })).toHaveAttribute('type', 'password');
  await expect(register.getByLabel('支付密码', { exact: true })).toHaveAttribute('type', 'password');

  await page.getByRole('tab', { name: '登录' }).click();
  await expect(login.getByLabel('密码', { exact: true })).toHaveAttribute('type', 'password');
});

test('the notice bar never stays on 加载中…', async ({ page }) => {
  // empty: 暂无公告
  await page.route('**/api/homenotice', (route) =>
    route.fulfill({ json: { code: 200, message: '', data: [] } }),
  );
  await page.goto('/');
  await dismissWelcome(page);
  const strip = page.getByRole('region', { name: '公告' });
  await expect(strip.getByText('暂无公告')).toBeVisible();
  await expect(strip.getByText('加载中')).toHaveCount(0);

  // failed: an error with a retry that works once the server answers
  await page.unroute('**/api/homenotice');
  let fail = true;
  await page.route('**/api/homenotice', (route) =>
    fail ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
  );
  await page.reload();
  await dismissWelcome(page);
  await expect(strip.getByText('公告加载失败')).toBeVisible();
  await expect(strip.getByText('加载中')).toHaveCount(0);
  fail = false;
  await strip.getByRole('button', { name: '重试' }).click();
  await expect(strip.getByText(/红包雨/).first()).toBeVisible();
});

test('the side menu does not re-open on back then forward', async ({ page }) => {
  await homeAfter(page, '/activity');
  await page.getByRole('button', { name: '菜单', exact: true }).click();
  const menu = page.getByRole('navigation', { name: '侧边菜单' });
  await expect(menu).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/activity$/);
  await page.goForward();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('button', { name: '菜单', exact: true })).toBeVisible();
  await expect(menu).toBeHidden();

  // picking an entry, then back: the menu stays closed
  await page.getByRole('button', { name: '菜单', exact: true }).click();
  await menu.getByRole('button', { name: '在线客服' }).click();
  await expect(page).toHaveURL(/#\/kefu$/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('button', { name: '菜单', exact: true })).toBeVisible();
  await expect(menu).toBeHidden();
});

test('an unknown promotion says 活动不存在 and offers a way back', async ({ page }) => {
  await page.goto('/#/activityInfo?id=987654');
  // (the server's message also shows as a toast, docs/product.md; the screen itself says it too)
  await expect(page.getByRole('main').getByText('活动不存在', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  await page.getByRole('button', { name: '查看全部活动' }).click();
  await expect(page).toHaveURL(/#\/activity$/);
});

const phones = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
];

/** A fresh phone of this size (touch, coarse pointer), closed by `use`'s end. */
async function onPhone(
  browser: Browser,
  size: { width: number; height: number },
  use: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    viewport: size,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

test('/app is a download page: title, 专业体育比分客户端, hidden download frame, install hints', async ({
  browser,
}) => {
  for (const size of phones) {
    await onPhone(browser, size, async (page) => {
      await page.goto('/#/app');
      await expect(page.getByRole('heading', { name: '星辰体育' })).toBeVisible();
      await expect(page.getByText('专业体育比分客户端')).toBeVisible();
      await expect(page.getByRole('heading', { name: '安装说明' })).toBeVisible();
      await expect(page.getByText('iPhone / iPad')).toBeVisible();
      await expect(page.getByText('安卓手机')).toBeVisible();
      // phones get no QR code (nor its encoder)
      expect(await page.evaluate(() => window.matchMedia('(hover: hover) and (pointer: fine)').matches)).toBe(
        false,
      );
      await expect(page.getByRole('heading', { name: '手机扫码下载' })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`app-${size.width}.png`), fullPage: true });

      // 点击下载: a hidden frame on the download URL, gone after 2 s (docs/product.md)
      await page.getByRole('button', { name: '点击下载' }).click();
      const frame = page.locator('iframe[data-download]');
      await expect(frame).toHaveAttribute('src', /\/demo\/app\.html$/);
      await expect(frame).toBeHidden();
      await expect(page.getByRole('link', { name: /打开下载页/ })).toHaveAttribute(
        'href',
        /\/demo\/app\.html$/,
      );
      await expect(frame).toHaveCount(0, { timeout: 5000 });
    });
  }
});

test('/app shows desktop visitors a QR code of the download URL', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    isMobile: false,
    hasTouch: false,
  });
  try {
    const page = await context.newPage();
    await page.goto('/#/app');
    const qr = page.getByRole('img', { name: '下载地址二维码' });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('data-qr-url', /^https?:\/\/.+\/demo\/app\.html$/);
    await page.screenshot({ path: test.info().outputPath('app-desktop.png') });
  } finally {
    await context.close();
  }
});

test('/zhanzhu reads as a landing page; the tab title is the site title', async ({ browser }) => {
  for (const size of phones) {
    await onPhone(browser, size, async (page) => {
      await page.goto('/#/zhanzhu');
      await expect(page).toHaveTitle('星辰体育');
      await expect(page.getByRole('heading', { name: '真人视讯' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '热门场馆' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '品牌保障' })).toBeVisible();
      // The venues' art sits below the live panel (the page's largest paint) and loads lazily, so it
      // never competes with it for the first connections.
      const venueArt = page
        .locator('section', { has: page.getByRole('heading', { name: '热门场馆' }) })
        .locator('img');
      await expect(venueArt.first()).toHaveAttribute('loading', 'lazy');
      await expect(page.getByRole('button', { name: '下载APP' })).toBeVisible();
      // the live panel's subtitle never leaves a character alone on a line
      const shortestLine = await page.getByText('AG旗舰厅 · 美女荷官 24小时在线').evaluate((el) => {
        const text = el.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return 0;
        const perLine = new Map<number, number>();
        for (let i = 0; i < (text.textContent ?? '').length; i += 1) {
          const range = document.createRange();
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          if ((text.textContent ?? '')[i] !== ' ') perLine.set(top, (perLine.get(top) ?? 0) + 1);
        }
        return Math.min(...perLine.values());
      });
      expect(shortestLine).toBeGreaterThan(1);
      await page.screenshot({ path: test.info().outputPath(`zhanzhu-${size.width}.png`), fullPage: true });
      // guests are asked to log in; the live panel opens ag for members
      await page.getByRole('button', { name: '立即游戏' }).click();
      await expect(page.locator('.adm-toast-main').filter({ hasText: '请登录！' })).toBeVisible();
    });
  }
});

test('the live-casino panel opens game platform ag for a member', async ({ page, request }) => {
  const { token } = await apiRegister(request);
  await openAsMember(page, token, '/zhanzhu');
  await page.getByRole('button', { name: '立即游戏' }).click();
  await expect(page).toHaveURL(/#\/gamePage\?name=ag&type=0&code=$/);
});

test('home at 320 px: the red packet never covers the 彩票 tab', async ({ browser }) => {
  await onPhone(browser, { width: 320, height: 568 }, async (page) => {
    await page.goto('/');
    await dismissWelcome(page);
    await expect(page.getByRole('button', { name: '抢红包' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('home-320.png') });
    const lottery = page.getByRole('tab', { name: '彩票' });
    /** The element at the tab's centre is the tab itself (nothing floats over it). */
    const tabIsOnTop = () =>
      lottery.evaluate((tab) => {
        const r = tab.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && tab.contains(hit);
      });
    for (const y of [0, 60, 120, 180, 240]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(tabIsOnTop).toBe(true);
    }
    await page.screenshot({ path: test.info().outputPath('home-320-scrolled.png') });
    await page.goto('/#/login?type=1');
    await page.screenshot({ path: test.info().outputPath('register-320.png'), fullPage: true });
  });
});

test('/login landed on directly looks as it does reached through the login guard (the landing preload keeps the CSS order)', async ({
  page,
}) => {
  const submitTop = async () =>
    (await page.getByRole('button', { name: '登录', exact: true }).boundingBox())?.y;
  await page.goto('/#/welfare');
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  const byRedirect = await submitTop();

  await page.goto('/#/login');
  await page.reload();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expect(await submitTop()).toBe(byRedirect);
});

for (const [route, ready] of [
  ['/', '横幅 1'],
  ['/activity', '优惠活动'],
  ['/zhanzhu', '赞助'],
  ['/login', '登录'],
] as const) {
  test(`landing on ${route}, the shell and the screen are drawn together: never 加载中… in the screen's place`, async ({
    page,
  }) => {
    // Every state the page's main area passes through, recorded as the document changes.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenPending: string[] }).seenPending = seen;
      new MutationObserver(() => {
        // The placeholder a screen shows while its code is on the way (src/app/screen.tsx).
        for (const pending of document.querySelectorAll('[data-screen-pending]'))
          seen.push(pending.textContent ?? '');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`/#${route}`);
    await expect(page.getByRole('main').getByText(ready).or(page.getByAltText(ready)).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { seenPending: string[] }).seenPending)).toEqual(
      [],
    );
  });
}
