import { describe, expect, it } from 'vitest';
import {
  freshAppPerTest,
  balanceCents,
  expectLedgerMatches,
  fundedMember,
  venueCents,
} from '../testing/helper';

const t = freshAppPerTest();

describe('balancelist / userapimoney', () => {
  it('lists every venue wallet with yuan balances (the client prepends 平台钱包)', async () => {
    const token = await t.login();
    const list = await t.post('balancelist', {}, token);
    expect(list.code).toBe(200);
    expect(list.data.length).toBeGreaterThanOrEqual(6);
    expect(list.data.find((w: { platname: string }) => w.platname === 'ag')).toEqual({
      platname: 'ag',
      name: 'AG真人',
      balance: '1288.50',
    });
    expect(list.data.some((w: { platname: string }) => w.platname === 'userbalance')).toBe(false);
    expect(await t.post('userapimoney/ag', {}, token)).toMatchObject({
      code: 200,
      data: { platname: 'ag', balance: '1288.50' },
    });
    expect((await t.post('userapimoney/nosuch', {}, token)).code).toBe(1);
  });
});

describe('transfer', () => {
  it('moves money into a venue (type 3) and back out (type 4), atomically and exactly', async () => {
    const { token, userId } = await fundedMember(t, 100);
    expect(
      await t.post('transfer', { amount: '30.10', sourcetype: 'userbalance', targettype: 'ag' }, token),
    ).toMatchObject({ code: 200 });
    expect(balanceCents(t.db, userId)).toBe(6990);
    expect(venueCents(t.db, userId, 'ag')).toBe(3010);
    expect(
      (await t.post('transfer', { amount: 0.1, sourcetype: 'ag', targettype: 'userbalance' }, token)).code,
    ).toBe(200);
    expect(
      (await t.post('transfer', { amount: 0.2, sourcetype: 'ag', targettype: 'userbalance' }, token)).code,
    ).toBe(200);
    expect(venueCents(t.db, userId, 'ag')).toBe(2980);
    expect(balanceCents(t.db, userId)).toBe(7020);
    const types = t.db
      .prepare('SELECT type, amount_cents FROM transfers WHERE user_id = ? ORDER BY id')
      .all(userId);
    expect(types).toEqual([
      { type: 3, amount_cents: 3010 },
      { type: 4, amount_cents: 10 },
      { type: 4, amount_cents: 20 },
    ]);
    expect(expectLedgerMatches(t.db, userId)).toEqual([]);
  });

  it('refuses venue to venue, same wallet, bad amounts, unknown venues and overdrafts', async () => {
    const { token, userId } = await fundedMember(t, 100);
    expect(
      await t.post('transfer', { amount: 1, sourcetype: 'ag', targettype: 'saba' }, token),
    ).toMatchObject({ code: 1, message: '场馆内钱包不支持互转' });
    expect(
      (await t.post('transfer', { amount: 1, sourcetype: 'userbalance', targettype: 'userbalance' }, token))
        .code,
    ).toBe(1);
    expect((await t.post('transfer', { amount: 1, sourcetype: 'ag', targettype: 'ag' }, token)).code).toBe(1);
    expect(
      (await t.post('transfer', { amount: 0, sourcetype: 'userbalance', targettype: 'ag' }, token)).code,
    ).toBe(1);
    expect(
      (await t.post('transfer', { amount: -5, sourcetype: 'userbalance', targettype: 'ag' }, token)).code,
    ).toBe(1);
    expect(
      (await t.post('transfer', { amount: '', sourcetype: 'userbalance', targettype: 'ag' }, token)).code,
    ).not.toBe(200);
    expect(
      (await t.post('transfer', { amount: 1, sourcetype: 'userbalance', targettype: 'nosuch' }, token)).code,
    ).toBe(1);
    expect(
      (await t.post('transfer', { amount: 1, sourcetype: 'userbalance', targettype: '' }, token)).message,
    ).toBe('请选择转入平台');
    expect(
      (await t.post('transfer', { amount: 100.01, sourcetype: 'userbalance', targettype: 'ag' }, token)).code,
    ).toBe(210);
    expect(
      (await t.post('transfer', { amount: 1, sourcetype: 'ag', targettype: 'userbalance' }, token)).code,
    ).toBe(210);
    expect(balanceCents(t.db, userId)).toBe(10000);
  });
});

describe('transfer amounts', () => {
  it.each([
    ['negative', '-0.01', 1],
    ['zero', '0.00', 1],
    ['more than two decimals', '1.001', 1],
    ['not a number (the form says so: 请输入正确的操作金额)', 'abc', 1],
    ['above the balance', '50.01', 210],
  ])('refuses a %s amount with a business code, never 500, and moves nothing', async (_, amount, code) => {
    const { token, userId } = await fundedMember(t, 50);
    const answer = await t.post('transfer', { amount, sourcetype: 'userbalance', targettype: 'ag' }, token);
    expect(answer.code).toBe(code);
    expect(balanceCents(t.db, userId)).toBe(5000);
    expect(venueCents(t.db, userId, 'ag')).toBe(0);
  });
});

describe('transall / uptransferstatus', () => {
  it('recovers every venue balance to the main wallet', async () => {
    const token = await t.login();
    const before = (await t.post('balance', {}, token)).data.balance;
    const answer = await t.post('transall', {}, token);
    expect(answer.code).toBe(200);
    expect(answer.message).toContain('一键回收成功');
    const list = (await t.post('balancelist', {}, token)).data as { balance: string }[];
    expect(list.every((w) => w.balance === '0.00')).toBe(true);
    // 8888.00 + 1288.50 + 520.00 + 66.60 + 300.00 + 188.88
    expect(before).toBe('8888.00');
    expect((await t.post('balance', {}, token)).data.balance).toBe('11251.98');
    expect((await t.post('transall', {}, token)).code).toBe(200);
    const demoId = (t.db.prepare("SELECT id FROM users WHERE username = 'demo888'").get() as { id: number })
      .id;
    expect(expectLedgerMatches(t.db, demoId)).toEqual([]);
  });

  it('stores the free-transfer switch', async () => {
    const token = await t.login();
    expect((await t.post('uptransferstatus', { transferstatus: 1 }, token)).code).toBe(200);
    expect((await t.post('user', {}, token)).data.transferstatus).toBe(1);
    expect((await t.post('uptransferstatus', { transferstatus: '0' }, token)).code).toBe(200);
    expect((await t.post('user', {}, token)).data.transferstatus).toBe(0);
    expect((await t.post('uptransferstatus', { transferstatus: 2 }, token)).code).toBe(422);
  });
});
