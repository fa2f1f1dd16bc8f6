/**
 * The compatibility flows, walked in the original Vue 2 client (hash routing, selectors
 * from its components). Each flow throws with the reason it failed, or returns what it saw.
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

/** Home's welcome dialog (index_modal 1) covers the tabs: close it as a visitor would. */
async function closeWelcome(page: Page) {
  const mask = page.locator('.domainModal_domainView__FWCzg .domainModal_mask__24Y2m');
  await mask.waitFor({ timeout: 5_000 }).catch(() => undefined);
  if (await mask.isVisible()) await mask.click({ position: { x: 5, y: 5 } });
}

/** Waits until every image of `images` has loaded or failed; true for each that has pixels. */
async function imagesLoaded(images: ReturnType<Page['locator']>): Promise<boolean[]> {
  return images.evaluateAll((imgs) =>
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
}

export async function homeTabsAndBanners(walk: Walk) {
  const { page } = walk;
  await open(walk, '/');
  await closeWelcome(page);
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
    // Tile art is the original's own static files, named by the family's platform codes: a tile
    // whose code the original has no art for is invisible.
    const loaded = await imagesLoaded(tiles);
    const missing = await tiles.evaluateAll(
      (imgs, ok) =>
        (imgs as HTMLImageElement[]).filter((_, i) => !ok[i]).map((img) => new URL(img.src).pathname),
      loaded,
    );
    check(missing.length === 0, `tab ${label}: no art for ${missing.join(', ')}`);
    counts.push(`${label} ${loaded.length}`);
  }
  await tabs.first().click();
  return `banners ${await page.locator('.van-swipe-item').count()}; tiles (all with art): ${counts.join(', ')}`;
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
  await closeWelcome(page);
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
  payInfoPath = new URL(page.url()).hash.slice(1);
  const qr = page.locator('.transaction-detail img');
  const loaded = await qr.evaluate(async (img: HTMLImageElement) => {
    if (!img.complete) await new Promise((done) => img.addEventListener('load', done, { once: true }));
    return img.naturalWidth > 0;
  });
  check(loaded, `QR image ${info.data.cardlist.payimg} did not load`);
  return `order ${order.message}, amount ${info.data.info.amount}, QR ${info.data.cardlist.payimg}`;
}

/** The last payment page a flow reached (`/payInfo?deposit_no=…`), for the route visits. */
export let payInfoPath = '/payInfo';

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

/** Beyond the done-when list: bound bank cards show their bank's logo (`ico`). */
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

// ---------- guests, referral links, sponsor pages and maintenance ----------

/**
 * Point 1: /addBankCard's inputs are `readonly` until their inline `onfocus` handler removes the
 * attribute; typed text lands only if the page's CSP lets that handler run.
 */
async function typeIntoLocked(page: Page, placeholder: string, text: string) {
  const input = page.getByPlaceholder(placeholder, { exact: true });
  await input.click();
  await page.keyboard.type(text);
  const value = await input.inputValue();
  check(
    value === text,
    `${placeholder}: typed "${text}", the field holds "${value}" (inline onfocus blocked?)`,
  );
}

/**
 * Sends the form's bindcard and checks it bound `number`. On success the original goes back a page
 * (`$router.back()`, a new document here), which can take the answer with it: the response event
 * of a request whose page has gone may never come. So the walk waits for whichever comes first, the
 * answer (a refusal stays on the form, where it is readable) or the form being left, and then reads
 * the member's card list over the API with its token.
 */
