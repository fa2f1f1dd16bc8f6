import { expect, test } from './support/test';
import { dismissWelcome } from './support/app';

/** Issue 27, layout items a browser can measure: what covers what, what is cut off, what wraps. */

test('28: the side menu opens from a labelled 菜单 at the header’s top left', async ({ page }) => {
  await page.goto('/');
  await dismissWelcome(page);
  const menuButton = page.getByRole('banner').getByRole('button', { name: '菜单', exact: true });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toHaveText('菜单');
  const box = (await menuButton.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width).toBeLessThan(viewport.width / 3);
  expect(box.y).toBeLessThan(48);
  // Nothing menu-like is left in the welcome panel.
  await expect(page.getByRole('region', { name: '登录提示' }).getByRole('button', { name: /菜单/ })).toHaveCount(0);
  await menuButton.click();
  await expect(page.getByRole('navigation', { name: '侧边菜单' })).toBeVisible();
});
