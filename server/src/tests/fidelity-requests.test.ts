/**
 * The original Vue client of this API family against this server (testing/original-client.ts):
 * the requests it sends: lenient reading, banners, the token's end, the family's spellings.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allCalls as calls, callAliases } from '../../../contract/all-calls';
import { freshAppPerTest } from '../testing/helper';
import { originalClient, publicFile } from '../testing/original-client';

const t = freshAppPerTest();
const { post, get, loginPc, headers } = originalClient(() => t);

describe('1. lenient requests', () => {
  it('GET /api/game/list with category_id= (empty) answers every category; category_id filters like category', async () => {
    const all = await get('/api/game/list', { category_id: '' });
    expect(all).toMatchObject({ status: 200, code: 200 });
    const categories = new Set(all.data.map((g: { category_id: string }) => g.category_id));
    expect([...categories].sort()).toEqual(['concise', 'gaming', 'joker', 'lottery', 'realbet', 'sport']);
    for (const game of all.data) {
      expect(game).toMatchObject({ platform_name: expect.any(String), app_state: expect.any(Number) });
      expect(game).toHaveProperty('game_code');
    }
    const realbet = await get('/api/game/list', { category_id: 'realbet' });
    expect(realbet.data.length).toBeGreaterThan(0);
    expect(realbet.data.every((g: { category_id: string }) => g.category_id === 'realbet')).toBe(true);
  });

  it('GET /api/userredpacket with page is answered, unknown fields are dropped', async () => {
    const token = await loginPc();
    expect(await get('/api/userredpacket', { page: 1 }, token)).toMatchObject({ status: 200, code: 200 });
    expect(await post('/api/activitylist', { page: 1, limit: 10, whatever: [1] })).toMatchObject({
      code: 200,
    });
  });

  it('still rejects a wrong type of a known field with 422', async () => {
    expect((await post('/api/bannerList', { type: 'abc' })).code).toBe(422);
    expect((await get('/api/game/list', { category_id: 'x'.repeat(51) })).code).toBe(422);
  });
});

describe('2. banners', () => {
  it('bannerList {type: 2} items carry pic and src, the same URL', async () => {
    const res = await post('/api/bannerList', { type: 2 });
    expect(res.code).toBe(200);
    expect(res.data.length).toBeGreaterThan(0);
    for (const item of res.data) {
      expect(item.pic).toBeTruthy();
      expect(item.pic).toBe(item.src);
      expect(existsSync(publicFile(item.pic))).toBe(true);
    }
  });
});

describe('3. expired or unknown token', () => {
  it('is HTTP 200 with body code 401 (the original logs out on the body code)', async () => {
    for (const token of ['', 'f'.repeat(64)]) {
      expect(await post('/api/balance', {}, token)).toMatchObject({ status: 200, code: 401 });
      expect(await post('/api/user', {}, token)).toMatchObject({ status: 200, code: 401 });
      expect(await get('/api/userredpacket', {}, token)).toMatchObject({ status: 200, code: 401 });
    }
  });

  it('a token ended by a new login answers code 401 with HTTP 200', async () => {
    const first = await loginPc();
    await loginPc();
    expect(await post('/api/balance', {}, first)).toMatchObject({ status: 200, code: 401 });
  });
});

describe('10. spellings of the family', () => {
  it('POST /api/noticelist {page} answers the inbox page', async () => {
    const token = await loginPc();
    const res = await post('/api/noticelist', { page: 1 }, token);
    expect(res).toMatchObject({ status: 200, code: 200 });
    // message.vue reads data.total, data.last_page, data.data[].title/content/created_at
    expect(res.data).toMatchObject({ total: expect.any(Number), last_page: expect.any(Number) });
    expect(res.data.data[0]).toMatchObject({
      title: expect.any(String),
      content: expect.any(String),
      created_at: expect.any(String),
    });
    expect(res.data).toEqual((await post('/api/noticeList', { page: 1 }, token)).data);
  });

  it('the other variants of API.md are served with the same answers', async () => {
    const token = await loginPc();
    expect((await post('/api/activitydetail', { id: 1 })).data).toEqual(
      (await post('/api/activitydeatil', { id: 1 })).data,
    );
    expect((await post('/api/doactivity', { activityid: 2 }, token)).code).toBe(200);
    expect((await post('/api/gamelist', { category_id: 'sport' })).data).toEqual(
      (await get('/api/game/list', { category: 'sport' })).data,
    );
    expect((await get('/api/getPayRange', { type: 'bank' })).data).toEqual(
      (await post('/api/getPayRange', { type: 'bank' })).data,
    );
    expect((await get('/api/homenotice')).data).toEqual((await post('/api/homenotice')).data);
    expect((await get('/api/redpacket', { page: 1 }, token)).data).toEqual(
      (await post('/api/redpacket', { page: 1 }, token)).data,
    );
  });

  it('every alias of the contract is routed (never a 404)', async () => {
    for (const alias of callAliases) {
      const call = calls[alias.call];
      const path = `/api/${alias.path ?? call.path}`;
      const method = alias.method ?? call.method;
      const response = await t.request(
        path,
        method === 'GET' ? { headers: headers() } : { method, headers: headers(), body: '{}' },
      );
      expect(response.status, path).toBe(200);
      expect(((await response.json()) as { code: number }).code, path).not.toBe(404);
    }
  });
});
