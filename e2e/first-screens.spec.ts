import { expect, test, type Page } from './support/test';
import { dismissWelcome } from './support/app';
import { apiRegister, openAsMember } from './support/member-session';

/**
 * Issue 12: the first screens as a new user meets them. One journey per numbered defect (1–8),
 * then the download page, the sponsor landing and the tab title.
 */

/** Home reached by a tap from another screen, so there is a page to go back to. */
async function homeAfter(page: Page, startHash: string): Promise<void> {
  await page.goto(`/#${startHash}`);
  await page.getByRole('navigation', { name: '底部导航' }).getByText('首页', { exact: true }).click();
  await expect(page).toHaveURL(/#\/$/);
  await dismissWelcome(page);
}

test('1: customer service still works after the service frame of /gamePage', async ({ page }) => {
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

test('2: a confirm dialog closes when the route changes and does not come back', async ({ page, request }) => {
  // guest: the red packet's login prompt, then back
  await homeAfter(page, '/activity');
  await page.getByRole('button', { name: '抢红包' }).click();
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
  await page.goBack();
  await expect(page).toHaveURL(/#\/activity$/);
  await expect(question).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
});

test('3: a referral link to /login opens the register tab with the code', async ({ page }) => {
  await page.goto('/#/login?pid=ref777');
  await expect(page).toHaveURL(/#\/login\?type=1&pid=ref777$/);
  await expect(page.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: '注册' }).getByLabel('推荐码')).toHaveValue('ref777');
});

test('4: logout and a dead token land on /login without a redirect', async ({ page, request }) => {
  const { token } = await apiRegister(request);
  await openAsMember(page, token, '/mine');
  await page.getByText('退出登录', { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/login$/);

  // a 401 (the token is no longer known) ends the session the same way
  await openAsMember(page, 'no-such-token', '/mine');
  await expect(page).toHaveURL(/#\/login$/);
});

test('5: each mode of /login starts with its passwords hidden', async ({ page }) => {
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

test('6: the notice bar never stays on 加载中…', async ({ page }) => {
  // empty: 暂无公告
  await page.route('**/api/homenotice', (route) => route.fulfill({ json: { code: 200, message: '', data: [] } }));
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

test('7: the side menu does not re-open on back then forward', async ({ page }) => {
  await homeAfter(page, '/activity');
  await page.getByRole('button', { name: '打开菜单' }).click();
  const menu = page.getByRole('navigation', { name: '侧边菜单' });
  await expect(menu).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/activity$/);
  await page.goForward();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('button', { name: '打开菜单' })).toBeVisible();
  await expect(menu).toBeHidden();

  // picking an entry, then back: the menu stays closed
  await page.getByRole('button', { name: '打开菜单' }).click();
  await menu.getByRole('button', { name: '在线客服' }).click();
  await expect(page).toHaveURL(/#\/kefu$/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('button', { name: '打开菜单' })).toBeVisible();
  await expect(menu).toBeHidden();
});

test('8: an unknown promotion says 活动不存在 and offers a way back', async ({ page }) => {
  await page.goto('/#/activityInfo?id=987654');
  // (the server's message also shows as a toast, spec §8; the screen itself says it too)
  await expect(page.getByRole('main').getByText('活动不存在', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  await page.getByRole('button', { name: '查看全部活动' }).click();
  await expect(page).toHaveURL(/#\/activity$/);
});
