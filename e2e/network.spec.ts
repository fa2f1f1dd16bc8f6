import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { captchaAnswer, operator } from './support/app';
import { apiRegister, openAsMember } from './support/member-session';
import { bindCard, fundedMember, PAY_PASSWORD } from './support/money-out';
import { firstVenue, memberCall } from './support/records-api';

/*
 * Issue 23: on a bad network nothing is queued or replayed, and the user is told. What the server
 * received is counted in its own database (this worker's, support/test.ts), never in the page.
 */

function serverCount(sql: string, ...params: unknown[]): number {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const db = new Database(join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(sql).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
}

const userId = (name: string) => serverCount('SELECT id AS n FROM users WHERE username = ?', name);
const rows = (table: string, name: string) =>
  serverCount(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`, userId(name));

/** The value of a site setting (operator `settings` lists `key  value`). */
function settingValue(key: string): string {
  const line = operator('settings')
    .split('\n')
    .find((l) => l.startsWith(`${key} `));
  return line ? line.slice(key.length).trim() : '';
}

interface Prepared {
  /** How many of this action's records the server holds. */
  count: () => number;
}

interface MoneyAction {
  name: string;
  /** The API path the button posts to. */
  call: string;
  button: string;
  /** Make the action one the server would carry out, open its screen and fill its form. */
  prepare: (page: Page, request: APIRequestContext) => Promise<Prepared>;
}

async function venueMember(request: APIRequestContext) {
  const member = await fundedMember(request, 500);
  const venue = await firstVenue(request, member.token);
  return { member, venue };
}

async function pickWallet(page: Page, side: '转出钱包' | '转入钱包', name: string) {
  await page.getByRole('button', { name: new RegExp(`^${side}`) }).click();
  const picker = page.getByRole('dialog', { name: '选择钱包' });
  await picker.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(picker).toBeHidden();
}

const moneyActions: MoneyAction[] = [
  {
    name: 'withdrawal',
    call: 'withdraw',
    button: '确认提现',
    prepare: async (page, request) => {
      const member = await fundedMember(request, 1000);
      await bindCard(request, member.token);
      await openAsMember(page, member.token, '/withdrawal');
      await page.getByRole('radio', { name: /中国工商银行/ }).check();
      await page.getByLabel('提现金额').fill('123.45');
      await page.getByLabel('支付密码').fill(PAY_PASSWORD);
      return { count: () => rows('withdrawals', member.name) };
    },
  },
  {
    name: 'transfer into a venue',
    call: 'transfer',
    button: '立即转账',
    prepare: async (page, request) => {
      const { member, venue } = await venueMember(request);
      await openAsMember(page, member.token, '/transfer');
      await pickWallet(page, '转入钱包', venue.name);
      await page.getByLabel('转账金额').fill('100');
      return { count: () => rows('transfers', member.name) };
    },
  },
  {
    name: '一键回收',
    call: 'transall',
    button: '一键回收',
    prepare: async (page, request) => {
      const { member, venue } = await venueMember(request);
      const moved = await memberCall(request, member.token, 'transfer', {
        amount: 200,
        sourcetype: 'userbalance',
        targettype: venue.platname,
      });
      expect(moved.code, moved.message).toBe(200);
      await openAsMember(page, member.token, '/transfer');
      await expect(page.getByRole('region', { name: '场馆余额' }).getByText('200.00')).toBeVisible();
      return { count: () => rows('transfers', member.name) };
    },
  },
  {
    name: 'deposit order',
    call: 'recharge',
    button: '立即存款',
    prepare: async (page, request) => {
      const member = await apiRegister(request);
      await openAsMember(page, member.token, '/recharge');
      const modal = page.getByRole('dialog', { name: '温馨提示' });
      await modal.getByText('稍后再说').click();
      await page.getByRole('tab', { name: '数字货币' }).click();
      await page.getByLabel('存款金额').fill('600');
      return { count: () => rows('deposits', member.name) };
    },
  },
  {
    name: 'red-packet draw',
    call: 'douserredpacket',
    button: '立即抢红包',
    prepare: async (page, request) => {
      const member = await apiRegister(request);
      const deposit = await memberCall(request, member.token, 'recharge', { paytype: 'wxpay', amount: 1000 });
      operator('approve-deposit', deposit.message);
      operator('open-redpacket', '30');
      await openAsMember(page, member.token, '/hongbao');
      await expect(page.getByLabel('剩余领取次数', { exact: true })).not.toHaveText(/^(--|0)$/);
      return { count: () => rows('redpacket_draws', member.name) };
    },
  },
  {
    name: 'rebate claim',
    call: 'dofanshui',
    button: '一键领取',
    prepare: async (page, request) => {
      const { member, venue } = await venueMember(request);
      await memberCall(request, member.token, 'transfer', { amount: 300, sourcetype: 'userbalance', targettype: venue.platname });
      const bet = await memberCall(request, member.token, '/demo-api/bet', { plat: venue.platname, amount: 100 });
      expect(bet.code, bet.message).toBe(200);
      await openAsMember(page, member.token, '/fanshui');
      const claimed = () =>
        serverCount('SELECT COUNT(*) AS n FROM rebates WHERE user_id = ? AND state <> 0', userId(member.name));
      return { count: claimed };
    },
  },
];

/** The button is usable again: enabled and not showing the kit's loading dots. */
async function expectReleased(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveClass(/adm-button-loading/);
}

/** The one allowed wait (issue 23): a request replayed on reconnect would arrive within it. */
const waitForReplay = (page: Page) => page.waitForTimeout(5_000);

test.describe('offline tap: nothing sent now, nothing sent later', () => {
  let window = '';
  test.beforeAll(() => {
    window = settingValue('redpacket_window') || '10:00-12:00';
  });
  test.afterAll(() => {
    operator('set', 'redpacket_window', window);
  });

  for (const action of moneyActions) {
    test(action.name, async ({ page, request, context }) => {
      const { count } = await action.prepare(page, request);
      const button = page.getByRole('button', { name: action.button, exact: true });
      await expect(button).toBeVisible();
      const before = count();
      await context.setOffline(true);
      await button.click();
      await expect(page.getByText('网络异常，请检查网络后重试')).toBeVisible({ timeout: 2_000 });
      await expectReleased(page, action.button);
      await context.setOffline(false);
      await waitForReplay(page);
      expect(count()).toBe(before);
    });
  }

  test('login and register', async ({ page, request, context }) => {
    const member = await apiRegister(request);
    const tokens = () => rows('tokens', member.name);
    await page.goto('/#/login');
    const login = page.getByRole('form', { name: '登录' });
    await login.getByLabel('账号').fill(member.name);
    await login.getByLabel('密码', { exact: true }).fill(member.password);
    await login.getByLabel('验证码', { exact: true }).fill(await captchaAnswer(page));
    const before = tokens();
    await context.setOffline(true);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('网络异常，请检查网络后重试')).toBeVisible({ timeout: 2_000 });
    await expectReleased(page, '登录');
    await context.setOffline(false);
    await waitForReplay(page);
    expect(tokens()).toBe(before);
    await expect(page).toHaveURL(/#\/login/); // never a later automatic sign-in

    const name = `off${Date.now().toString(36).slice(-6)}`;
    await page.getByRole('tab', { name: '注册' }).click();
    const form = page.getByRole('form', { name: '注册' });
    await form.getByLabel('用户名', { exact: true }).fill(name);
    await form.getByLabel('密码', { exact: true }).fill('pass1234');
    await form.getByLabel('确认密码', { exact: true }).fill('pass1234');
    await form.getByLabel('真实姓名', { exact: true }).fill('李四');
    await form.getByLabel('支付密码', { exact: true }).fill('123456');
    await form.getByLabel('验证码', { exact: true }).fill(await captchaAnswer(page));
    await form.getByRole('checkbox').check();
    await context.setOffline(true);
    await page.getByRole('button', { name: '立即注册', exact: true }).click();
    await expect(page.getByText('网络异常，请检查网络后重试')).toBeVisible({ timeout: 2_000 });
    await expectReleased(page, '立即注册');
    await context.setOffline(false);
    await waitForReplay(page);
    expect(serverCount('SELECT COUNT(*) AS n FROM users WHERE username = ?', name)).toBe(0);
  });
});

test.describe('connection dropped after sending: the outcome is unknown', () => {
  let window = '';
  test.beforeAll(() => {
    window = settingValue('redpacket_window') || '10:00-12:00';
  });
  test.afterAll(() => {
    operator('set', 'redpacket_window', window);
  });

  for (const action of moneyActions) {
    test(action.name, async ({ page, request }) => {
      const { count } = await action.prepare(page, request);
      const before = count();
      // The server processes the request; its answer never reaches the browser.
      await page.route(`**/api/${action.call}`, async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      });
      await page.getByRole('button', { name: action.button, exact: true }).click();
      const notice = page.getByRole('dialog').filter({ hasText: '网络异常，提交结果未知，请先查看交易记录再重试' });
      await expect(notice).toBeVisible();
      await expectReleased(page, action.button);
      expect(count()).toBe(before + 1); // it did happen: hence "unknown", not "failed"
      await notice.getByRole('button', { name: '查看交易记录' }).click();
      await expect(page).toHaveURL(/#\/transRecord/);
    });
  }
});

test('a screen not visited yet, opened offline: shell, 网络异常 and 重试; it loads after reconnecting', async ({
  page,
  request,
  context,
}) => {
  const member = await apiRegister(request);
  await openAsMember(page, member.token, '/mine');
  await expect(page.getByRole('button', { name: '刷新余额' })).toBeVisible();
  await context.setOffline(true);
  await page.evaluate(() => (window.location.hash = '#/vip'));
  await expect(page.getByRole('alert')).toContainText('网络异常，请检查网络后重试');
  await expect(page.getByRole('heading', { name: '网络异常' })).toBeVisible();
  await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
  const retry = page.getByRole('button', { name: '重试' });
  await retry.click();
  await expect(page.getByRole('alert')).toContainText('网络异常'); // still offline: still here, no reload
  await expect(page).toHaveURL(/#\/vip/);

  // A tab screen keeps the shell's tab bar.
  await page.evaluate(() => (window.location.hash = '#/zhanzhu'));
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('网络异常');
  await page.evaluate(() => (window.location.hash = '#/vip'));

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'VIP特权' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/** POSTs to one API path from this page (a double tap must send one). */
function countPosts(page: Page, path: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/${path}`) n += 1;
  });
  return () => n;
}

// The buttons not already double-tapped by their own journeys (withdrawal, transfer, deposit,
// login, red packet, rebate, bindings have theirs): a double tap is one request.
const doubleTaps = [
  { path: '/activityInfo?id=2', button: '报名参与', call: 'doactivityapply' },
  { path: '/mine', button: '刷新余额', call: 'refreshusermoney' },
  { path: '/transfer', button: '一键回收', call: 'transall' },
];

for (const { path, button, call } of doubleTaps) {
  test(`double tap on ${button} (${path}) sends one request`, async ({ page, request }) => {
    const member = await apiRegister(request);
    await openAsMember(page, member.token, path);
    const target = page.getByRole('button', { name: button, exact: true });
    await expect(target).toBeVisible();
    const posts = countPosts(page, call);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/${call}`);
    await target.dblclick();
    await answered;
    await expectReleased(page, button);
    expect(posts()).toBe(1);
  });
}
