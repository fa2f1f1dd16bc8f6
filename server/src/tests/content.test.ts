import { describe, expect, it } from 'vitest';
import { allCalls as calls } from '../../../contract/all-calls';
import { freshAppPerTest } from '../testing/helper';

const t = freshAppPerTest();

describe('noticeList (inbox)', () => {
  it('is 401 without a token', async () => {
    expect((await t.post('noticeList', { page: 1 })).code).toBe(401);
  });

  it('pages 10 per page with Laravel fields; the last page holds the rest', async () => {
    const token = await t.registerMember();
    const first = await t.post('noticeList', { page: 1 }, token);
    expect(calls.noticeList.data.safeParse(first.data).success).toBe(true);
    expect(first.data).toMatchObject({ current_page: 1, per_page: 10, from: 1, to: 10 });
    expect(first.data.total).toBeGreaterThanOrEqual(25);
    expect(first.data.last_page).toBe(3);
    expect(first.data.data[0].content).toContain('<p>');
    const last = await t.post('noticeList', { page: 3 }, token);
    expect(last.data.data).toHaveLength(first.data.total - 20);
    expect(last.data).toMatchObject({ current_page: 3, from: 21, to: first.data.total });
    const past = await t.post('noticeList', { page: 4 }, token);
    expect(past.data).toMatchObject({ data: [], from: null, to: null });
    const big = await t.post('noticeList', { page: 1, pagesize: 50 }, token);
    expect(big.data).toMatchObject({ last_page: 1, per_page: 50 });
  });

  it('includes the member’s own messages, not another member’s', async () => {
    const demo = await t.login();
    const other = await t.registerMember();
    const demoTotal = (await t.post('noticeList', { page: 1 }, demo)).data.total;
    const otherTotal = (await t.post('noticeList', { page: 1 }, other)).data.total;
    expect(demoTotal).toBe(otherTotal + 5);
  });

  it('pages the member’s own and the global messages as one list, newest first', async () => {
    const token = await t.login();
    const userId = (t.db.prepare("SELECT id FROM users WHERE username = 'demo888'").get() as { id: number })
      .id;
    // Own messages between the global ones, and two at the same second (the later id first).
    const insert = t.db.prepare(
      'INSERT INTO messages (user_id, title, content, created_at) VALUES (?, ?, ?, ?)',
    );
    insert.run(userId, '自己的 A', 'a', '2001-01-01 00:00:02');
    insert.run(null, '公共的 B', 'b', '2001-01-01 00:00:02');
    insert.run(userId, '自己的 C', 'c', '2001-01-01 00:00:01');
    const rows = [];
    for (let page = 1; ; page++) {
      const answer = (await t.post('noticeList', { page, pagesize: 3 }, token)).data;
      rows.push(...answer.data);
      if (page >= answer.last_page) break;
    }
    const times = rows.map((r: { created_at: string }) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(rows.slice(-3).map((r: { title: string }) => r.title)).toEqual([
      '公共的 B',
      '自己的 A',
      '自己的 C',
    ]);
  });

  it('rejects page 0 and a missing page', async () => {
    const token = await t.login();
    expect((await t.post('noticeList', { page: 0 }, token)).code).toBe(422);
    expect((await t.post('noticeList', {}, token)).code).toBe(422);
  });
});

describe('promotions', () => {
  it('activitytype answers 3–4 types', async () => {
    const answer = await t.post('activitytype');
    expect(answer.data.length).toBeGreaterThanOrEqual(3);
    expect(answer.data[0]).toEqual({ id: 1, name: '新人专享' });
  });

  it('activitylist answers a paginator with every promotion, filtered by type', async () => {
    const all = await t.post('activitylist', {});
    expect(all.data.data.length).toBeGreaterThanOrEqual(6);
    expect(all.data).toMatchObject({ current_page: 1, last_page: 1 });
    expect(all.data.data[0]).toMatchObject({
      banner: expect.stringMatching(/^\/assets-demo\//),
      memo: expect.any(String),
    });
    const typed = await t.post('activitylist', { type: 2 });
    expect(typed.data.data.length).toBeGreaterThan(0);
    expect(typed.data.data.every((a: { type: number }) => a.type === 2)).toBe(true);
    expect(calls.activitylist.data.safeParse(typed.data).success).toBe(true);
  });

  it('activitydeatil answers one promotion or 202', async () => {
    const answer = await t.post('activitydeatil', { id: 2 });
    expect(answer.data).toMatchObject({ id: 2, title: expect.any(String) });
    expect(answer.data.content).toContain('<table');
    expect((await t.post('activitydeatil', { id: 999 })).code).toBe(202);
  });

  it('doactivityapply signs up once; the second time is 409; needs a token', async () => {
    expect((await t.post('doactivityapply', { activityid: 2 })).code).toBe(401);
    const token = await t.registerMember();
    expect(await t.post('doactivityapply', { activityid: 2 }, token)).toMatchObject({ code: 200 });
    expect(await t.post('doactivityapply', { activityid: 2 }, token)).toMatchObject({
      code: 409,
      message: '您已报名该活动',
    });
    expect((await t.post('doactivityapply', { activityid: 999 }, token)).code).toBe(202);
    const log = await t.post('activityapplylog', { page: 1 }, token);
    expect(log.data).toMatchObject({ total: 1, last_page: 1 });
    expect(log.data.data[0]).toMatchObject({ activity_name: '注册即送体验金', state: 1 });
  });

  it('activityapplylog of the demo member lists the seeded sign-ups', async () => {
    const token = await t.login();
    const log = await t.post('activityapplylog', { page: 1 }, token);
    expect(calls.activityapplylog.data.safeParse(log.data).success).toBe(true);
    expect(log.data.total).toBe(3);
    expect((await t.post('activityapplylog', { page: 1 })).code).toBe(401);
  });
});

describe('games', () => {
  it('getGameUrl answers the demo game page on the request origin', async () => {
    const token = await t.login();
    const r = await t.app.request('http://play.example.test:8787/api/getGameUrl', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ plat_name: 'obgdy', game_type: 0, game_code: 'cszd', is_mobile_url: 1 }),
    });
    const answer = (await r.json()) as { code: number; data: { url: string } };
    expect(answer.code).toBe(200);
    const url = new URL(answer.data.url);
    expect(url.origin).toBe('http://play.example.test:8787');
    expect(url.pathname).toBe('/demo/game.html');
    expect(url.searchParams.get('plat')).toBe('obgdy');
    expect(url.searchParams.get('code')).toBe('cszd');
  });

  it('getGameUrl refuses an unknown or disabled platform and needs a token', async () => {
    const token = await t.login();
    expect(await t.post('getGameUrl', { plat_name: 'nope' }, token)).toMatchObject({
      code: 1,
      message: '游戏平台不存在',
    });
    expect((await t.post('getGameUrl', { plat_name: 'leg' }, token)).code).toBe(1);
    expect((await t.post('getGameUrl', { plat_name: 'ag' }, token)).code).toBe(200);
    expect((await t.post('getGameUrl', { plat_name: 'ag' })).code).toBe(401);
  });
});

describe('agent application', () => {
  it('validates mobile and reason, then accepts once while pending', async () => {
    const token = await t.registerMember();
    expect((await t.post('applyagentdo', { mobile: '13812345678', apply_info: '有推广资源' })).code).toBe(
      401,
    );
    expect(
      await t.post('applyagentdo', { mobile: '15412345678', apply_info: '有推广资源' }, token),
    ).toMatchObject({
      code: 1,
      message: '请输入正确手机号',
    });
    expect(await t.post('applyagentdo', { mobile: '13812345678', apply_info: '  ' }, token)).toMatchObject({
      code: 1,
      message: '请输入申请理由',
    });
    expect(
      (await t.post('applyagentdo', { mobile: '8617712345678', apply_info: '有推广资源' }, token)).code,
    ).toBe(200);
    expect(
      (await t.post('applyagentdo', { mobile: '13812345678', apply_info: '再次申请' }, token)).code,
    ).toBe(409);
  });
});
