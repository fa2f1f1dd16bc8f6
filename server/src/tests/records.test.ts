import { describe, expect, it } from 'vitest';
import { allCalls as calls } from '../../../contract/all-calls';
import { betPeriod, transPeriod } from '../repositories/periods';
import { freshAppPerTest, fundedMember } from '../testing/helper';

const t = freshAppPerTest();

const paginatorShape = {
  current_page: expect.any(Number),
  data: expect.any(Array),
  last_page: expect.any(Number),
  per_page: expect.any(Number),
  total: expect.any(Number),
};

/** Walks every page: fields consistent, last page short, one past the last page empty. */
async function walk(path: string, body: Record<string, unknown>, token: string) {
  const first = await t.post(path, { ...body, page: 1 }, token);
  expect(first.code).toBe(200);
  const page1 = path === 'getfanshui' ? first.data.list : first.data;
  expect(page1).toMatchObject(paginatorShape);
  const { total, per_page: perPage, last_page: lastPage } = page1;
  expect(lastPage).toBe(Math.max(1, Math.ceil(total / perPage)));
  let seen = 0;
  for (let page = 1; page <= lastPage; page++) {
    const answer = await t.post(path, { ...body, page }, token);
    const p = path === 'getfanshui' ? answer.data.list : answer.data;
    expect(p.current_page).toBe(page);
    expect(p.data.length).toBe(page < lastPage ? perPage : total - perPage * (lastPage - 1));
    if (p.data.length > 0)
      expect([p.from, p.to]).toEqual([(page - 1) * perPage + 1, (page - 1) * perPage + p.data.length]);
    seen += p.data.length;
  }
  expect(seen).toBe(total);
  const past = await t.post(path, { ...body, page: lastPage + 1 }, token);
  const p = path === 'getfanshui' ? past.data.list : past.data;
  expect(p).toMatchObject({ data: [], from: null, to: null, total });
  return { total, lastPage };
}

describe('betrecord', () => {
  it('pages the demo bets of this month across several pages and validates against the contract', async () => {
    const token = await t.login();
    const { total, lastPage } = await walk('betrecord', { date: 4 }, token);
    expect(lastPage).toBeGreaterThan(1);
    expect(total).toBeGreaterThanOrEqual(10);
    const answer = await t.post('betrecord', { date: 3, page: 1, pagesize: 5 }, token);
    expect(calls.betrecord.data.safeParse(answer.data).success).toBe(true);
    expect(answer.data.data[0]).toMatchObject({
      bet_id: expect.any(String),
      bet_amount: expect.stringMatching(/^\d+\.\d{2}$/),
      status: expect.any(Number),
    });
  });

  it('filters by day and venue', async () => {
    const token = await t.login();
    const today = (await t.post('betrecord', { date: 1, page: 1, pagesize: 100 }, token)).data;
    const { from, to } = betPeriod(1);
    expect(today.total).toBeGreaterThan(10);
    for (const row of today.data) expect(row.created_at >= from && row.created_at < to).toBe(true);
    const yesterday = (await t.post('betrecord', { date: 2, page: 1, pagesize: 100 }, token)).data;
    expect(yesterday.total).toBeGreaterThan(0);
    const ag = (await t.post('betrecord', { date: 4, page: 1, pagesize: 100, api_type: 'ag' }, token)).data;
    expect(ag.data.every((row: { platname: string }) => row.platname === 'ag')).toBe(true);
    const all = (await t.post('betrecord', { date: 4, page: 1, api_type: '' }, token)).data;
    expect(all.total).toBeGreaterThan(ag.total);
  });

  it('a new member has no records', async () => {
    const { token } = await fundedMember(t);
    expect((await t.post('betrecord', { date: 4, page: 1 }, token)).data).toMatchObject({
      total: 0,
      data: [],
      last_page: 1,
      from: null,
    });
  });
});

describe('gettransrecord', () => {
  it.each([1, 2, 3, 4])('type %i pages over the last 30 days with labels', async (type) => {
    const token = await t.login();
    const { total } = await walk('gettransrecord', { date: 4, type }, token);
    expect(total).toBeGreaterThan(10);
    const answer = await t.post('gettransrecord', { date: 4, type, page: 1 }, token);
    expect(calls.gettransrecord.data.safeParse(answer.data).success).toBe(true);
    const row = answer.data.data[0];
    expect(row.amount).toMatch(/^\d+\.\d{2}$/);
    if (type === 1) expect(['银行卡', 'USDT', '微信', '支付宝']).toContain(row.pay_way);
    if (type === 2) expect(['银行卡', 'USDT']).toContain(row.pay_way);
    if (type === 3) expect(row.pay_way).toMatch(/^平台钱包→/);
    if (type === 4) expect(row.pay_way).toMatch(/→平台钱包$/);
    if (type <= 2) expect(row.out_trade_no).toMatch(/^[DW]\d+/);
  });

  it('narrows by date and venue', async () => {
    const token = await t.login();
    const d30 = (await t.post('gettransrecord', { date: 4, type: 1, page: 1 }, token)).data.total;
    const today = (await t.post('gettransrecord', { date: 1, type: 1, page: 1, pagesize: 100 }, token)).data;
    expect(today.total).toBeLessThan(d30);
    const { from } = transPeriod(1);
    for (const row of today.data) expect(row.created_at >= from).toBe(true);
    const ag = (
      await t.post('gettransrecord', { date: 4, type: 3, page: 1, pagesize: 100, api_type: 'ag' }, token)
    ).data;
    expect(ag.data.every((row: { pay_way: string }) => row.pay_way === '平台钱包→AG真人')).toBe(true);
  });

  it('shows a new transfer and a new deposit at once', async () => {
    const { token } = await fundedMember(t, 50);
    await t.post('transfer', { amount: 20, sourcetype: 'userbalance', targettype: 'kx' }, token);
    const no = (await t.post('recharge', { paytype: 'wxpay', amount: 100 }, token)).message;
    expect((await t.post('gettransrecord', { date: 1, type: 3, page: 1 }, token)).data.data).toEqual([
      expect.objectContaining({ amount: '20.00', pay_way: '平台钱包→开元棋牌', state: 1 }),
    ]);
    expect((await t.post('gettransrecord', { date: 1, type: 1, page: 1 }, token)).data.data).toEqual([
      expect.objectContaining({ out_trade_no: no, amount: '100.00', pay_way: '微信', state: 1 }),
    ]);
  });
});

describe('periods', () => {
  it('computes Beijing calendar ranges', () => {
    // 2026-03-10 01:30 Beijing = 2026-03-09 17:30 UTC
    const now = Date.UTC(2026, 2, 9, 17, 30);
    expect(betPeriod(1, now)).toEqual({ from: '2026-03-10 00:00:00', to: '2026-03-11 00:00:00' });
    expect(betPeriod(2, now)).toEqual({ from: '2026-03-09 00:00:00', to: '2026-03-10 00:00:00' });
    expect(betPeriod(3, now)).toEqual({ from: '2026-03-04 00:00:00', to: '2026-03-11 00:00:00' });
    expect(betPeriod(4, now)).toEqual({ from: '2026-03-01 00:00:00', to: '2026-03-11 00:00:00' });
    expect(transPeriod(2, now).from).toBe('2026-03-04 00:00:00');
    expect(transPeriod(3, now).from).toBe('2026-02-24 00:00:00');
    expect(transPeriod(4, now).from).toBe('2026-02-09 00:00:00');
  });
});
