import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectToast, operator } from './support/app';
import { apiLogin, apiRegister, openAsMember } from './support/member-session';
import { apiBalance, memberCall } from './support/api';
import { firstVenue } from './support/records-api';

test('a bet placed in the demo game appears in /betRecord under 今天', async ({ page, request }) => {
  const member = await apiRegister(request);
  operator('credit', member.name, '500');
  const venue = await firstVenue(request, member.token);

  // The demo game page itself: move 100 into the venue wallet, then bet 10.
  await page.goto(`/demo/game.html?plat=${encodeURIComponent(venue.platname)}&token=${member.token}`);
  await page.getByRole('button', { name: '从平台钱包转入' }).click();
  await expect(page.locator('#venue-balance')).toHaveText('100.00');
  await page.getByRole('button', { name: '立即下注' }).click();
  await expect(page.getByRole('status')).toContainText('输赢');

  await openAsMember(page, member.token, '/betRecord');
  await expect(page.getByRole('heading', { name: '投注记录' })).toBeVisible();
  await expect(page.getByRole('button', { name: '今天' })).toHaveAttribute('aria-pressed', 'true');
  const row = page.getByRole('article').first();
  await expect(row).toContainText(venue.name);
  await expect(row).toContainText('投注金额：10.00');
  await expect(row).toContainText('已结算');
  await expect(page.getByText('没有更多了')).toBeVisible();

  // Yesterday has nothing for a member registered today.
  await page.getByRole('button', { name: '昨天' }).click();
  await expect(page.getByText('空空如也')).toBeVisible();
  await expect(page).toHaveURL(/date=2/);
  // Back to 今天 via the venue popup with 全平台 and the venue listed.
  await page.getByRole('button', { name: '今天' }).click();
  await page.getByRole('button', { name: /选择平台/ }).click();
  const popup = page.getByRole('dialog', { name: '选择平台' });
  await expect(popup.getByRole('button', { name: '全平台' })).toBeVisible();
  await popup.getByRole('button', { name: venue.name, exact: true }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('article').first()).toContainText('投注金额：10.00');
});

test('a withdrawal and a transfer appear under their /transRecord tabs with the right labels', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  operator('credit', member.name, '1000', '--no-turnover');
  const venue = await firstVenue(request, member.token);
  const banks = await memberCall<{ bank_name: string }[]>(request, member.token, 'banklist');
  const bind = await memberCall(request, member.token, 'bindcard', {
    bank: banks.data[0]!.bank_name,
    bank_address: '北京分行',
    bank_no: '6222020000001234',
    bank_owner: '李四',
    pay_pass: '123456',
  });
  expect(bind.code, bind.message).toBe(200);
  const cards = await memberCall<{ id: number }[]>(request, member.token, 'getcard', { type: 1 });
  const withdraw = await memberCall(request, member.token, 'withdraw', {
    amount: 150,
    bank: cards.data[0]!.id,
    password: '123456',
  });
  expect(withdraw.code, withdraw.message).toBe(200);
  const transfer = await memberCall(request, member.token, 'transfer', {
    amount: 20,
    sourcetype: 'userbalance',
    targettype: venue.platname,
  });
  expect(transfer.code, transfer.message).toBe(200);

  await openAsMember(page, member.token, '/transRecord');
  await expect(page.getByRole('heading', { name: '交易记录' })).toBeVisible();
  await expect(page.getByText('空空如也')).toBeVisible(); // 存款: none

  await page.getByRole('tab', { name: '取款' }).click();
  const withdrawal = page.getByRole('article').first();
  await expect(withdrawal).toContainText('订单号：');
  await expect(withdrawal).toContainText('金额：150.00');
  await expect(withdrawal).toContainText('待审核');

  await page.getByRole('tab', { name: '转入' }).click();
  const transferIn = page.getByRole('article').first();
  await expect(transferIn).toContainText('金额：20.00');
  await expect(transferIn).toContainText('成功');
  await expect(transferIn).not.toContainText('订单号');

  // The date popup offers the transaction label set.
  await page.getByRole('button', { name: /选择日期/ }).click();
  const dates = page.getByRole('dialog', { name: '选择日期' });
  for (const label of ['今日', '近7日', '近15日', '近30日'])
    await expect(dates.getByRole('button', { name: label })).toBeVisible();
  await dates.getByRole('button', { name: '近30日' }).click();
  await expect(dates).toBeHidden();
  await expect(page).toHaveURL(/type=3/);
  await expect(page).toHaveURL(/date=4/);
  await expect(page.getByRole('article').first()).toContainText('金额：20.00');
});

