import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO, holdRequests, submitLoginForm } from './support/app';
import { apiBalance } from './support/api';
import { apiLogin, openAsMember } from './support/member-session';

test('the guard sends a guest from /mine to /login and back to /mine after login', async ({ page }) => {
  await page.goto('/#/mine');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fmine$/);
  await submitLoginForm(page);
  await expect(page).toHaveURL(/#\/mine$/);
  await expect(page.getByText(DEMO.name, { exact: true })).toBeVisible();
});

test('the member centre shows username, balance and VIP progress', async ({ page, request }) => {
  const token = await apiLogin(request);
  // Other journeys move demo888's money: the balance to expect is the server's, read now.
  const expected = await apiBalance(request, token);
  await openAsMember(page, token, '/mine');
  await expect(page.getByText(DEMO.name, { exact: true })).toBeVisible();
  // Seed: paysum 15200 at VIP2 (levels are 1-based: its row uservip[1], recharge 1000) → capped at 100.
  const hero = page.getByRole('region', { name: '会员信息' });
  await expect(hero.getByText(expected)).toBeVisible();
  await expect(hero.getByText('VIP2')).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'VIP成长进度' });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('100%')).toBeVisible();

  // The refresh icon asks the server again.
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/refreshusermoney'));
  await page.getByRole('button', { name: '刷新余额' }).click();
  expect((await refreshed).ok()).toBe(true);
  await expect(hero.getByText(expected)).toBeVisible();

  // Entries of docs/product.md (demo888 is an agent: 代理中心 instead of the application).
  for (const label of [
    '存款',
    '取款',
    '转账',
    '投注',
    '消息中心',
    '交易记录',
    '投注记录',
    '实时返水',
    '活动记录',
    '福利中心',
    '用户中心',
    '在线客服',
    '代理中心',
    '代理登录',
    '修改密码',
    'APP下载',
    '联系我们',
    '常见问题',
    '关于我们',
    '返回首页',
    '退出登录',
  ]) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  // Every entry has its icon, 更多's included (their code comes after the screen).
  const entries = page.locator('.adm-list-item');
  await expect(entries.locator('.adm-list-item-content-prefix svg')).toHaveCount(await entries.count());
  await expectNoSeriousA11yViolations(page);
});

test('the entries on /mine stay where they are when the member and the VIP levels arrive', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  const releaseMember = await holdRequests(page, '**/api/user');
  const releaseLevels = await holdRequests(page, '**/api/uservip');
  await openAsMember(page, token, '/mine');
  const entries = page.getByRole('navigation', { name: '快捷入口' });
  await expect(entries).toBeVisible();
  const before = (await entries.boundingBox())!.y;
  releaseMember();
  await expect(page.getByText(DEMO.name, { exact: true })).toBeVisible();
  expect((await entries.boundingBox())!.y).toBe(before);
  releaseLevels();
  await expect(page.getByText(/^(距VIP\d+还需(存款|流水)|已是最高等级)/)).toBeVisible();
  expect((await entries.boundingBox())!.y).toBe(before);
});

test('uploading a png avatar reloads the user info', async ({ page, request }) => {
  const token = await apiLogin(request);
  await openAsMember(page, token, '/mine');
  await expect(page.getByText(DEMO.name, { exact: true })).toBeVisible();
  // 1×1 transparent PNG
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/uploadimg'));
  const userReloaded = page.waitForResponse((r) => r.url().endsWith('/api/user'));
  await page
    .getByLabel('上传头像（gif或png）')
    .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: png });
  expect((await (await uploaded).json()).code).toBe(200);
  await userReloaded;
  await expect(page.getByRole('button', { name: '更换头像' }).locator('img')).toHaveAttribute('src', /.+/);
});

test('logout from /mine asks for confirmation', async ({ page, request }) => {
  const token = await apiLogin(request);
  await openAsMember(page, token, '/mine');
  await expect(page.getByText(DEMO.name, { exact: true })).toBeVisible();

  await page.getByText('退出登录', { exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('您确定要退出登录吗?')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#\/mine$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(token);

  await page.getByText('退出登录', { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/login/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test.describe('service screens', () => {
  test('/kefu frames the service URL (http(s) only) above the footer nav', async ({ page }) => {
    await page.goto('/#/kefu');
    const frame = page.getByTitle('在线客服窗口');
    await expect(frame).toHaveAttribute('src', /^https?:\/\//);
    await expect(page.getByRole('navigation', { name: '页脚导航' })).toBeVisible();
    const box = await frame.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(500);
    // The frame's own content is the service provider's page, not ours.
    await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });
  });

  test('/app shows the download card; 点击下载 starts the http(s) download', async ({ page }) => {
    await page.goto('/#/app');
    await expect(page.getByText('专业体育比分客户端')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: '点击下载' }).click();
    await expect(page.getByRole('link', { name: /打开下载页/ })).toHaveAttribute('href', /^https?:\/\//);
    await expectNoSeriousA11yViolations(page);
  });
});
