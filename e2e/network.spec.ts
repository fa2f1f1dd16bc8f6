import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { captchaAnswer, dismissWelcome, operator } from './support/app';
import { apiRegister, openAsMember } from './support/member-session';
import { bindCard, freshCardNumber, fundedMember, PAY_PASSWORD } from './support/money-out';
import { freshTrc20Address } from '../server/src/testing/usdt-addresses';
import { reconnect } from './support/reconnect';
import { memberCall } from './support/api';
import { firstVenue } from './support/records-api';

// The offline journeys run as a member's browser does, with the app's service worker in it
// (playwright.config.ts blocks it for most journeys).
test.use({ serviceWorkers: 'allow' });

/*
 * On a bad network nothing is queued or replayed, and the user is told. What the server
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
      await memberCall(request, member.token, 'transfer', {
        amount: 300,
        sourcetype: 'userbalance',
        targettype: venue.platname,
      });
      const bet = await memberCall(request, member.token, '/demo-api/bet', {
        plat: venue.platname,
        amount: 100,
      });
      expect(bet.code, bet.message).toBe(200);
      await openAsMember(page, member.token, '/fanshui');
      // 一键领取 is enabled only once the page's read has answered with something to claim; going
      // offline before that would leave the tap waiting on a button that never enables.
      await expect(page.getByLabel('待领取', { exact: true })).not.toHaveText(/^(--|0\.00)?$/);
      const claimed = () =>
        serverCount(
          'SELECT COUNT(*) AS n FROM rebates WHERE user_id = ? AND state <> 0',
          userId(member.name),
        );
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
      // Usable before the connection goes: a button still waiting on its screen's read would never
      // enable offline, and the tap would wait out the test (on a busy machine the read is slow).
      await expect(button).toBeEnabled();
      const before = count();
      await context.setOffline(true);
      await button.click();
      await expect(page.getByText('网络异常，请检查网络后重试')).toBeVisible({ timeout: 2_000 });
      await expectReleased(page, action.button);
      await reconnect(page, context);
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
    await reconnect(page, context);
    expect(tokens()).toBe(before);
    await expect(page).toHaveURL(/#\/login/); // never a later automatic sign-in
    // The sign-in's notice has gone, so the one below can only be the register tap's own.
    await expect(page.getByText('网络异常，请检查网络后重试')).toBeHidden();

    const name = `off${Date.now().toString().slice(-6)}`; // letters and digits, as the rule asks
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
    await reconnect(page, context);
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
      const notice = page
        .getByRole('dialog')
        .filter({ hasText: '网络异常，提交结果未知，请先查看交易记录再重试' });
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

test.describe('a screen whose code never arrived', () => {
  // Without the service worker: once it has precached every chunk (a few seconds after the first
  // load) no screen is "not yet loaded", and the journey would depend on how fast it was.
  test.use({ serviceWorkers: 'block' });

  test('offline, /kefu tapped in the tab bar before it ever loaded: 网络异常 inside the app’s navigation, then the service', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await dismissWelcome(page);
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('navigation', { name: '底部导航' }).getByRole('button', { name: '客服' }).click();
    await expect(page).toHaveURL(/#\/kefu$/);
    await expect(page.getByRole('alert')).toContainText('网络异常，请检查网络后重试');
    // Not a bare page with only a way back: the footer navigation /kefu has, whole and on screen.
    const footer = page.getByRole('navigation', { name: '页脚导航' });
    await expect(footer).toBeInViewport({ ratio: 1 });
    await expect(footer.getByRole('button', { name: '首页' })).toBeVisible();
    const viewport = page.viewportSize()!;
    const box = (await footer.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
    await footer.getByRole('button', { name: '优惠活动' }).click();
    await expect(page).toHaveURL(/#\/activity$/);
    await page.goBack();

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: '在线客服' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

/*
 * One request per intent for every action button of the app. A double tap here is two
 * clicks in ONE task (Playwright's dblclick sends separate input events, between which React may
 * already have drawn the button busy): the second click lands before any re-render, so only a
 * real guard (useSingleFlight's ref, src/lib/use-single-flight.ts) stops it. What is counted is
 * every request the page sends to the button's endpoint. The journeys of the screens (wallet,
 * transfer, withdrawal, deposit, hongbao, records specs) keep their own dblclick checks; this table
 * is the complete list, and src/app/single-flight.test.ts finds a new action that skips the helper.
 */