test('paging loads every page and reaches 没有更多了; filters and scroll survive a trip away', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  operator('credit', member.name, '300');
  const venue = await firstVenue(request, member.token);
  for (let i = 1; i <= 23; i++) {
    const answer = await memberCall(request, member.token, 'transfer', {
      amount: i,
      sourcetype: 'userbalance',
      targettype: venue.platname,
    });
    expect(answer.code, answer.message).toBe(200);
  }
  const pages: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/gettransrecord')) pages.push((r.postDataJSON() as { page: number }).page);
  });
  // Member queries are keyed by account, and the account is known once /api/user has answered
  // (a token alone keys them as 'member'): settle it on /mine first, as a login would, so the
  // list below is not re-keyed (and reset to page 1) midway.
  await openAsMember(page, member.token, '/mine');
  await expect(page.getByText(member.name, { exact: true })).toBeVisible();
  await page.evaluate(() => (location.hash = '#/transRecord?type=3'));
  await expect(page.getByRole('article').first()).toBeVisible();
  // Scroll down until the list says it has everything (10 a page: three pages). Only the rows
  // near the viewport are in the page: the list tells its size and each row its position.
  const rows = page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .getByRole('listitem');
  const lastRow = rows.filter({ hasText: '金额：1.00' });
  // Being in the page is not being on screen: a row in the overscan and 没有更多了 below the fold are both
  // "visible" to Playwright, so scrolling goes on until the last row is in the viewport.
  await expect(async () => {
    await page.mouse.wheel(0, 5000);
    await expect(lastRow).toHaveAttribute('aria-posinset', '23', { timeout: 1000 });
    await expect(page.getByText('没有更多了')).toBeVisible({ timeout: 1000 });
    await expect(lastRow).toBeInViewport({ timeout: 1000 });
  }).toPass();
  expect(pages).toEqual([1, 2, 3]); // stops after last_page
  await expect(lastRow).toHaveAttribute('aria-setsize', '23');

  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await page.evaluate(() => (location.hash = '#/mine'));
  await expect(page).toHaveURL(/#\/mine$/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/transRecord\?type=3/);
  await expect(page.getByRole('tab', { name: '转入', selected: true })).toBeVisible();
  await expect(lastRow).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  // The first row, newest first, is still there above.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(rows.first()).toContainText('金额：23.00');
  await expect(rows.first()).toHaveAttribute('aria-posinset', '1');
});

test('an activity application appears in /activityRecord', async ({ page, request }) => {
  const member = await apiRegister(request);
  const list = await memberCall<{ data: { id: number; title: string }[] }>(
    request,
    member.token,
    'activitylist',
  );
  const activity = list.data.data[0]!;
  const applied = await memberCall(request, member.token, 'doactivityapply', { activityid: activity.id });
  expect(applied.code, applied.message).toBe(200);

  await openAsMember(page, member.token, '/activityRecord');
  const row = page.getByRole('article').first();
  await expect(row).toContainText('待审核');
  await expect(row).toContainText('申请时间：');
  await expect(page.getByText('没有更多了')).toBeVisible();
});

test('一键领取 on /fanshui moves 待领取 into the balance and refreshes the list', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  operator('credit', member.name, '1000');
  const venue = await firstVenue(request, member.token);
  await memberCall(request, member.token, 'transfer', {
    amount: 500,
    sourcetype: 'userbalance',
    targettype: venue.platname,
  });
  for (let i = 0; i < 3; i++) {
    const bet = await memberCall(request, member.token, '/demo-api/bet', {
      plat: venue.platname,
      amount: 100,
    });
    expect(bet.code, bet.message).toBe(200);
  }
  const before = await memberCall<{ nojisuan: string; jisuan: string }>(request, member.token, 'getfanshui', {
    date: 1,
    page: 1,
  });
  const pending = String(before.data.nojisuan);
  expect(Number(pending)).toBeGreaterThan(0);
  const balanceBefore = await apiBalance(request, member.token);

  await openAsMember(page, member.token, '/fanshui');
  await expect(page.getByRole('heading', { name: '返水中心' })).toBeVisible();
  await expect(page.getByLabel('待领取', { exact: true })).toHaveText(pending);
  await expect(page.getByLabel('累计领取', { exact: true })).toHaveText('0.00');
  await expect(page.getByText('暂未领取')).toHaveCount(3);

  await page.getByRole('button', { name: '一键领取' }).dblclick();
  await expectToast(page, pending);
  await expect(page.getByLabel('待领取', { exact: true })).toHaveText('0.00');
  await expect(page.getByLabel('累计领取', { exact: true })).toHaveText(pending);
  await expect(page.getByText('暂未领取')).toHaveCount(0);
  await expect(page.getByText(/^领取时间：/)).toHaveCount(3);
  const expected = (
    (Math.round(Number(balanceBefore) * 100) + Math.round(Number(pending) * 100)) /
    100
  ).toFixed(2);
  expect(await apiBalance(request, member.token)).toBe(expected);
});

test('a guest opening /fanshui goes to /login', async ({ page }) => {
  await page.goto('/#/fanshui');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Ffanshui$/);
});

// Read-only scans of screens full of seeded rows (the demo member's history; nothing is changed).
for (const path of [
  '/betRecord?date=4',
  '/transRecord?type=2&date=4',
  '/activityRecord',
  '/fanshui?date=4',
  '/welfare',
  '/hongbao',
]) {
  test(`${path} has no serious accessibility violations`, async ({ page, request }) => {
    await openAsMember(page, await apiLogin(request), path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle'); // rows and counts loaded
    await expectNoSeriousA11yViolations(page);
  });
}
