/**
 * The core journeys in Safari's engine: WebKitGTK's MiniBrowser driven through WebKitWebDriver
 * (scripts/webkit/browser.ts), against the reference server with a fresh database serving dist/.
 * They run one after another in one browser, as one visitor who later signs up and uses the site.
 * Each journey saves a screenshot of its screen to /tmp/webkit-journeys/ (WEBKIT_SHOTS to change):
 * look at them after a change to the CSS.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../bench/processes';
import { launchWebKit, webkitMissing, type RunningWebKit } from './browser';
import { poll, type Session } from './webdriver';

const SHOTS = process.env.WEBKIT_SHOTS ?? '/tmp/webkit-journeys';

let server: RunningServer;
let webkit: RunningWebKit;
let page: Session;

const missing = webkitMissing();

beforeAll(async () => {
  if (missing) throw new Error(missing);
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer('webkit');
  try {
    webkit = await launchWebKit();
  } catch (error) {
    await server.stop();
    throw error;
  }
  page = webkit.session;
});

afterAll(async () => {
  await webkit?.stop();
  await server?.stop();
});

/** What the screen showed when a journey failed, beside the journeys' own screenshots. */
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !page) return;
  await page.screenshot(join(SHOTS, `failed-${task.name.replace(/\W+/g, '-')}.png`)).catch(() => undefined);
});

const open = (hashPath: string) => page.goto(`${server.origin}/#${hashPath}`);

/**
 * Once the screen is still, a PNG of it for a person to look at; and nothing on it reaches past the
 * phone's width (a page that scrolls sideways is the most common way a layout breaks in one engine).
 */