/** Requests from this page to one API path (every method: a GET call counts too). */
function countCalls(page: Page, call: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/${call}`) n += 1;
  });
  return () => n;
}

const isCall = (call: string) => (r: { url(): string }) => new URL(r.url()).pathname === `/api/${call}`;

/** Two taps in the same task. */
const doubleTap = (target: Locator) =>
  target.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });

/** 1×1 transparent PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A file picked twice in one task (the file input's change, fired twice). */
const pickTwice = (input: Locator) =>
  input.evaluate((element: HTMLInputElement, base64: string) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    for (let i = 0; i < 2; i += 1) {
      const files = new DataTransfer();
      files.items.add(new File([bytes], 'a.png', { type: 'image/png' }));
      element.files = files.files;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, PNG_BASE64);

interface TapRow {
  /** The button, as the user sees it, and where. */
  name: string;
  /** The API path one intent calls. */
  call: string;
  /** Open the screen as a fresh member, ready for a tap the server would carry out; the element tapped. */
  open: (page: Page, request: APIRequestContext) => Promise<Locator>;
  /** The question the tap asks first (logout, unbind): its 确定 is double-tapped as well. */
  confirm?: string;
  /** Instead of two clicks (the avatar is a file input). */
  tap?: (target: Locator) => Promise<void>;
  /** What the screen shows once the answer has been handled. */
  done: (page: Page, target: Locator) => Promise<void>;
  /**
   * The call also runs on a timer (the balance poll): only the requests sent up to the tap's answer
   * are the tap's. A second request of a double tap is sent with the first, so it is still counted.
   */
  polled?: true;
}

/** The button is enabled again and not showing the kit's loading dots. */
const released = async (_page: Page, target: Locator) => {
  await expect(target).toBeEnabled();
  await expect(target).not.toHaveClass(/adm-button-loading/);
};

/** A refresh icon button is done when its spin stops. */
const stoppedSpinning = async (_page: Page, target: Locator) => {
  await expect(target).not.toHaveClass(/spinning/);
};

const moneyAction = (name: string) => {
  const action = moneyActions.find((a) => a.name === name);
  if (!action) throw new Error(`no money action ${name}`);
  return action;
};

/** A money action of the table above, prepared as for the offline tap. */
const moneyRow = (name: string, done: TapRow['done']): TapRow => {
  const action = moneyAction(name);
  return {
    name: `${action.button} (${name})`,
    call: action.call,
    open: async (page, request) => {
      await action.prepare(page, request);
      return page.getByRole('button', { name: action.button, exact: true });
    },
    done,
  };
};

/** A fresh member on `path`, the member's name shown (the screen has its data). */
async function openFresh(page: Page, request: APIRequestContext, path: string) {
  const member = await apiRegister(request);
  await openAsMember(page, member.token, path);
  return member;
}

/** Wait for the next balance poll to answer: the 4.3 s until the one after are the tap's alone. */
const afterBalancePoll = (page: Page) => page.waitForResponse(isCall('balance'));

const logoutDone = async (page: Page) => {
  await expect(page).toHaveURL(/#\/login$/);
};

const tapRows: TapRow[] = [
  // Sign-in
  {
    name: '登录 (/login)',
    call: 'login',
    open: async (page, request) => {
      const member = await apiRegister(request);
      await page.goto('/#/login');
      const form = page.getByRole('form', { name: '登录' });
      await form.getByLabel('账号').fill(member.name);
      await form.getByLabel('密码', { exact: true }).fill(member.password);
      await form.getByLabel('验证码', { exact: true }).fill(await captchaAnswer(page));
      return form.getByRole('button', { name: '登录', exact: true });
    },
    done: async (page) => {
      await expect(page).toHaveURL(/#\/$/);
    },
  },
  {
    name: '立即注册 (/login?type=1)',
    call: 'register',
    open: async (page) => {
      await page.goto('/#/login?type=1');
      const form = page.getByRole('form', { name: '注册' });
      await form.getByLabel('用户名', { exact: true }).fill(`dt${Date.now().toString().slice(-6)}`); // letters and digits
      await form.getByLabel('密码', { exact: true }).fill('pass1234');
      await form.getByLabel('确认密码', { exact: true }).fill('pass1234');
      await form.getByLabel('真实姓名', { exact: true }).fill('李四');
      await form.getByLabel('支付密码', { exact: true }).fill('123456');
      await form.getByLabel('验证码', { exact: true }).fill(await captchaAnswer(page));
      await expect(form.getByRole('checkbox')).toBeChecked();
      return form.getByRole('button', { name: '立即注册', exact: true });
    },
    done: async (page) => {
      await expect(page).not.toHaveURL(/#\/login/);
    },
  },
  // Money
  moneyRow('deposit order', async (page) => {
    await expect(page).toHaveURL(/#\/payInfo\?deposit_no=/);
  }),
  moneyRow('withdrawal', async (page) => {
    await expect(page.getByLabel('提现金额')).toHaveValue('');
  }),
  moneyRow('transfer into a venue', async (page) => {
    await expect(page.getByLabel('转账金额')).toHaveValue('');
  }),
  moneyRow('一键回收', released),
  moneyRow('red-packet draw', async (page) => {
    await expect(page.getByRole('dialog', { name: /^恭喜您抢到\d+\.\d{2}元$/ })).toBeVisible();
  }),
  moneyRow('rebate claim', async (page) => {
    await expect(page.getByLabel('待领取', { exact: true })).toHaveText('0.00');
  }),
  {
    name: '刷新余额 (/mine, refreshusermoney)',
    call: 'refreshusermoney',
    open: async (page, request) => {
      await openFresh(page, request, '/mine');
      return page.getByRole('button', { name: '刷新余额', exact: true });
    },
    done: released,
  },
  {
    name: '刷新余额 (home)',
    call: 'balance',
    polled: true,
    open: async (page, request) => {
      const member = await openFresh(page, request, '/');
      await dismissWelcome(page);
      await expect(page.getByText(`您好，${member.name}`)).toBeVisible();
      await afterBalancePoll(page);
      return page.getByRole('button', { name: '刷新余额', exact: true });
    },
    done: async (_page, target) => {
      await expect(target).toHaveAttribute('aria-busy', 'false');
    },
  },
  {
    name: '刷新余额 (/recharge)',
    call: 'balance',
    polled: true,
    open: async (page, request) => {
      await openFresh(page, request, '/recharge');
      await page.getByRole('dialog', { name: '温馨提示' }).getByText('稍后再说').click();
      await afterBalancePoll(page);
      return page.getByRole('button', { name: '刷新余额', exact: true });
    },
    done: stoppedSpinning,
  },
  {
    name: '刷新金额 (/wallet)',
    call: 'user',
    open: async (page, request) => {
      // As on /transfer: the screen reads the member on opening, and a tap while that read runs
      // joins it, so the double tap comes after its answer.
      const opened = page.waitForResponse(isCall('user'));
      await openFresh(page, request, '/wallet?type=0');
      await opened;
      await expect(page.getByTestId('main-wallet')).toHaveText('0.00');
      return page.getByRole('button', { name: '刷新金额', exact: true });
    },
    done: stoppedSpinning,
  },
  {
    name: '刷新金额 (/transfer)',
    call: 'user',
    open: async (page, request) => {
      // The screen reads the member on opening; a tap while that read runs joins it and sends
      // nothing, so the double tap comes after its answer.
      const opened = page.waitForResponse(isCall('user'));
      await openFresh(page, request, '/transfer');
      await opened;
      await expect(page.getByRole('region', { name: '场馆余额' })).toBeVisible();
      return page.getByRole('button', { name: '刷新金额', exact: true });
    },
    done: stoppedSpinning,
  },
  {
    name: '免转 switch (/transfer)',
    call: 'uptransferstatus',
    open: async (page, request) => {
      await openFresh(page, request, '/transfer');
      const toggle = page.getByRole('switch');
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      return toggle;
    },
    done: async (_page, target) => {
      await expect(target).toHaveAttribute('aria-checked', 'true');
    },
  },
  // Sign-ups, binds, saves, sends
  {
    name: '报名参与 (/activityInfo)',
    call: 'doactivityapply',
    open: async (page, request) => {
      await openFresh(page, request, '/activityInfo?id=2');
      return page.getByRole('button', { name: '报名参与', exact: true });
    },
    // A promotion signed up for stays signed up: the button turns into a disabled 已报名.
    done: async (page) => {
      await expect(page.getByRole('button', { name: '已报名', exact: true })).toBeDisabled();
    },
  },
  {
    name: '确认添加 (/addBankCard)',
    call: 'bindcard',
    open: async (page, request) => {
      await openFresh(page, request, '/addBankCard');
      await page.getByLabel('持卡人姓名').fill('李四');
      await page.getByLabel('银行类型').selectOption('中国工商银行');
      await page.getByLabel('开户行地址').fill('深圳福田支行');
      await page.getByLabel('银行卡号').fill(freshCardNumber());
      await page.getByLabel('支付密码').fill(PAY_PASSWORD);
      return page.getByRole('button', { name: '确认添加', exact: true });
    },
    done: async (page) => {
      await expect(page).toHaveURL(/#\/wallet\?type=1$/);
    },
  },
  {
    // The /wallet?type=2 popup is the same form (wallet/components/usdt-form.tsx).
    name: '确认添加 (/addUsdtCard)',
    call: 'bindcard',
    open: async (page, request) => {
      await openFresh(page, request, '/addUsdtCard');
      await page.getByLabel('USDT地址', { exact: true }).fill(freshTrc20Address());
      await page.getByLabel('支付密码').fill(PAY_PASSWORD);
      return page.getByRole('button', { name: '确认添加', exact: true });
    },
    done: async (page) => {
      await expect(page).toHaveURL(/#\/wallet\?type=2$/);
    },
  },
  {
    name: '解除绑定 → 确定 (/wallet?type=1)',
    call: 'delcard',
    open: async (page, request) => {
      const member = await apiRegister(request);
      await bindCard(request, member.token);
      await openAsMember(page, member.token, '/wallet?type=1');
      return page.getByRole('button', { name: /^解除绑定 中国工商银行/ });
    },
    confirm: '温馨提示',
    done: async (page) => {
      await expect(page.getByText('空空如也')).toBeVisible();
    },
  },
  {
    name: '保存 (/userInfo)',
    call: 'updateuserinfo',
    open: async (page, request) => {
      await openFresh(page, request, '/userInfo');
      await page.getByLabel('电子邮箱').fill('member@example.com');
      await page.getByLabel('手机号码').fill('13912345678');
      return page.getByRole('button', { name: '保存', exact: true });
    },
    done: released,
  },
  {
    name: '确认修改 (/password?type=1)',
    call: 'editPassword',
    open: async (page, request) => {
      const member = await openFresh(page, request, '/password?type=1');
      await page.getByLabel('旧密码').fill(member.password);
      await page.getByLabel('新密码').fill('fresh5678');
      await page.getByLabel('确认密码').fill('fresh5678');
      return page.getByRole('button', { name: '确认修改', exact: true });
    },
    done: logoutDone,
  },
  {
    name: '确认修改 (/password?type=2)',
    call: 'editPayPassword',
    open: async (page, request) => {
      await openFresh(page, request, '/password?type=2');
      await page.getByLabel('旧密码').fill(PAY_PASSWORD);
      await page.getByLabel('新密码').fill('654321');
      await page.getByLabel('确认密码').fill('654321');
      return page.getByRole('button', { name: '确认修改', exact: true });
    },
    done: async (page) => {
      await expect(page.getByLabel('旧密码')).toHaveValue('');
    },
  },
  {
    name: '加入我们 (/applyagent)',
    call: 'applyagentdo',
    open: async (page, request) => {
      await openFresh(page, request, '/applyagent');
      await page.getByLabel('联系电话').fill('15512345678');
      await page.getByLabel('申请理由').fill('有稳定的推广渠道');
      return page.getByRole('button', { name: '加入我们', exact: true });
    },
    done: async (page) => {
      // The form gives way to the application it sent.
      await expect(page.getByRole('status', { name: '代理申请审核中' })).toBeVisible();
    },
  },
  {
    name: '更换头像 (/mine)',
    call: 'uploadimg',
    open: async (page, request) => {
      const member = await openFresh(page, request, '/mine');
      await expect(page.getByText(member.name, { exact: true })).toBeVisible();
      return page.getByLabel('上传头像（gif或png）');
    },
    tap: pickTwice,
    done: async (page) => {
      await expect(page.getByRole('button', { name: '更换头像' })).toBeEnabled();
    },
  },
  // Logout: every place that offers it
  {
    name: '退出登录 → 确定 (/mine)',
    call: 'logoff',
    open: async (page, request) => {
      const member = await openFresh(page, request, '/mine');
      await expect(page.getByText(member.name, { exact: true })).toBeVisible();
      return page.getByText('退出登录', { exact: true });
    },
    confirm: '您确定要退出登录吗?',
    done: logoutDone,
  },
  {
    name: '退出登录 → 确定 (/setting)',
    call: 'logoff',
    open: async (page, request) => {
      await openFresh(page, request, '/setting');
      return page.getByRole('dialog', { name: '用户中心' }).getByRole('button', { name: '退出登录' });
    },
    confirm: '您确定要退出登录吗?',
    done: logoutDone,
  },
  {
    name: '退出登录 → 确定 (home side menu)',
    call: 'logoff',
    open: async (page, request) => {
      await openFresh(page, request, '/');
      await dismissWelcome(page);
      await page.getByRole('button', { name: '菜单', exact: true }).click();
      return page.getByRole('navigation', { name: '侧边菜单' }).getByRole('button', { name: '退出登录' });
    },
    confirm: '您确定要退出登录吗?',
    done: logoutDone,
  },
];

test.describe('a double tap is one request', () => {
  for (const row of tapRows) {
    test(row.name, async ({ page, request }) => {
      const target = await row.open(page, request);
      await expect(row.tap ? target : target.filter({ visible: true })).toHaveCount(1);
      const calls = countCalls(page, row.call);
      const answered = page.waitForResponse(isCall(row.call));
      await (row.tap ?? doubleTap)(target);
      if (row.confirm) {
        const question = page.getByRole('dialog', { name: row.confirm });
        await expect(question).toBeVisible();
        await expect(question).toHaveCount(1); // one question, not one per tap
        await doubleTap(question.getByRole('button', { name: '确定', exact: true }));
      }
      await (await answered).finished();
      const sentUpToAnswer = calls();
      await row.done(page, target);
      expect(row.polled ? sentUpToAnswer : calls()).toBe(1);
    });
  }
});
