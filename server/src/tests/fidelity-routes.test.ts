/**
 * The original Vue client of this API family against this server (testing/original-client.ts):
 * what it still needed, walked on all its routes.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCalls as calls } from '../../../contract/all-calls';
import { createApp } from '../app';
import { setSetting } from '../repositories/settings';
import { mountStatic } from '../static';
import { freshAppPerTest, registerBody } from '../testing/helper';
import { originalClient, publicFile } from '../testing/original-client';

const t = freshAppPerTest();
const { post, get, loginPc } = originalClient(() => t);

/** What the original client still needed, walked on all its routes. */
describe('what the original client needs on its routes', () => {
  const siteWith = (distDir: string, legacyScripts?: boolean) =>
    createApp({
      db: t.db,
      uploadDir: t.uploadDir,
      extend: (app) => mountStatic(app, { uploadDir: t.uploadDir, distDir, legacyScripts }),
    });
  /** A build like the original's: an inline script and addBankCard.vue's read-only inputs. */
  const legacyBuild = () => {
    const dir = mkdtempSync(join(tmpdir(), 'legacy-dist-'));
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><html><head><script>window.boot = 1</script><script type="module" src="/static/index.js"></script></head><body><div id="app"></div></body></html>`,
    );
    return dir;
  };

  it("1. the legacy-build switch lets /addBankCard's <input readonly onfocus=…> unlock: 'unsafe-inline' and no hash beside it", async () => {
    const dir = legacyBuild();
    try {
      for (const path of ['/', '/index.html']) {
        const csp = (await siteWith(dir, true).request(path)).headers.get('content-security-policy') ?? '';
        const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
        expect(scriptSrc).toEqual(expect.arrayContaining(["'unsafe-inline'", "'unsafe-eval'"]));
        expect(
          scriptSrc.some((source) => source.startsWith("'sha256-") || source.startsWith("'nonce-")),
        ).toBe(false);
      }
      const strict = (await siteWith(dir).request('/')).headers.get('content-security-policy') ?? '';
      expect(strict).not.toMatch(/script-src[^;]*unsafe/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(['1', '2'])(
    '2. zhanzhuye.vue frames <API host>/h5/%s.html: a sponsor page with our art, framed by the same origin only',
    async (type) => {
      const dir = legacyBuild();
      try {
        const response = await siteWith(dir, true).request(`/h5/${type}.html`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
        expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
        const html = await response.text();
        expect(html).toContain('lang="zh-CN"');
        const images = [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!);
        expect(images.length).toBeGreaterThan(0);
        for (const src of images) {
          expect(src).toMatch(/^\/assets-demo\/sponsor\/sponsor-\d\.svg$/);
          expect(existsSync(publicFile(src))).toBe(true);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('3. GET /api/getVisitUrl with nothing configured is not code 200 (App.vue opens res.data.url + "register?pid=…" on 200)', async () => {
    const none = await get('/api/getVisitUrl', {});
    expect(none.status).toBe(200);
    expect(none.code).not.toBe(200);
    setSetting(t.db, 'visit_url', 'https://m.example.com/');
    expect(await get('/api/getVisitUrl', {})).toMatchObject({
      code: 200,
      data: { url: 'https://m.example.com/' },
    });
  });

  it("4. game/list {category_id: ''}: every tile index.vue draws has the family's art name (/static/image/<category>/<code>.png)", async () => {
    // The platform codes of the family's clients, by the folder its home tabs read the art from
    // (the original also carries joker/vg.png).
    const family: Record<string, string[]> = {
      sport: ['saba', 'cmd', 'obgty', 'hbb', 'oap', 'xsbo', 'bbin'],
      realbet: ['ag', 'allbet', 'bbin', 'bg', 'dg', 'obgzr', 'wm'],
      gaming: ['avia', 'ia', 'ld', 'obgdj'],
      joker: ['kx', 'ly', 'leg', 'obgqp', 'fg', 'datqp', 'hlgame', 'vg'],
      concise: ['obgdy', 'fgdz', 'pp', 'ae', 'pg', 'jdb', 'cg', 'bng', 'habaner'],
      lottery: ['LOTTERY', 'LOTTO', 'obgcp', 'vrbet', 'tc'],
    };
    const games = (await get('/api/game/list', { category_id: '' })).data as {
      category_id: string;
      platform_name: string;
      game_code: string;
      app_state: number;
      mobile_img: string;
    }[];
    for (const category of Object.keys(family))
      expect(
        games.some((g) => g.category_id === category && g.app_state === 1),
        category,
      ).toBe(true);
    for (const game of games) {
      // index.vue: lottery/${platform_name == 'ig' ? game_code : platform_name}.png
      const artName =
        game.category_id === 'lottery' && game.platform_name === 'ig' ? game.game_code : game.platform_name;
      expect(family[game.category_id], `${game.category_id}/${artName}`).toContain(artName);
      // Our own art stays ours, named by the same code.
      expect(game.mobile_img).toBe(`/assets-demo/games/${game.platform_name}.svg`);
      expect(existsSync(publicFile(game.mobile_img))).toBe(true);
    }
    expect(games.filter((g) => g.platform_name === 'obgdy')).toHaveLength(1);
  });

  it.each(['obgdy', 'fgdz', 'pp', 'ae'])(
    '5. concise.vue posts gamelistBycode {platform_name: %s} (a lobby tab it hard-codes): games that launch',
    async (platform) => {
      const token = await loginPc();
      const games = (await post('/api/gamelistBycode', { platform_name: platform })).data;
      expect(games.length).toBeGreaterThanOrEqual(6);
      for (const game of games) {
        expect(game).toMatchObject({
          catecode: platform,
          gamecode: expect.any(String),
          gamename: expect.any(String),
        });
        expect(existsSync(publicFile(game.gamepic))).toBe(true);
      }
      const launch = await post(
        '/api/getGameUrl',
        { plat_name: games[0].catecode, game_type: games[0].gamecode, game_code: '', is_mobile_url: 1 },
        token,
      );
      expect(launch).toMatchObject({ status: 200, code: 200 });
    },
  );

  it('6. POST /api/app answers repair_tips (App.vue shows it while site_state is 0), an operator setting', async () => {
    expect((await post('/api/app', {})).data).toMatchObject({ site_state: 1, repair_tips: '站点维护中...' });
    setSetting(t.db, 'site_state', '0');
    setSetting(t.db, 'repair_tips', '系统升级中，预计 02:00 恢复');
    expect((await post('/api/app', {})).data).toMatchObject({
      site_state: 0,
      repair_tips: '系统升级中，预计 02:00 恢复',
    });
    expect(calls.app.data.safeParse((await post('/api/app', {})).data).success).toBe(true);
  });

  it('7. password.vue (type 2) posts editPayPassword {paypassword, password}: the old payment password proves the member, the login password does not', async () => {
    const body = registerBody();
    expect((await post('/api/register', body)).code).toBe(200);
    const token = await loginPc(body.name, body.password);
    // The login password must not replace the second secret (docs/security.md).
    expect(
      await post('/api/editPayPassword', { paypassword: '135790', password: body.password }, token),
    ).toMatchObject({ status: 200, code: 205, message: '旧密码错误' });
    expect(
      await post('/api/editPayPassword', { paypassword: '246801', password: body.paypassword }, token),
    ).toMatchObject({ status: 200, code: 200, message: '密码修改成功！' });
    // Neither password: refused; the new payment password is the one that works.
    expect(
      await post('/api/editPayPassword', { paypassword: '111222', password: 'wrong-one9' }, token),
    ).toMatchObject({ status: 200, code: 205, message: '旧密码错误' });
    const card = {
      bank: '中国银行',
      bank_no: '6222000011113333',
      bank_owner: body.realname,
      bank_address: '北京',
      pay_pass: '246801',
    };
    expect((await post('/api/bindcard', card, token)).code).toBe(200);
  });

  it("8. a new member's inbox (message.vue: noticelist {page}) holds general notices only, nothing back-dated about its own money", async () => {
    const body = registerBody();
    expect((await post('/api/register', body)).code).toBe(200);
    const token = await loginPc(body.name, body.password);
    const first = (await post('/api/noticelist', { page: 1 }, token)).data;
    const all = (await post('/api/noticelist', { page: 1, pagesize: first.total }, token)).data.data as {
      title: string;
    }[];
    expect(all.length).toBeGreaterThan(0);
    for (const personal of ['存款到账', '返水已派发', '晋级礼金', '专属客服', '欢迎加入'])
      expect(
        all.filter((m) => m.title.includes(personal)),
        personal,
      ).toEqual([]);
    // demo888's own history keeps them.
    const demo = (await post('/api/noticelist', { page: 1, pagesize: 50 }, await loginPc())).data.data as {
      title: string;
    }[];
    expect(demo.some((m) => m.title === '存款到账通知')).toBe(true);
  });
});
