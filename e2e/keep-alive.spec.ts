import { expect, test } from '@playwright/test';

test('leaving / for a promotion and coming back keeps the scroll position', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  // Home must be taller than the viewport to scroll; wait for its content.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight), { timeout: 15_000 })
    .toBeGreaterThan(400);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);

  await page.getByRole('navigation', { name: '底部导航' }).getByText('优惠').click();
  const overlay = page.getByRole('region', { name: '优惠活动' });
  await expect(overlay.getByRole('listitem').first()).toBeVisible();

  await overlay.getByRole('button', { name: '关闭' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
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
