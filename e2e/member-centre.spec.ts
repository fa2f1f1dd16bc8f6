import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO, expectToast, submitLoginForm } from './support/app';
import { memberCall, type Envelope } from './support/api';
import { apiLogin, apiRegister, openAsMember } from './support/member-session';

/** The title bar's back arrow (at the bar's left edge). */
const back = (page: Page) => page.getByRole('button', { name: '返回' }).click();

/** Taps 用户中心 on /mine; the sheet it opens at /setting. */
async function openUserCentre(page: Page) {
  await page.getByText('用户中心', { exact: true }).click();
  await expect(page).toHaveURL(/#\/setting$/);
  return page.getByRole('dialog', { name: '用户中心' });
}

test('the user centre overlay opens from /mine, lists its entries and closes back to /mine', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  await openAsMember(page, member.token, '/mine');
  const overlay = await openUserCentre(page);
  await expect(overlay.getByText(member.name, { exact: true })).toBeVisible();
  for (const label of [
    '修改登录密码',
    '修改支付密码',
    '银行卡管理',
    'USDT钱包管理',
    '帮助中心',
    '退出登录',
  ]) {
    await expect(overlay.getByText(label, { exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await overlay.getByRole('button', { name: '关闭' }).click();
  await expect(page).toHaveURL(/#\/mine$/);
  await expect(overlay).toBeHidden();

  // Both groups of the profile open /userInfo (name and real name are read-only there).
  await openUserCentre(page);
  for (const label of ['用户名', '电子邮箱']) {
    await overlay.getByText(label, { exact: true }).click();
    await expect(page).toHaveURL(/#\/userInfo$/);
    await expect(page.getByRole('heading', { name: '个人资料' })).toBeVisible();
    // One step back is the overlay again: the tap pushed exactly one entry.
    await page.goBack();
    await expect(page).toHaveURL(/#\/setting$/);
  }
});

test('/setting: Back with 您确定要退出登录吗? open closes the question alone; 用户名 and 真实姓名 carry no ›', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  await openAsMember(page, member.token, '/mine');
  const overlay = await openUserCentre(page);
  // Read-only fields have no chevron; the editable ones keep theirs.
  const item = (label: string) => overlay.locator('.adm-list-item').filter({ hasText: label });
  for (const label of ['用户名', '真实姓名']) {
    await expect(item(label).locator('.adm-list-item-content-arrow')).toHaveCount(0);
  }
  await expect(item('电子邮箱').locator('.adm-list-item-content-arrow')).toHaveCount(1);

  const question = page.getByRole('dialog', { name: '您确定要退出登录吗?' });
  await overlay.getByRole('button', { name: '退出登录' }).click();
  await expect(question).toBeVisible();
  await page.goBack();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/#\/setting$/);
  await expect(overlay).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();

  // Cancel leaves the question's entry too: the next Back closes the sheet, back on /mine.
  await overlay.getByRole('button', { name: '退出登录' }).click();
  await question.getByRole('button', { name: '取消' }).click();
  await expect(question).toBeHidden();
  await expect(overlay).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/mine$/);
  await expect(overlay).toBeHidden();

  // Confirmed, the session ends and the login screen shows.
  await openUserCentre(page);
  await overlay.getByRole('button', { name: '退出登录' }).click();
  await question.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('profile save checks the rules, then persists after a reload', async ({ page, request }) => {
  const member = await apiRegister(request);
  await openAsMember(page, member.token, '/userInfo');
  await expect(page.getByRole('heading', { name: '个人资料' })).toBeVisible();
  await expect(page.getByLabel('用户名', { exact: true })).toHaveValue(member.name);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('电子邮箱').fill('member@example.com');
  await page.getByLabel('手机号码').fill('12345');
  await page.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '请输入正确手机号');

  // No birthday yet: an empty optional field is not an invalid one.
  await page.getByLabel('手机号码').fill('13912345678');
  const first = page.waitForResponse((r) => r.url().endsWith('/api/updateuserinfo'));
  await page.getByRole('button', { name: '保存' }).click();
  expect(((await (await first).json()) as Envelope<null>).code).toBe(200);

  await page.getByRole('button', { name: '出生日期' }).click();
  await page.locator('.adm-picker-header-button').getByText('确定').click();
  await expect(page.getByText('1990-01-01')).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/updateuserinfo'));
  await page.getByRole('button', { name: '保存' }).click();
  expect(((await (await saved).json()) as Envelope<null>).code).toBe(200);
  await expectToast(page, '保存成功');

  await page.reload();
  await expect(page.getByLabel('电子邮箱')).toHaveValue('member@example.com');
  await expect(page.getByLabel('手机号码')).toHaveValue('13912345678');
  await expect(page.getByText('1990-01-01')).toBeVisible();
  const user = await memberCall<{ email: string; mobile: string; birthday: string }>(
    request,
    member.token,
    'user',
  );
  expect(user.data).toMatchObject({
    email: 'member@example.com',
    mobile: '13912345678',
    birthday: '1990-01-01',
  });

  // The user centre shows the saved values too.
  await page.goto('/#/setting');
  const overlay = page.getByRole('dialog', { name: '用户中心' });
  await expect(overlay.getByText('member@example.com')).toBeVisible();
  await expect(overlay.getByText('13912345678')).toBeVisible();
});

test('changing the login password logs out, and the new password logs in', async ({ page, request }) => {
  const member = await apiRegister(request);
  await openAsMember(page, member.token, '/password?type=1');
  await expect(page.getByRole('heading', { name: '修改登录密码' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Rule 7: same new and old password → message and a cleared form.
  await page.getByLabel('旧密码').fill(member.password);
  await page.getByLabel('新密码').fill(member.password);
  await page.getByLabel('确认密码').fill(member.password);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expectToast(page, '新旧密码不能一致！');
  await expect(page.getByLabel('旧密码')).toHaveValue('');
  await expect(page.getByLabel('新密码')).toHaveValue('');

  const next = 'fresh5678';
  await page.getByLabel('旧密码').fill(member.password);
  await page.getByLabel('新密码').fill(next);
  await page.getByLabel('确认密码').fill(next);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expectToast(page, '密码修改成功！');
  await expect(page).toHaveURL(/#\/login$/);
  expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);

  // The old password no longer works, the new one does.
  const old = await memberCall<unknown>(request, undefined, 'login', {
    name: member.name,
    password: member.password,
    code: 'abcd',
  });
  expect(old.code).not.toBe(200);
  await submitLoginForm(page, { name: member.name, password: next });
  await expect(page).toHaveURL(/#\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
});

test('changing the payment password clears the form, and it can be changed back', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  await openAsMember(page, member.token, '/password?type=2');
  await expect(page.getByRole('heading', { name: '修改支付密码' })).toBeVisible();
  for (const [from, to] of [
    ['123456', '654321'],
    ['654321', '123456'],
  ] as const) {
    await page.getByLabel('旧密码').fill(from);
    await page.getByLabel('新密码').fill(to);
    await page.getByLabel('确认密码').fill(to);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/editPayPassword'));
    await page.getByRole('button', { name: '确认修改' }).click();
    expect(((await (await answer).json()) as Envelope<null>).code).toBe(200);
    await expectToast(page, '密码修改成功！');
    await expect(page.getByLabel('旧密码')).toHaveValue('');
    await expect(page.getByLabel('确认密码')).toHaveValue('');
    await expect(page).toHaveURL(/#\/password\?type=2$/);
  }
  // Still signed in.
  expect((await memberCall<unknown>(request, member.token, 'user')).code).toBe(200);
});

test('messages: notices tab, and the inbox scrolls past page 2 to 没有更多了', async ({ page, request }) => {
  const member = await apiRegister(request);
  const first = await memberCall<{ total: number; last_page: number }>(request, member.token, 'mail', {
    page: 1,
  });
  expect(first.data.last_page).toBeGreaterThanOrEqual(3);
  const lastPage = await memberCall<{ data: { title: string }[] }>(request, member.token, 'mail', {
    page: first.data.last_page,
  });
  const lastTitle = lastPage.data.data.at(-1)!.title;

  await openAsMember(page, member.token, '/message');
  await expect(page.getByRole('heading', { name: '消息中心' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '公告', selected: true })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('tab', { name: '站内信' }).click();
  await expect(page).toHaveURL(/#\/message\?type=2$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  // Only the rows near the viewport are in the page: the list tells its size and each row its position.
  const rows = page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .getByRole('listitem');
  const lastRow = rows.filter({ has: page.getByRole('heading', { name: lastTitle, exact: true }) });
  const pages: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/mail')) pages.push((r.postDataJSON() as { page: number }).page);
  });
  const end = page.getByText('没有更多了', { exact: true });
  // The last row, its place and the list's size are read from one rendering of the list's end: a
  // wheel is not awaited to its end by the browser, so the rows drawn can still move between reads.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(lastRow).toHaveAttribute('aria-posinset', String(first.data.total), { timeout: 1000 });
    await expect(lastRow).toHaveAttribute('aria-setsize', String(first.data.total), { timeout: 1000 });
    await expect(end).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  expect(pages).toEqual(expect.arrayContaining([2, 3]));
  await expectNoSeriousA11yViolations(page);

  // Close goes back.
  await back(page);
  await expect(page).not.toHaveURL(/#\/message/);
});

test('agent application: the 154 prefix is refused, a valid one submits', async ({ page, request }) => {
  const member = await apiRegister(request);
  await openAsMember(page, member.token, '/mine');
  await page.getByText('申请代理', { exact: true }).click();
  await expect(page).toHaveURL(/#\/applyagent$/);
  await expect(page.getByLabel('用户名', { exact: true })).toHaveValue(member.name);
  await expect(page.getByLabel('真实姓名', { exact: true })).toHaveValue('李四');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('联系电话').fill('15412345678');
  await page.getByLabel('申请理由').fill('有稳定的推广渠道');
  await page.getByRole('button', { name: '加入我们' }).click();
  await expectToast(page, '请输入正确手机号');

  await page.getByLabel('联系电话').fill('15512345678');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/applyagentdo'));
  await page.getByRole('button', { name: '加入我们' }).click();
  const body = (await (await answer).json()) as Envelope<null>;
  expect(body.code).toBe(200);
  await expectToast(page, body.message);
  // The form gives way to the application it sent, and a later visit finds it still pending.
  const pending = page.getByRole('status', { name: '代理申请审核中' });
  await expect(pending).toContainText('您的代理申请正在审核中，请耐心等待');
  await expect(page.getByLabel('联系电话')).toHaveCount(0);
  await page.reload();
  await expect(pending).toContainText('您的代理申请正在审核中，请耐心等待');
  await expect(page.getByRole('button', { name: '加入我们' })).toHaveCount(0);

  await page.getByRole('button', { name: '咨询客服' }).click();
  await expect(page).toHaveURL(/#\/kefu$/);
});

/** A bar's percent as the server's promotion rule reads it: what the member has over what the level asks. */
function percentOf(
  have: string | number | null | undefined,
  need: string | number | null | undefined,
): number {
  const cents = (v: string | number | null | undefined) => Math.round(Number(v ?? 0) * 100);
  if (cents(need) <= 0) return 100;
  if (cents(have) <= 0) return 0;
  return Math.min(100, Math.round((cents(have) * 100) / cents(need)));
}

async function expectVipPage(page: Page, request: APIRequestContext, token: string) {
  const user = (await memberCall<{ vip: number; paysum: string; flowsum: string }>(request, token, 'user'))
    .data;
  const levels = (
    await memberCall<{ vipname: string; recharge: string; flow: string }[]>(request, undefined, 'uservip')
  ).data;
  const level = Math.max(1, user.vip);
  const row = levels[level - 1]!;
  // Both bars measure the way to the next level (the server promotes only when both are full).
  const target = levels.length > level ? level + 1 : level;
  const next = levels[target - 1]!;

  await openAsMember(page, token, '/vip');
  await expect(page.getByRole('heading', { name: 'VIP特权' })).toBeVisible();
  const hero = page.getByRole('region', { name: '我的等级' });
  await expect(hero.getByText(row.vipname, { exact: true })).toBeVisible();
  const heading = target > level ? `晋级${next.vipname}的条件` : '已达最高等级';
  await expect(hero.getByText(heading, { exact: true })).toBeVisible();
  await expect(hero.getByRole('progressbar')).toHaveCount(2);
  await expect(hero.getByRole('progressbar', { name: '累计存款' })).toHaveAttribute(
    'aria-valuenow',
    String(percentOf(user.paysum, next.recharge)),
  );
  await expect(hero.getByRole('progressbar', { name: '累计流水' })).toHaveAttribute(
    'aria-valuenow',
    String(percentOf(user.flowsum, next.flow)),
  );
  await expect(page.getByRole('radio', { name: new RegExp(`^VIP${level}\\b`) })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('radio')).toHaveCount(levels.length);
  // Picking another level shows its requirement and rebate table.
  const other = level === 1 ? 2 : 1;
  await page.getByRole('radio', { name: new RegExp(`^VIP${other}\\b`) }).click();
  await expect(page.getByRole('heading', { name: `${levels[other - 1]!.vipname} · 晋级条件` })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: '真人视讯' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

test('VIP page for a new member', async ({ page, request }) => {
  const member = await apiRegister(request);
  await expectVipPage(page, request, member.token);
});

test('VIP page for the demo member', async ({ page, request }) => {
  await expectVipPage(page, request, await apiLogin(request, DEMO));
});

test('help centre: every article opens with its title and content; an unknown type is a clear empty state', async ({
  page,
}) => {
  await page.goto('/#/boutBallBet');
  await expect(page.getByRole('heading', { name: '帮助中心' })).toBeVisible();
  for (const title of ['关于我们', '常见问题', '隐私政策', '免责说明', '联系我们', '代理加盟', '博彩责任']) {
    await page.getByText(title, { exact: true }).click();
    await expect(page).toHaveURL(/#\/boutBallBetInfo\?type=\d$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(/\S{4,}/);
    await expect(page.getByRole('link', { name: '在线客服' })).toBeVisible();
    await back(page);
    await expect(page).toHaveURL(/#\/boutBallBet$/);
  }
  await expectNoSeriousA11yViolations(page);
  await page.goto('/#/boutBallBetInfo?type=99');
  await expect(page.getByText('暂无该帮助内容')).toBeVisible();
});

test('a visitor opens /vip: the levels and their requirements, no progress, 登录查看 leads back after login', async ({
  page,
}) => {
  await page.goto('/#/vip');
  await expect(page.getByRole('heading', { name: 'VIP特权', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(10);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '登录查看' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fvip$/);
  await submitLoginForm(page, DEMO);
  await expect(page).toHaveURL(/#\/vip$/);
  await expect(page.getByRole('region', { name: '我的等级' }).getByRole('progressbar')).toHaveCount(2);
});
