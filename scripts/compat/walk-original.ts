/**
 * The compatibility walk, for real: the family's original Vue 2 client (built from its own repository,
 * outside ours) served by our server walks every listed flow and visits all 34 of its routes in
 * Chromium at 375×812, and no `/api` answer on the way has an HTTP status other than 200 or a body
 * code 404/422.
 *
 *   npx tsx scripts/compat/walk-original.ts <dist folder of the original> [screenshot folder]
 *   (npm run compat:original -- <dist folder>)
 *
 * Our server starts on a fresh database as the bench starts it, with STATIC_DIR=<dist> and
 * STATIC_LEGACY_SCRIPTS=1 (the original compiles its root template in the browser and unlocks its card
 * inputs with inline handlers). Visitors: a guest, a fresh member registered through the original's
 * own form (docs/product.md rules: password ≥ 8, letters and digits) and the seeded demo888 (deposits, VIP
 * above
 * 1, bound cards). Prints a table; exit code 1 when a flow fails.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../chromium';
import { CHROMIUM, startServer, stopAll } from '../bench/processes';
import { ApiLog } from './api-log';
import * as flows from './original-flows';

const dist = resolve(process.argv[2] ?? '');
const shots = resolve(process.argv[3] ?? join(tmpdir(), 'compat-shots'));
if (!process.argv[2] || !existsSync(join(dist, 'index.html'))) {
  console.error(
    'usage: npx tsx scripts/compat/walk-original.ts <dist folder with index.html> [screenshot folder]',
  );
  process.exit(2);
}
mkdirSync(shots, { recursive: true });

interface Outcome {
  flow: string;
  ok: boolean;
  detail: string;
}
const outcomes: Outcome[] = [];
const log = new ApiLog();
const scriptErrors: { flow: string; text: string }[] = [];

async function member(browser: Browser, origin: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  context.setDefaultTimeout(20_000);
  log.watch(context);
  const page = await context.newPage();
  // Script errors (Vue 2 logs render errors with console.error); missing images and the blocked
  // remote icon font are the reconstruction's missing static files, not the client's behaviour.
  const note = (text: string) =>
    scriptErrors.push({ flow: log.flow, text: text.split('\n')[0]!.slice(0, 240) });
  // With the first frame of its stack (file:line:column of the original's bundle) to find it by.
  page.on('pageerror', (error) =>
    note(
      `${error.message}${
        /\n\s*at [^\n]*/
          .exec(error.stack ?? '')?.[0]
          .trim()
          .replace(/^at /, ' @ ') ?? ''
      }`,
    ),
  );
  page.on('console', (message) => {
    // The original's index.html also links static/css/swiper.css, which its repository lacks, and a
    // remote icon font our CSP does not allow: noise of every page, not a flow's behaviour.
    if (
      message.type() === 'error' &&
      !/Failed to load resource|Loading the font|Loading the stylesheet 'https:|swiper\.css/.test(
        message.text(),
      )
    )
      note(message.text());
  });
  return { context, walk: { page, origin } };
}

/** Runs one flow: its answers are logged under its name, a screenshot (<id>.png) is taken whatever happens. */
async function flow(id: string, name: string, walk: flows.Walk, run: () => Promise<string>) {
  log.flow = name;
  let ok = true;
  let detail: string;
  try {
    detail = await run();
  } catch (error) {
    ok = false;
    detail = (error as Error).message.split('\n')[0] ?? String(error);
  }
  await walk.page.screenshot({ path: join(shots, `${id}.png`) }).catch(() => undefined);
  outcomes.push({ flow: name, ok, detail });
  console.log(`${ok ? 'pass' : 'FAIL'} ${name}: ${detail}`);
}

async function main() {
  const server = await startServer('original', { STATIC_DIR: dist, STATIC_LEGACY_SCRIPTS: '1' });
  // The server's own database: what an operator or an expiry does to it.
  const sql = (statement: string, ...params: unknown[]) => {
    const db = new Database(join(server.dataDir, 'app.db'));
    try {
      db.prepare(statement).run(...params);
    } finally {
      db.close();
    }
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const guest = await member(browser, server.origin);
    await flow('referral', 'referral link, no visit URL (26.3)', guest.walk, () =>
      flows.referral(guest.walk),
    );
    await flow('sponsor', 'sponsor pages /zhanzhuye (26.2)', guest.walk, () =>
      flows.sponsorPages(guest.walk),
    );
    await flow('maintenance', 'maintenance shows repair_tips (26.6)', guest.walk, () =>
      flows.maintenance(guest.walk, (state) =>
        sql("UPDATE settings SET value = ? WHERE key = 'site_state'", String(state)),
      ),
    );
    await guest.context.close();

    const fresh = await member(browser, server.origin);
    const name = `walk${String(Date.now()).slice(-6)}`; // 6–16 letters and digits
    const password = 'walk2024go';
    await flow('register', 'register (new member)', fresh.walk, () =>
      flows.register(fresh.walk, name, password, '123456'),
    );
    await flow('home', 'home game tabs, banners, venue art (26.4)', fresh.walk, () =>
      flows.homeTabsAndBanners(fresh.walk),
    );
    await flow('lobby-tabs', 'lobby tabs obgdy, fgdz, pp, ae (26.5)', fresh.walk, () =>
      flows.lobbyTabs(fresh.walk),
    );
    await flow('vip-new', 'VIP page (new member)', fresh.walk, () => flows.vipPage(fresh.walk));
    await flow('welfare', 'welfare', fresh.walk, () => flows.welfare(fresh.walk));
    await flow('hongbao-rules', 'red-packet rules', fresh.walk, () => flows.redPacketRules(fresh.walk));
    await flow('inbox-new', 'new member inbox (26.8)', fresh.walk, () => flows.newMemberInbox(fresh.walk));
    // The family's API document: editPayPassword's `password` is the login password.
    await flow('pay-password', 'payment-password change, login password (26.7)', fresh.walk, () =>
      flows.payPasswordChange(fresh.walk, password, '654321'),
    );
    await flow('bind-card', 'bank card binding (26.1)', fresh.walk, () =>
      flows.bindBankCard(fresh.walk, '王小明', '654321'),
    );
    await flow('bind-usdt', 'USDT address binding (26.1)', fresh.walk, () =>
      flows.bindUsdt(fresh.walk, '654321'),
    );
    await fresh.context.close();

    const demo = await member(browser, server.origin);
    await flow('login', 'login (demo888)', demo.walk, () => flows.login(demo.walk, 'demo888', 'demo8888'));
    await flow('wallet-totals', '我的钱包 totals', demo.walk, () => flows.walletTotals(demo.walk));
    await flow('vip-existing', 'VIP page (existing member)', demo.walk, () => flows.vipPage(demo.walk));
    await flow('lobby-launch', 'lobby game launch', demo.walk, () => flows.lobbyLaunch(demo.walk));
    await flow('pay-wechat', 'WeChat payment page', demo.walk, () => flows.payPage(demo.walk, '微信'));
    await flow('pay-alipay', 'Alipay payment page', demo.walk, () => flows.payPage(demo.walk, '支付宝'));
    await flow('inbox', 'inbox', demo.walk, () => flows.inbox(demo.walk));
    await flow('card-logos', 'card list logos (extra)', demo.walk, () => flows.cardLogos(demo.walk));
    for (const route of flows.ROUTES) {
      const id = `route-${route.replace(/^\//, '').replace(/[^a-zA-Z0-9]+/g, '-') || 'home'}`;
      await flow(id, `route ${route}`, demo.walk, () => flows.visit(demo.walk, route));
    }
    await flow('expired-token', 'forced logout (expired token)', demo.walk, () =>
      flows.forcedLogout(demo.walk, () =>
        // Ending the member's sessions is what an expiry does to them.
        sql("DELETE FROM tokens WHERE user_id = (SELECT id FROM users WHERE username = 'demo888')"),
      ),
    );
    await demo.context.close();
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log('\n| flow | result | non-200 HTTP / body 404, 422 (or no envelope) on the way | detail |');
  console.log('| --- | --- | --- | --- |');
  for (const o of outcomes) {
    const bad = log
      .offending(o.flow)
      .map((a) => `${a.method} ${a.path} → ${a.status}/${a.code === undefined ? 'no envelope' : a.code}`);
    const ok = o.ok && bad.length === 0;
    if (!ok) process.exitCode = 1;
    console.log(
      `| ${o.flow} | ${ok ? 'pass' : 'FAIL'} | ${bad.join('; ') || 'none'} | ${o.detail.replaceAll('|', '\\|')} |`,
    );
  }
  for (const o of outcomes) {
    const errors = [...new Set(scriptErrors.filter((e) => e.flow === o.flow).map((e) => e.text))];
    if (errors.length > 0) console.log(`script errors in ${o.flow}: ${errors.join(' / ')}`);
  }
  const boot = log.offending('boot');
  if (boot.length > 0)
    console.log(
      `(before the first flow: ${boot.map((a) => `${a.path} → ${a.status}/${a.code}`).join('; ')})`,
    );
  const unread = log.answers.filter((a) => a.code === null).length;
  console.log(
    `\n${log.answers.length} /api answers recorded (${unread} bodies unreadable after a navigation, status only); screenshots in ${shots}`,
  );
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exitCode = 1;
});