async function shot(name: string): Promise<void> {
  await page.settled();
  await page.screenshot(join(SHOTS, `${name}.png`));
  const width = await page.execute<number>('return document.documentElement.scrollWidth');
  expect(width, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(390);
}

/** The welcome dialog greets the first visit to / of a browser session: close it. */
async function dismissWelcome(): Promise<void> {
  const ok = await page.find({ role: 'button', name: '我知道了' });
  await page.click(ok);
  await page.gone({ role: 'button', name: '我知道了' });
}

/** A toast (or any text) with exactly this text is on screen. */
const toast = (text: string) => page.find({ text });

/** POST /api/<path> as the member with `token`: the envelope's data, after checking its code. */
async function api<T>(path: string, token: string, body: object = {}): Promise<T> {
  const res = await fetch(`${server.origin}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/** Operator commands on this server's database, as e2e/support/app.ts `operators`. */
function operators(commands: string[][]): void {
  execFileSync(
    join('node_modules', '.bin', 'tsx'),
    ['e2e/support/run-operators.ts', JSON.stringify(commands)],
    {
      env: { ...process.env, DATABASE_FILE: join(server.dataDir, 'app.db') },
      encoding: 'utf8',
    },
  );
}

/** The captcha on screen: the image's file name is its answer (`captcha/AB12.svg`). */
async function captchaAnswer(): Promise<string> {
  const src = (await page.attribute(await page.find({ role: 'img', name: '验证码' }), 'src')) ?? '';
  const answer = /captcha\/([^/]+)\.svg$/.exec(src)?.[1];
  if (!answer) throw new Error(`unexpected captcha src ${src}`);
  return answer;
}

/** The member the journeys register through the form, and then use. */
const member = { name: `wk${Date.now().toString(36).slice(-6)}`, password: 'pass1234', pay: '123456' };
/** The member's main balance as the server holds it ("398.50"): money is checked where it lives. */
const serverBalance = async () =>
  String((await api<{ balance: string }>('balance', await sessionToken())).balance);

/** The member's token as the app holds it (sessionStorage `token`, src/lib/storage.ts). */
const sessionToken = () => page.execute<string>("return sessionStorage.getItem('token')");

describe('WebKit (Safari’s engine)', () => {
  it('a visitor walks the landing routes: /, /login, /activity, /zhanzhu', async () => {
    await open('/');
    await dismissWelcome();
    await page.find({ role: 'navigation', name: '底部导航' });
    await page.find({ role: 'button', name: '登录' });
    await shot('01-home');

    await open('/login');
    await page.find({ role: 'tab', name: '登录' });
    await page.find({ label: '账号' });
    await shot('02-login');

    await open('/activity');
    const promotions = await page.find({ role: 'region', name: '优惠活动' });
    await page.find({ role: 'listitem', name: /./ }, promotions);
    await shot('03-activity');

    await open('/zhanzhu');
    const sponsors = await page.find({ role: 'region', name: '赞助商轮播' });
    await page.find({ role: 'img', name: /./ }, sponsors);
    await shot('04-zhanzhu');
    const broken = await page.execute<string[]>(
      'return [...document.images].filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src)',
    );
    expect(broken).toEqual([]);
  });

  it('signs in through the form and lands home with the greeting', async () => {
    await open('/login');
    const form = await page.find({ role: 'form', name: '登录' });
    await page.fill(await page.find({ label: '账号' }, form), 'demo888');
    await page.fill(await page.find({ label: '密码' }, form), 'demo8888');
    await page.fill(await page.find({ label: '验证码' }, form), await captchaAnswer());
    await page.click(await page.find({ role: 'button', name: '登录' }, form));
    await page.untilUrl(/#\/$/);
    await page.find({ text: '您好，demo888' });
    await shot('05-signed-in');
    // Signed out again for the next journey, as a closed tab would: the app reads the token
    // only when it starts, so leave it for another page first.
    await page.execute('sessionStorage.clear()');
    await page.goto(`${server.origin}/favicon.svg`);
  });

  it('registers a member through the form and lands home with ¥0.00', async () => {
    await open('/login?type=1');
    await page.find({ role: 'tab', name: '注册' });
    await page.fill({ label: '用户名' }, member.name);
    await page.fill({ label: '密码' }, member.password);
    await page.fill({ label: '确认密码' }, member.password);
    await page.fill({ label: '真实姓名' }, '测试会员');
    await page.fill({ label: '支付密码' }, member.pay);
    await shot('06-register');
    await page.fill({ label: '验证码' }, await captchaAnswer());
    await page.click({ role: 'button', name: '立即注册' });
    await page.untilUrl(/#\/$/);
    await page.find({ text: `您好，${member.name}` });
    await page.find({ text: '¥0.00' });
    await shot('07-registered');
    // Its toast (注册成功) outlives the screen: let it go before the next one takes taps.
    await page.gone({ text: '注册成功' });
  });

  it('orders a bank deposit: the order with its countdown, approved by the operator', async () => {
    await open('/recharge');
    await page.find({ role: 'heading', name: '财务中心' });
    // A fresh member has nothing bound: the reminder offers it; later.
    await page.click({ text: '稍后再说' });
    await page.gone({ text: '稍后再说' });
    await page.fill({ label: '存款人姓名' }, '李四');
    await page.select('银行类型', '中国工商银行');
    await page.fill({ label: '银行卡号' }, '6222021001123456');
    await page.fill({ label: '开户行地址' }, '深圳福田支行');
    await page.click({ role: 'button', name: '499' });
    await shot('08-deposit');
    await page.click({ role: 'button', name: '立即存款' });
    const url = await page.untilUrl(/#\/payInfo\?deposit_no=D\d+$/);
    const depositNo = /deposit_no=(D\d+)/.exec(url)![1]!;
    await page.find({ role: 'heading', name: '充值详情' });
    await page.find({ text: depositNo });
    await page.find({ text: /^(60:00|59:[0-5]\d)$/ });
    await shot('09-deposit-order');
    operators([
      ['approve-deposit', depositNo],
      ['waive-turnover', member.name],
    ]);
    await open('/mine');
    const info = await page.find({ role: 'region', name: '会员信息' });
    await page.find({ text: '499.00' }, info);
    await shot('10-mine');
  });

  it('reads the deposit mail in the inbox', async () => {
    await open('/mine');
    await page.click({ text: '消息中心' });
    await page.click({ role: 'tab', name: '站内信' });
    await page.click({ role: 'heading', name: '存款到账通知' });
    await page.untilUrl(/#\/mailDetail\?id=\d+$/);
    // The list slides away while the detail loads: the mail itself, not the list's row.
    await page.gone({ text: '加载中…' });
    await page.find({ role: 'heading', name: '存款到账通知' });
    await page.find({ text: /499\.00 元已到账/ });
    await shot('11-mail');
  });

  it('withdraws to a bound bank card: the balance drops', async () => {
    await api('bindcard', await sessionToken(), {
      bank: '中国工商银行',
      bank_address: '上海分行',
      bank_no: '6222020000000088',
      bank_owner: '测试会员',
      pay_pass: member.pay,
    });
    await open('/withdrawal');
    await page.find({ role: 'heading', name: '财务中心' });
    const balance = await page.find({ role: 'group', name: '账户余额' });
    await page.find({ text: '499.00' }, balance);
    await page.click({ role: 'radio', name: /中国工商银行/ });
    await page.fill({ label: '提现金额' }, '100.50');
    await page.fill({ label: '支付密码' }, member.pay);
    await shot('12-withdrawal');
    await page.click({ role: 'button', name: '确认提现' });
    await toast('提交成功，等待后台审核');
    await page.find({ text: '398.50' }, balance);
    await page.untilUrl(/#\/transRecord\?type=2$/);
    expect(await serverBalance()).toBe('398.50');
    await shot('13-withdrawal-records');
  });

  it('transfers to a venue: the main balance drops, the venue’s tile shows it', async () => {
    await open('/transfer');
    await page.find({ role: 'heading', name: '转账' });
    const main = await page.find({ role: 'region', name: '主账户余额' });
    await page.find({ text: '398.50' }, main);
    await page.fill({ label: '转账金额' }, '100');
    await page.click({ role: 'button', name: /^转入钱包/ });
    const picker = await page.find({ role: 'dialog', name: '选择钱包' });
    await shot('14-transfer-picker');
    // The first venue of the seeded site (its tiles on the screen: 场馆余额).
    await page.click(await page.find({ role: 'button', name: /^沙巴体育/ }, picker));
    await page.gone({ role: 'dialog', name: '选择钱包' });
    await page.click({ role: 'button', name: '立即转账' });
    await toast('转账成功');
    await page.find({ text: '298.50' }, main);
    await page.find({ text: '100.00' }, await page.find({ role: 'region', name: '场馆余额' }));
    expect(await serverBalance()).toBe('298.50');
    await shot('15-transfer');
    await page.gone({ text: '转账成功' });
  });

  it('guides an iPhone visitor to add the site to the home screen', async () => {
    await open('/');
    // Never closed since the sign-in journey cleared the session: it greets this visit.
    await dismissWelcome();
    const add = await page.find({ role: 'button', name: '添加到主屏幕' });
    await page.click(add);
    expect(await page.attribute(add, 'aria-expanded')).toBe('true');
    await page.find({ role: 'note', name: /分享.*添加到主屏幕/ });
    await shot('16-add-to-home');
  });

  it('after one visit the shell opens with the server gone (service worker)', async () => {
    await page.executePromise('await navigator.serviceWorker.ready');
    await page.refresh();
    await poll('the page to be controlled by the service worker', () =>
      page.execute<boolean>('return navigator.serviceWorker.controller !== null'),
    );
    await server.stop();
    await open('/activity');
    await page.refresh();
    await page.find({ role: 'navigation', name: '底部导航' });
    // The list cannot load: the screen says so itself, inside the shell.
    await page.find({ text: /^(网络异常|加载失败)/ }, undefined, 30_000);
    await shot('17-offline');
  });
});
