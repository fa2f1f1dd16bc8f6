import { expect, test } from './support/test';
import { dismissWelcome } from './support/app';
import { apiRegister, openAsMember } from './support/member-session';

/** Issue 27, layout items a browser can measure: what covers what, what is cut off, what wraps. */

test('26: the demo game page names the launch in Chinese, never by its code', async ({ page, request }) => {
  const member = await apiRegister(request);
  // Through the app (the page at an opaque origin asks for the names across origins) …
  await openAsMember(page, member.token, '/gamePage?name=ag&code=live&type=0');
  const game = page.frameLocator('iframe');
  await expect(game.locator('#title')).toHaveText('AG真人 · 真人视讯');
  await expect(game.locator('#venue-label')).toHaveText('AG真人 钱包');
  // … and on its own: a venue whose name says its category, and a lobby game.
  await page.goto(`/demo/game.html?plat=saba&code=sport#token=${member.token}`);
  await expect(page.locator('#title')).toHaveText('沙巴体育');
  await expect(page).toHaveTitle('沙巴体育 - 演示游戏');
  await page.goto(`/demo/game.html?plat=obgdy&code=cszd&type=0#token=${member.token}`);
  await expect(page.locator('#title')).toHaveText('OB电子 · 财神到');
  await expect(page.locator('header')).not.toContainText(/sport|cszd|live/);
});

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