async function bindAndConfirm(walk: Walk, type: 1 | 2, number: string) {
  const { page } = walk;
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const form = new URL(page.url()).hash;
  const answered = page
    .waitForResponse((r) => new URL(r.url()).pathname === '/api/bindcard')
    .then((r) => r.json() as Promise<Envelope>)
    .catch(() => null);
  const left = page
    .waitForURL((url) => url.hash !== form)
    .then(() => null)
    .catch(() => null);
  await page.locator('button:has-text("确认添加")').click();
  const body = await Promise.race([answered, left]);
  check(body === null || body.code === 200, `bindcard answered ${body?.code} ${body?.message}`);
  const cards = (await (
    await page.request.post(`${walk.origin}/api/getcard`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { type },
    })
  ).json()) as Envelope<{ bank_no: string }[]>;
  check(
    cards.code === 200 && cards.data.some((card) => card.bank_no.endsWith(number.slice(-4))),
    `getcard {type: ${type}} lacks …${number.slice(-4)}`,
  );
}

export async function bindBankCard(walk: Walk, owner: string, payPassword: string) {
  const { page } = walk;
  await answerOf(page, 'banklist', () => open(walk, '/addBankCard'));
  await typeIntoLocked(page, '请输入持卡人姓名', owner);
  // The bank field is a disabled input (a tap on it dispatches nothing): its label opens the picker.
  await page.locator('.hgs .nams', { hasText: '银行类型' }).click();
  await page.locator('.van-picker__confirm').click();
  const bank = await page.getByPlaceholder('请选择银行类型').inputValue();
  check(bank !== '', 'no bank chosen in the picker');
  const number = '6222020200114455';
  await typeIntoLocked(page, '请输入银行卡号', number);
  await typeIntoLocked(page, '请输入开户行', '北京市海淀区支行');
  await page.getByPlaceholder('请输入支付密码').fill(payPassword);
  await bindAndConfirm(walk, 1, number);
  return `bound a ${bank} card for ${owner}`;
}

export async function bindUsdt(walk: Walk, payPassword: string) {
  const { page } = walk;
  await open(walk, '/addUsdtCard');
  const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
  await typeIntoLocked(page, '请输入USDT地址', address);
  await page.getByPlaceholder('请输入支付密码').fill(payPassword);
  await bindAndConfirm(walk, 2, address);
  return 'bound a TRC20 address';
}

/** Point 2: /zhanzhuye?type=1|2 frames `<API host>/h5/<type>.html`. */
export async function sponsorPages(walk: Walk) {
  const { page } = walk;
  const seen: string[] = [];
  for (const type of ['1', '2']) {
    const framed = page.waitForResponse((r) => new URL(r.url()).pathname === `/h5/${type}.html`);
    await open(walk, `/zhanzhuye?type=${type}`);
    const response = await framed;
    check(response.status() === 200, `/h5/${type}.html answered HTTP ${response.status()}`);
    const heading = page.frameLocator('#iframe').locator('h1');
    await heading.waitFor();
    // The page's first picture (the second loads lazily, below the fold).
    const [art] = await imagesLoaded(page.frameLocator('#iframe').locator('img').first());
    check(art, `/h5/${type}.html: its sponsor art did not load`);
    seen.push(`${type}: ${(await heading.innerText()).trim()}`);
  }
  return `framed sponsor pages ${seen.join(', ')}`;
}

/** Point 3: a referral link (`/?pid=…`) with no visit URL configured stays in the app. */
export async function referral(walk: Walk) {
  const { page } = walk;
  const body = await answerOf<Envelope>(page, 'getVisitUrl', () =>
    page.goto(`${walk.origin}/?load=pid#/?pid=8`),
  );
  check(body.code !== 200, `getVisitUrl answered ${body.code} with ${JSON.stringify(body.data)}`);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const url = new URL(page.url());
  check(
    url.pathname === '/' && !url.pathname.includes('register'),
    `left the app for ${url.pathname}${url.search}`,
  );
  check((await page.locator('#app').innerText()).trim() !== '', 'blank page after the referral link');
  return `getVisitUrl code ${body.code}: stayed on ${url.pathname}${url.hash}`;
}

