import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { dismissWelcome } from './support/app';
import { apiLogin, openAsMember } from './support/member-session';

const SCROLL = 200;

test('leaving / for a promotion and coming back keeps the scroll position', async ({ page }) => {
  // A short viewport so home scrolls whatever its game tab holds.
  await page.setViewportSize({ width: 390, height: 480 });
  await page.goto('/');
  await dismissWelcome(page);
  // Home must be taller than the viewport to scroll; wait for its content.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight), {
      timeout: 15_000,
    })
    .toBeGreaterThan(SCROLL);
  await page.evaluate((y) => window.scrollTo(0, y), SCROLL);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(SCROLL);

  await page.getByRole('navigation', { name: '底部导航' }).getByText('优惠').click();
  const overlay = page.getByRole('region', { name: '优惠活动' });
  await expect(overlay.getByRole('listitem').first()).toBeVisible();

  await overlay.getByRole('button', { name: '关闭' }).click();
  await expect(page).toHaveURL(/\/(#\/)?$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(SCROLL);
});

test('the sponsor page is kept alive: its scroll position survives a visit elsewhere', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 360 });
  await page.goto('/#/zhanzhu');
  await expect(page.getByRole('heading', { name: '真人视讯' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeGreaterThan(100);
  const target = await page.evaluate(() => {
    window.scrollTo(0, 100);
    return window.scrollY;
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);

  await page.getByRole('navigation', { name: '底部导航' }).getByText('优惠').click();
  await expect(page).toHaveURL(/#\/activity$/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/zhanzhu$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);
});

test('the sponsor page: 8-image carousel; the live-casino button asks a guest to log in and opens ag for a member', async ({
  page,
  request,
}) => {
  await page.goto('/#/zhanzhu');
  const carousel = page.getByRole('region', { name: '赞助商轮播' });
  await expect.poll(() => carousel.getByRole('img').count()).toBeGreaterThanOrEqual(8);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '立即游戏' }).click();
  await expect(page.getByText('请登录！')).toBeVisible();
  await expect(page).toHaveURL(/#\/zhanzhu$/);

  const token = await apiLogin(request);
  await openAsMember(page, token, '/zhanzhu');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: '立即游戏' }).click();
  await expect(page).toHaveURL(/#\/gamePage\?name=ag&type=0&code=$/);
});

test('home keeps its game tab, and a lobby its scroll position, across a visit elsewhere', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: '我知道了' })).toBeVisible();
  await dismissWelcome(page);
  await page.getByRole('tab', { name: '棋牌' }).click();
  await page.goto('/#/kefu');
  await page.goBack();
  await expect(page.getByRole('tab', { name: '棋牌' })).toHaveAttribute('aria-selected', 'true');

  await page.setViewportSize({ width: 390, height: 360 });
  await page.goto('/#/concise?type=obgdy');
  await expect(page.getByRole('button', { name: '财神到' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeGreaterThan(100);
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);
  await page.goto('/#/kefu');
  await page.goBack();
  await expect(page).toHaveURL(/#\/concise\?type=obgdy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);
});

test.describe("without the service worker (its requests are not the screens' own)", () => {
  test.use({ serviceWorkers: 'block' });
  test('a hidden kept-alive screen sends no request; shown again, it refreshes what went stale', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('button', { name: '我知道了' })).toBeVisible();
    await dismissWelcome(page);
    await expect(page.getByRole('region', { name: '活动横幅' }).locator('img').first()).toBeVisible();
    await page.goto('/#/kefu');
    await expect(page.locator('iframe')).toBeVisible();

    // Calls only home makes: its banners (type 2) and its notices.
    const homeCalls: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (
        url.includes('/api/homenotice') ||
        (url.includes('/api/bannerList') && request.postData()?.includes('"type":2'))
      )
        homeCalls.push(url);
    });
    // Everything cached is now stale; a reconnect refetches every stale query that has a listener.
    await page.clock.fastForward('10:00');
    const kefuRefetch = page.waitForRequest((request) => request.url().includes('/api/getservicerurl'));
    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await context.setOffline(false);
    // The visible screen's stale query refetches; the hidden home's, in the same tick, would too.
    await kefuRefetch;
    expect(homeCalls).toEqual([]);

    await page.goBack();
    await expect.poll(() => homeCalls.length).toBeGreaterThan(0);
  });
});
