/**
 * The done-when flows of issue 8, walked in the original Vue 2 client (hash routing, selectors from
 * its components). Each flow throws with the reason it failed, or returns what it saw.
 */
import type { Page } from '@playwright/test';
import { answerOf, waitAnswer } from './api-log';

export interface Walk {
  page: Page;
  origin: string;
}
interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

let loads = 0;
/** A full page load of a hash route (a changed query forces it), so every screen boots like a visit. */
export async function open(walk: Walk, hashPath: string): Promise<void> {
  loads += 1;
  await walk.page.goto(`${walk.origin}/?load=${loads}#${hashPath}`);
}

function check(condition: unknown, reason: string): asserts condition {
  if (!condition) throw new Error(reason);
}

/** The client checks its captcha itself: the code is the image's file name (static/image/yzm/XXXX.png). */
async function captchaOf(page: Page, container: string): Promise<string> {
  const src = (await page.locator(`${container} img`).first().getAttribute('src')) ?? '';
  const code = /yzm\/(\w+)\.png/.exec(src)?.[1];
  check(code, `no captcha image in ${container}`);
  return code;
}

export async function register(walk: Walk, name: string, password: string, payPassword: string) {
  const { page } = walk;
  await open(walk, '/login?type=1');
  await page.getByPlaceholder('用户名').fill(name);
  await page.getByPlaceholder('登录密码').fill(password);
  await page.getByPlaceholder('确认密码').fill(password);
  await page.getByPlaceholder('真实姓名').fill('王小明');
  await page.getByPlaceholder('支付密码').fill(payPassword);
  await page.getByPlaceholder('验证码').fill(await captchaOf(page, '.register_inputMain__3Ur5m'));
  const body = await answerOf<Envelope>(page, 'register', () =>
    page.locator('button:has-text("注册")').click(),
  );
  check(body.code === 200, `register answered ${body.code} ${body.message}`);
  await page.waitForURL(/#\/$/);
  return `registered ${name}`;
}

export async function login(walk: Walk, name: string, password: string) {
  const { page } = walk;
  await open(walk, '/login');
  await page.getByPlaceholder('用户名').fill(name);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  await page.getByPlaceholder('验证码').fill(await captchaOf(page, '.login_inputMain__18b4V'));
  const body = await answerOf<Envelope>(page, 'login_pc', () =>
    page.locator('button:has-text("登录")').click(),
  );
  check(body.code === 200, `login_pc answered ${body.code} ${body.message}`);
  await page.waitForURL(/#\/$/);
  await page.locator('.xiding .lefsg .name').filter({ hasText: name }).waitFor();
  return `signed in as ${name}`;
}

export async function homeTabsAndBanners(walk: Walk) {
  const { page } = walk;
  await open(walk, '/');
  const banner = page.locator('.van-swipe-item img').first();
  await banner.waitFor();
  const loaded = await banner.evaluate(async (img: HTMLImageElement) => {
    if (!img.complete) await new Promise((done) => img.addEventListener('load', done, { once: true }));
    return img.naturalWidth > 0;
  });
  check(loaded, `banner image ${await banner.getAttribute('src')} did not load`);
  const counts: string[] = [];
  const tabs = page.locator('.gameBoxs .lfst .ls');
  for (let i = 0; i < (await tabs.count()); i += 1) {
    await tabs.nth(i).click();
    const tiles = page.locator('.gameBoxs .rigts img');
    await tiles
      .first()
      .waitFor({ state: 'attached', timeout: 5_000 })
      .catch(() => undefined);
    const label = (await tabs.nth(i).innerText()).trim();
    check((await tiles.count()) > 0, `tab ${label} shows no game tile`);
    // Tile art is the original's own static files (placeholders in a reconstruction): wait until
    // each image has loaded or failed, so the screenshot shows the tab as a visitor sees it.
    const loaded = await tiles.evaluateAll((imgs) =>
      Promise.all(
        (imgs as HTMLImageElement[]).map(async (img) => {
          if (!img.complete)
            await new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            });
          return img.naturalWidth > 0;
        }),
      ),
    );
    const missing = loaded.filter((ok) => !ok).length;
    counts.push(`${label} ${loaded.length}${missing ? ` (${missing} without art)` : ''}`);
  }
  await tabs.first().click();
  return `banners ${await page.locator('.van-swipe-item').count()}; tiles: ${counts.join(', ')}`;
}

