import { describe, expect, it } from 'vitest';
import { allCalls as calls } from '../../../contract/all-calls';
import { setSetting } from '../repositories/settings';
import { freshAppPerTest } from '../testing/helper';

const t = freshAppPerTest();

describe('site routes', () => {
  it('getVisitUrl answers "no data" (code 202) by default and the setting when set', async () => {
    const first = await t.get('getVisitUrl');
    expect(first).toMatchObject({ code: 202, data: null });
    setSetting(t.db, 'visit_url', 'https://m.example.com');
    expect((await t.get('getVisitUrl')).data.url).toBe('https://m.example.com');
  });

  it('game/list answers every row with app_state, six categories, ag and obgdy, one disabled', async () => {
    const answer = await t.get('game/list', { category: '' });
    expect(answer.code).toBe(200);
    expect(calls.gameList.data.safeParse(answer.data).success).toBe(true);
    const games = answer.data as {
      category_id: string;
      platform_name: string;
      app_state: number;
      mobile_img: string;
    }[];
    expect(new Set(games.map((g) => g.category_id))).toEqual(
      new Set(['sport', 'realbet', 'gaming', 'joker', 'concise', 'lottery']),
    );
    expect(games.find((g) => g.platform_name === 'ag')?.category_id).toBe('realbet');
    expect(games.find((g) => g.platform_name === 'obgdy')?.category_id).toBe('concise');
    expect(games.filter((g) => g.app_state === 0)).toHaveLength(1);
    expect(games.every((g) => g.mobile_img.startsWith('/assets-demo/'))).toBe(true);
  });

  it('game/list filters by category when asked', async () => {
    const answer = await t.get('game/list', { category: 'lottery' });
    expect(answer.data.length).toBeGreaterThan(1);
    expect(answer.data.every((g: { category_id: string }) => g.category_id === 'lottery')).toBe(true);
  });

  it('app answers appInfo from the settings', async () => {
    const answer = await t.post('app');
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      title: '星辰体育',
      site_state: 1,
      index_modal: 1,
      redpacket_switch: 1,
    });
    expect(answer.data.webcontent).toContain('<p');
    expect(calls.app.data.safeParse(answer.data).success).toBe(true);
    setSetting(t.db, 'site_state', '0');
    expect((await t.post('app')).data.site_state).toBe(0);
  });

  it('bannerList type 2 answers the 5 home banners; type 3 the 8 sponsor images', async () => {
    expect((await t.post('bannerList', { type: 2 })).data).toHaveLength(5);
    expect((await t.post('bannerList', { type: 3 })).data).toHaveLength(8);
    expect((await t.post('bannerList', {})).code).toBe(422);
  });

  it('every home banner (its art shows 立即参与) links to an in-app screen that exists', async () => {
    const banners = (await t.post('bannerList', { type: 2 })).data as { url: string | null }[];
    for (const { url } of banners) {
      expect(url).toMatch(/^\/(activityInfo\?id=\d+|activity|zhanzhu|hongbao)$/);
      const id = /id=(\d+)/.exec(url ?? '')?.[1];
      if (id) expect((await t.post('activitydeatil', { id: Number(id) })).code).toBe(200);
    }
  });

  it('homenotice answers at least 8 strings', async () => {
    const answer = await t.post('homenotice');
    expect(answer.data.length).toBeGreaterThanOrEqual(8);
    expect(typeof answer.data[0]).toBe('string');
  });

  it('service and agent-login URLs are absolute on the request origin', async () => {
    const service = await t.app.request('http://h5.example.test:9000/api/getservicerurl', { method: 'POST' });
    expect(((await service.json()) as { data: { url: string } }).data.url).toBe(
      'http://h5.example.test:9000/demo/kefu.html',
    );
    const agentUrl = async () => {
      const agent = await t.app.request('http://h5.example.test/api/getAgentLoginUrl', {
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.example.org' },
      });
      return ((await agent.json()) as { data: { url: string } }).data.url;
    };
    // Forwarded headers are anyone's to send: only the operator's own proxy (TRUST_PROXY=1) is believed.
    expect(await agentUrl()).toBe('http://h5.example.test/demo/agent.html');
    t.reopen({ trustProxy: true });
    expect(await agentUrl()).toBe('https://www.example.org/demo/agent.html');
  });

  it.each([1, 2, 3, 4, 5, 7, 8])('article type %i has a name and HTML content', async (type) => {
    const answer = await t.post('article', { type });
    expect(answer.code).toBe(200);
    expect(answer.data.name).toBeTruthy();
    expect(answer.data.content).toContain('<');
  });

  it('article of an unknown type is code 202 暂无数据', async () => {
    expect(await t.post('article', { type: 6 })).toMatchObject({
      code: 202,
      message: '暂无数据',
      data: null,
    });
  });

  it('gamelistBycode answers at least 12 obgdy games; none for an unknown provider', async () => {
    const answer = await t.post('gamelistBycode', { platform_name: 'obgdy' });
    expect(answer.data.length).toBeGreaterThanOrEqual(12);
    expect(calls.gamelistBycode.data.safeParse(answer.data).success).toBe(true);
    expect((await t.post('gamelistBycode', { platform_name: 'nope' })).data).toEqual([]);
  });

  it('uservip answers 10 levels VIP1..VIP10 (index 0 = VIP1) with yuan thresholds and rates', async () => {
    const answer = await t.post('uservip');
    expect(answer.data).toHaveLength(10);
    expect(answer.data[0].recharge).toBe('0.00');
    expect(answer.data[0].vipname).toMatch(/^VIP1 /);
    expect(answer.data[9].vipname).toMatch(/^VIP10 /);
    expect(calls.uservip.data.safeParse(answer.data).success).toBe(true);
  });
});
