import { expect, test } from './support/test';
import { DEMO, dismissWelcome, expectToast, submitLoginForm } from './support/app';
import { apiLogin, openAsMember } from './support/member-session';

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

test('an expired session says so and returns to the screen after signing in again', async ({ page, request }) => {
  const token = await apiLogin(request);
  await openAsMember(page, token, '/withdrawal');
  await page.getByLabel('提现金额').fill('100');
  // The server forgets the token (as after the idle time); the next balance poll meets the 401.
  await request.post('/api/logoff', { headers: { authorization: `Bearer ${token}` } });
  await expectToast(page, '登录已过期，请重新登录');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fwithdrawal$/);
  await submitLoginForm(page, DEMO);
  await expect(page).toHaveURL(/#\/withdrawal$/);
  await expect(page.getByLabel('提现金额')).toBeVisible();
});