export async function walletTotals(walk: Walk) {
  const { page } = walk;
  const user = await answerOf<Envelope<{ balance: string; gameblance: string }>>(page, 'user', () =>
    open(walk, '/money'),
  );
  check(user.code === 200, `user answered ${user.code}`);
  const expected = Number(user.data.balance) + Number(user.data.gameblance);
  check(
    Number.isFinite(expected),
    `balance ${user.data.balance} + gameblance ${user.data.gameblance} is not a number`,
  );
  const total = page.locator('.mehs .num');
  await page.waitForFunction(
    (want) => Number(document.querySelector('.mehs .num')?.textContent?.trim()) === want,
    expected,
    { timeout: 10_000 },
  );
  const shown = (await total.innerText()).trim();
  const game = (await page.locator('.mesg .bosgf .bots').nth(1).innerText()).trim();
  return `总资产 ${shown} = ${user.data.balance} + 游戏钱包 ${game}`;
}

export async function vipPage(walk: Walk) {
  const { page } = walk;
  const user = waitAnswer<Envelope<{ current_vip: string }>>(page, 'user');
  const vip = await answerOf<Envelope<{ recharge: string }[]>>(page, 'uservip', () => open(walk, '/vip'));
  const { current_vip } = (await user).data;
  const level = Number(/VIP(\d+)/.exec(current_vip)?.[1]);
  check(level >= 1 && level <= 10, `current_vip is ${current_vip}`);
  check(
    vip.code === 200 && vip.data.length >= 10,
    `uservip answered ${vip.code} with ${vip.data.length} levels`,
  );
  await page
    .locator('.vipshow .vip')
    .filter({ hasText: `VIP${level}` })
    .waitFor();
  const deposit = (await page.locator('.vipshow .leiji .megs').innerText()).trim();
  check(deposit !== '' && deposit !== 'undefined', `VIP${level} card shows deposit "${deposit}"`);
  check(
    (await page.locator('.vipshow .ishw').innerText()).includes('已达标'),
    'own level not shown as 已达标',
  );
  return `${current_vip}: card VIP${level}, 累计存款 ${deposit}`;
}

export async function lobbyLaunch(walk: Walk) {
  const { page } = walk;
  await open(walk, '/');
  await page.locator('.gameBoxs .lfst .ls').filter({ hasText: '电子' }).click();
  const list = await answerOf<Envelope<{ catecode: string; gamecode: string; gamename: string }[]>>(
    page,
    'gamelistBycode',
    () => page.locator('.gameBoxs .rigts img[src$="concise/obgdy.png"]').first().click(),
  );
  check(
    list.code === 200 && list.data.length > 0,
    `gamelistBycode answered ${list.code} with ${list.data?.length} games`,
  );
  const first = list.data[0]!;
  const launch = await answerOf<Envelope<{ url: string }>>(page, 'getGameUrl', () =>
    page.locator('.gameLis').first().click(),
  );
  check(launch.code === 200 && launch.data.url, `getGameUrl answered ${launch.code} ${launch.message}`);
  await page.locator('#iframe').waitFor();
  await page.waitForFunction(() => {
    const frame = document.querySelector<HTMLIFrameElement>('#iframe');
    return Boolean(frame?.contentWindow && frame.contentWindow.location.href !== 'about:blank');
  });
  return `${first.gamename} (plat_name ${first.catecode}) → ${launch.data.url}`;
}

export async function payPage(walk: Walk, way: '微信' | '支付宝') {
  const { page } = walk;
  await answerOf(page, 'get_pay_way', () => open(walk, '/recharge'));
  check(
    !(await page.locator('.domainModal_domainView__FWCzg').isVisible()),
    'recharge shows 请前往绑定 (no card)',
  );
  const range = await answerOf<Envelope<{ min_price: number }>>(page, 'getPayRange', () =>
    page.locator('.typelis .tyls').filter({ hasText: way }).click(),
  );
  check(range.code === 200, `getPayRange answered ${range.code}`);
  await page
    .locator('.usrse input.van-field__control')
    .fill(String(Math.max(100, Number(range.data.min_price))));
  // The client goes on to payInfo as soon as the order is answered: wait for both from the click on.
  const payinfo = waitAnswer<Envelope<{ cardlist: { payimg?: string } | null; info: { amount: string } }>>(
    page,
    'payinfo',
  );
  payinfo.catch(() => undefined);
  const order = await answerOf<Envelope>(page, 'recharge', () =>
    page.locator('button:has-text("立即存款")').click(),
  );
  check(order.code === 200, `recharge answered ${order.code} ${order.message}`);
  const info = await payinfo;
  check(
    info.code === 200 && info.data.cardlist?.payimg,
    `payinfo answered ${info.code}, cardlist ${JSON.stringify(info.data?.cardlist)}`,
  );
  await page
    .locator('.PayAmount .Amount')
    .filter({ hasText: String(info.data.info.amount) })
    .waitFor();
  const qr = page.locator('.transaction-detail img');
  const loaded = await qr.evaluate(async (img: HTMLImageElement) => {
    if (!img.complete) await new Promise((done) => img.addEventListener('load', done, { once: true }));
    return img.naturalWidth > 0;
  });
  check(loaded, `QR image ${info.data.cardlist.payimg} did not load`);
  return `order ${order.message}, amount ${info.data.info.amount}, QR ${info.data.cardlist.payimg}`;
}

