/**
 * The original Vue client of this API family against this server (testing/original-client.ts):
 * money: payinfo's card list, bank card logos, red-packet bands.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { approveDeposit } from '../repositories/deposits';
import { overlappingBands, type RedPacketRule } from '../repositories/redpackets';
import { setSetting } from '../repositories/settings';
import { freshAppPerTest, fundedMember } from '../testing/helper';
import { originalClient, publicFile } from '../testing/original-client';

const t = freshAppPerTest();
const { post, get, loginPc } = originalClient(() => t);

describe('8. payinfo answers a cardlist for every pay type', () => {
  it.each([
    ['wxpay', { amount: 500, paytype: 'wxpay' }, 'wxpay'],
    ['alipay', { amount: 500, paytype: 'alipay' }, 'alipay'],
    ['usdt', { amount: 500, paytype: 'usdt', catepay: 'TRC20' }, 'usdtpay'],
    [
      'bank',
      {
        amount: 500,
        paytype: 'bank',
        bank: '中国银行',
        bank_no: '6222000011112222',
        bank_owner: '李四',
        bank_address: '北京',
      },
      'bankpay',
    ],
  ])('%s', async (_, order, channel) => {
    const { token } = await fundedMember(t);
    const recharge = await post('/api/recharge', order, token);
    expect(recharge.code).toBe(200);
    const res = await post('/api/payinfo', { deposit_no: recharge.message }, token);
    expect(res).toMatchObject({ status: 200, code: 200 });
    // payInfo.vue: type = data.channel || message; reads info.amount, info.created_at, info.paytype,
    // cardlist.mch_id, cardlist.content (usdt) and cardlist.payimg for every type
    expect(res.data.channel).toBe(channel);
    expect(res.data.info).toMatchObject({
      amount: '500.00',
      created_at: expect.any(String),
      paytype: order.paytype,
    });
    expect(res.data.cardlist).toMatchObject({
      mch_id: expect.any(String),
      payimg: expect.stringMatching(/^(https?:|data:image\/)/),
    });
    if (channel === 'usdtpay') expect(res.data.cardlist.content).toBe('TRC20');
    if (channel === 'wxpay' || channel === 'alipay')
      expect(existsSync(publicFile(res.data.cardlist.payimg))).toBe(true);
    expect(['bankpay', 'usdtpay']).toContain(res.message);
  });
});

describe('9. bank cards carry ico', () => {
  it('getcard {type: 1} items carry the logo of their bank; every seeded bank has one', async () => {
    const { token } = await fundedMember(t);
    const bind = {
      bank: '中国工商银行',
      bank_no: '6222020200112233',
      bank_owner: '李四',
      bank_address: '北京市朝阳区支行',
      pay_pass: '654321',
    };
    expect((await post('/api/bindcard', bind, token)).code).toBe(200);
    const cards = (await post('/api/getcard', { type: 1 }, token)).data;
    expect(cards[0]).toMatchObject({
      bank: '中国工商银行',
      bank_owner: '李四',
      ico: 'http://localhost/assets-demo/banks/icbc.svg',
    });
    expect(cards[0].bank_no.substr(-4)).toBe('2233');
    for (const bank of (await post('/api/banklist')).data)
      expect(existsSync(publicFile(bank.ico))).toBe(true);
  });

  it('USDT addresses (getcard {type: 2}) carry the USDT logo', async () => {
    const { token } = await fundedMember(t);
    const bind = {
      bank: 'USDT',
      bank_no: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      bank_owner: 'TRC20',
      pay_pass: '654321',
    };
    expect((await post('/api/bindcard', bind, token)).code).toBe(200);
    const cards = (await post('/api/getcard', { type: 2 }, token)).data;
    expect(cards[0].ico).toBe('http://localhost/assets-demo/banks/usdt.svg');
    expect(existsSync(publicFile(cards[0].ico))).toBe(true);
  });
});

describe('11. red-packet rules are cumulative-deposit bands', () => {
  it('day_flow–flow_money is the band, recharge the number of draws; bands never overlap', async () => {
    const token = await loginPc();
    const { rules } = (await get('/api/userredpacket', {}, token)).data;
    expect(rules.length).toBeGreaterThan(1);
    for (const rule of rules) {
      // hongbao.vue: {{ day_flow }}-{{ flow_money }} and Math.floor(recharge)
      expect(Number(rule.day_flow)).toBeLessThan(Number(rule.flow_money));
      expect(Math.floor(rule.recharge)).toBe(rule.recharge);
      expect(rule.recharge).toBeGreaterThan(0);
    }
    const sorted = [...rules].sort((a, b) => Number(a.day_flow) - Number(b.day_flow));
    sorted
      .slice(1)
      .forEach((rule, i) => expect(Number(rule.day_flow)).toBeGreaterThan(Number(sorted[i].flow_money)));
  });

  it('a cumulative deposit earns the draws of the band it falls in', async () => {
    // About the bands, not the daily 10:00–12:00 window (inside it a deposit just made would wait
    // for tomorrow's cycle): the deposits of the rules' whole period count.
    setSetting(t.db, 'redpacket_window', 'always');
    const { token } = await fundedMember(t);
    for (const amount of [3000, 3000]) {
      const no = (await post('/api/recharge', { amount, paytype: 'alipay' }, token)).message;
      expect(approveDeposit(t.db, no).ok).toBe(true);
    }
    const info = (await get('/api/userredpacket', {}, token)).data;
    const band = info.rules.find(
      (r: { day_flow: string; flow_money: string }) =>
        Number(r.day_flow) <= 6000 && 6000 <= Number(r.flow_money),
    );
    expect(band.recharge).toBe(3);
    expect(info).toMatchObject({ sendnums: 3, max_times: 3, acquirednum: 0 });
  });

  it('overlappingBands finds bands that overlap in overlapping periods only', () => {
    const rule = (
      id: number,
      from: number,
      to: number | null,
      start = '2026-01-01 00:00:00',
      end = '2027-01-01 00:00:00',
    ): RedPacketRule => ({
      id,
      start_time: start,
      end_time: end,
      recharge_cents: from,
      deposit_to_cents: to,
      times: 1,
      flow_money_cents: 0,
      min_cents: 1,
      max_cents: 2,
    });
    expect(overlappingBands([rule(1, 100, 999), rule(2, 1000, 4999), rule(3, 5000, null)])).toEqual([]);
    expect(overlappingBands([rule(1, 100, 1000), rule(2, 1000, 4999)])).toEqual([[1, 2]]);
    expect(overlappingBands([rule(1, 100, null), rule(2, 1000, 4999)])).toEqual([[1, 2]]);
    expect(
      overlappingBands([rule(1, 100, 1000), rule(2, 500, 900, '2027-01-01 00:00:00', '2028-01-01 00:00:00')]),
    ).toEqual([]);
  });

  it('the seeded rules do not overlap', () => {
    const rules = t.db.prepare('SELECT * FROM redpacket_rules').all() as RedPacketRule[];
    expect(rules.length).toBeGreaterThan(1);
    expect(overlappingBands(rules)).toEqual([]);
  });
});
