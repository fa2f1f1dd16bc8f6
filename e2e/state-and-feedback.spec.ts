import { expect, test } from './support/test';
import { dismissWelcome } from './support/app';

test('a guest’s log-in prompt from the red packet closes when Back leaves home', async ({ page }) => {
  await page.goto('/#/kefu');
  await expect(page).toHaveURL(/#\/kefu$/);
  await page.getByRole('navigation', { name: '页脚导航' }).getByRole('button', { name: '首页' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await dismissWelcome(page);
  await page.getByRole('button', { name: '抢红包' }).click();
  const prompt = page.getByRole('dialog').filter({ hasText: '精彩内容等你来，立即登录吧！' });
  await expect(prompt).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/kefu$/);
  await expect(prompt).toHaveCount(0);
});