export async function inbox(walk: Walk) {
  const { page } = walk;
  const list = await answerOf<Envelope<{ data: unknown[]; total: number }>>(page, 'noticelist', () =>
    open(walk, '/message'),
  );
  check(list.code === 200, `noticelist answered ${list.code}`);
  await page.locator('[role="tab"]').filter({ hasText: '站内信' }).click();
  const pane = page.locator('.van-tab__pane');
  if (list.data.data.length > 0) await pane.locator('.van-cell').first().waitFor();
  else await pane.getByText('没有更多了~').waitFor();
  return `站内信 ${await pane.locator('.van-cell').count()} of ${list.data.total}`;
}

export async function welfare(walk: Walk) {
  const { page } = walk;
  const counts = await answerOf<Envelope<{ sendnums: number; acquirednum: number }>>(
    page,
    'userredpacket',
    () => open(walk, '/welfare'),
  );
  check(counts.code === 200, `userredpacket answered ${counts.code}`);
  await page.getByText(`剩余领取次数：${counts.data.sendnums}`).waitFor();
  await page
    .getByText(/空空如也|充值金额/)
    .first()
    .waitFor();
  return `剩余 ${counts.data.sendnums}, 已领取 ${counts.data.acquirednum}`;
}

export async function payPasswordChange(walk: Walk, from: string, to: string) {
  const { page } = walk;
  await open(walk, '/password?type=2');
  await page.getByPlaceholder('请输入当前密码').fill(from);
  await page.getByPlaceholder('请输入新密码').fill(to);
  await page.getByPlaceholder('请再次输入密码').fill(to);
  const body = await answerOf<Envelope>(page, 'editPayPassword', () =>
    page.locator('button:has-text("确认修改")').click(),
  );
  check(body.code === 200, `editPayPassword answered ${body.code} ${body.message}`);
  await page.getByText('密码修改成功！').waitFor();
  return 'payment password changed';
}

export async function redPacketRules(walk: Walk) {
  const { page } = walk;
  const body = await answerOf<
    Envelope<{ rules: { day_flow: string; flow_money: string; recharge: string }[] }>
  >(page, 'userredpacket', () => open(walk, '/hongbao'));
  check(body.code === 200 && body.data.rules.length > 0, `userredpacket answered ${body.code} with no rules`);
  const rows = page.locator('#activityTable tr');
  await rows.nth(1).waitFor();
  const bands = body.data.rules.map(
    (r) => [Number(r.day_flow), Number(r.flow_money), Number(r.recharge)] as const,
  );
  for (const [i, [from, to, draws]] of bands.entries()) {
    check(from < to && Number.isInteger(draws) && draws > 0, `rule ${i}: band ${from}-${to}, draws ${draws}`);
    if (i > 0) check(from >= bands[i - 1]![1], `rule ${i} overlaps the band before it`);
  }
  const cells = await rows.nth(1).locator('td').allInnerTexts();
  return `${bands.length} bands; first row: ${cells.join(' | ')}`;
}

/** `expire` ends the member's sessions on the server; the client's balance poll must then sign it out. */
export async function forcedLogout(walk: Walk, expire: () => void) {
  const { page } = walk;
  await answerOf(page, 'user', () => open(walk, '/mine'));
  expire();
  // A poll already on its way when the session ended may still answer 200: wait for the first 401.
  await page.waitForResponse(
    async (r) => new URL(r.url()).pathname === '/api/balance' && ((await r.json()) as Envelope).code === 401,
    { timeout: 15_000 },
  );
  await page.waitForURL(/#\/login/, { timeout: 15_000 });
  await page.getByText('认证失败').waitFor();
  return 'poll answered code 401 → 认证失败 dialog, /login';
}

/** Beyond the done-when list, issue 8 point 9: bound bank cards show their bank's logo (`ico`). */
export async function cardLogos(walk: Walk) {
  const { page } = walk;
  const cards = await answerOf<Envelope<{ bank: string; ico?: string }[]>>(page, 'getcard', () =>
    open(walk, '/wallet?type=2'),
  );
  check(cards.code === 200, `getcard answered ${cards.code}`);
  const banks = page.locator('.van-tab__pane .lis img.lefs');
  await banks.first().waitFor();
  const logos = await banks.evaluateAll((imgs) =>
    Promise.all(
      (imgs as HTMLImageElement[]).map(async (img) => {
        if (!img.complete) await new Promise((done) => img.addEventListener('load', done, { once: true }));
        return img.naturalWidth > 0 && !img.src.includes('/static/');
      }),
    ),
  );
  check(logos.length > 0 && logos.every(Boolean), `bank logos loaded: ${JSON.stringify(logos)}`);
  return `${logos.length} cards with their bank logo`;
}