/** Point 5: the four lobby tabs concise.vue hard-codes each list games. */
export async function lobbyTabs(walk: Walk) {
  const { page } = walk;
  const counts: string[] = [];
  for (const code of ['obgdy', 'fgdz', 'pp', 'ae']) {
    const list = await answerOf<Envelope<unknown[]>>(page, 'gamelistBycode', () =>
      open(walk, `/concise?type=${code}`),
    );
    check(
      list.code === 200 && list.data.length > 0,
      `gamelistBycode ${code} answered ${list.code} with ${list.data?.length} games`,
    );
    await page.locator('.gameLis').first().waitFor();
    counts.push(`${code} ${list.data.length}`);
  }
  return `games: ${counts.join(', ')}`;
}

/** Point 6: with site_state 0 App.vue shows appInfo.repair_tips instead of the app. */
export async function maintenance(walk: Walk, setSiteState: (state: 0 | 1) => void) {
  const { page } = walk;
  setSiteState(0);
  try {
    const app = await answerOf<Envelope<{ site_state: number; repair_tips?: string }>>(page, 'app', () =>
      open(walk, '/'),
    );
    check(
      app.data.site_state === 0 && app.data.repair_tips,
      `app answered site_state ${app.data.site_state}, repair_tips ${app.data.repair_tips}`,
    );
    await page.getByText(app.data.repair_tips, { exact: true }).waitFor();
    return `shows "${app.data.repair_tips}"`;
  } finally {
    setSiteState(1);
  }
}

/** Point 8: a new member's 站内信 holds no personal notice it never earned. */
export async function newMemberInbox(walk: Walk) {
  const { page } = walk;
  const list = await answerOf<Envelope<{ data: { title: string }[]; total: number }>>(
    page,
    'noticelist',
    () => open(walk, '/message'),
  );
  check(
    list.code === 200 && list.data.data.length > 0,
    `noticelist answered ${list.code} with ${list.data?.data?.length}`,
  );
  const personal = list.data.data.filter((m) => /存款到账|返水已派发|晋级礼金|专属客服/.test(m.title));
  check(personal.length === 0, `new member sees ${personal.map((m) => m.title).join(', ')}`);
  return `${list.data.total} general notices`;
}

/** The original's 34 routes (its router), each with the query its own links use. */
export const ROUTES = [
  '/',
  '/hongbao',
  '/activity',
  '/zhanzhu',
  '/mine',
  '/app',
  '/kefu',
  '/login',
  '/gamePage?name=ag&type=live&code=',
  '/activityInfo?id=1',
  '/zhanzhuye?type=1',
  '/vip',
  '/applyagent',
  '/boutBallBet',
  '/boutBallBetInfo?type=1',
  '/message',
  '/fanshui',
  '/userInfo',
  '/userCent',
  '/wallet',
  '/addBankCard',
  '/addUsdtCard',
  '/usdtmore',
  '/password?type=1',
  '/welfare',
  '/betRecord',
  '/activityRecord',
  '/transRecord',
  '/money',
  '/recharge',
  'payInfo',
  '/concise?type=obgdy',
  '/withdrawal',
  '/transfer',
] as const;

/** Opens one route as a visit does and waits for its calls; fails on a blank page or a bounce to /login. */
export async function visit(walk: Walk, route: string) {
  const { page } = walk;
  const path = route === 'payInfo' ? payInfoPath : route;
  await open(walk, path);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const hash = new URL(page.url()).hash.slice(1) || '/';
  check(route === '/login' || !hash.startsWith('/login'), `${path} sent a signed-in member to ${hash}`);
  const text = (await page.locator('#app').innerText()).trim();
  // /gamePage and /zhanzhuye are a frame (and a back button image): what they show is the frame's.
  const frame = page.locator('#app iframe');
  if (text.length === 0) {
    check((await frame.count()) > 0, `${path} renders nothing`);
    // gamePage.vue sets its frame's location from script, without a src attribute.
    await page.frameLocator('#app iframe').locator('body *').first().waitFor();
    const shown = (await (await frame.first().elementHandle())?.contentFrame())?.url() ?? '';
    return `${hash}: a frame of ${new URL(shown, walk.origin).pathname}`;
  }
  return `${hash}: ${text.replace(/\s+/g, ' ').slice(0, 40)}`;
}
