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
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight), { timeout: 15_000 })
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

test('the sponsor page: 8-image carousel; the live-casino button asks a guest to log in and opens ag for a member', async ({ page, request }) => {
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
