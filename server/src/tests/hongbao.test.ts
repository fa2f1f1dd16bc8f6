import { beforeEach, describe, expect, it } from 'vitest';
import { approveDeposit } from '../repositories/deposits';
import { windowPhase } from '../repositories/redpackets';
import { setSetting } from '../repositories/settings';
import { freshAppPerTest, balanceCents, expectLedgerMatches, fundedMember } from '../testing/helper';

const t = freshAppPerTest();
beforeEach(() => {
  // These tests are about tiers, messages and records, not the daily 10:00–12:00 window (the
  // default since migration 005; redpacket-window.test.ts covers it): draws are open all day.
  setSetting(t.db, 'redpacket_window', 'always');
});

async function depositAndApprove(token: string, yuan: number) {
  const no = (await t.post('recharge', { paytype: 'wxpay', amount: yuan }, token)).message;
  expect(approveDeposit(t.db, no).ok).toBe(true);
}

describe('userredpacket / douserredpacket / redpacket', () => {
  it('a member without qualifying deposits has no draws and is told so', async () => {
    const { token } = await fundedMember(t);
    const info = await t.get('userredpacket', {}, token);
    expect(info.data).toMatchObject({ sendnums: 0, acquirednum: 0, max_times: 0 });
    expect(info.data.rules.length).toBeGreaterThan(0);
    expect(info.data.rules[0]).toMatchObject({
      start_time: expect.any(String),
      end_time: expect.any(String),
      day_flow: '100.00',
      flow_money: '999.99',
      recharge: 1,
    });
    expect(await t.post('douserredpacket', {}, token)).toMatchObject({
      code: 1,
      message: '您还未达到领取条件，快去完成吧！',
    });
  });

  it('deposits earn draws by tier; each draw pays within the tier and credits the balance with a ledger row', async () => {
    const { token, userId } = await fundedMember(t);
    await depositAndApprove(token, 600);
    await depositAndApprove(token, 500);
    // 1,100 lies in the 1,000–4,999.99 band: 2 draws of 2.00–18.88
    expect((await t.get('userredpacket', {}, token)).data).toMatchObject({
      sendnums: 2,
      acquirednum: 0,
      max_times: 2,
    });
    const before = balanceCents(t.db, userId);
    let won = 0;
    for (let i = 0; i < 2; i++) {
      const draw = await t.post('douserredpacket', {}, token);
      expect(draw.code).toBe(200);
      const cents = Math.round(Number(draw.data.redpacketmoney) * 100);
      expect(draw.data.redpacketmoney).toMatch(/^\d+\.\d{2}$/);
      expect(cents).toBeGreaterThanOrEqual(200);
      expect(cents).toBeLessThanOrEqual(1888);
      won += cents;
    }
    expect(balanceCents(t.db, userId)).toBe(before + won);
    expect((await t.get('userredpacket', {}, token)).data).toMatchObject({
      sendnums: 0,
      acquirednum: 2,
      max_times: 2,
    });
    expect((await t.post('douserredpacket', {}, token)).code).toBe(1);
    const records = await t.post('redpacket', { page: 1 }, token);
    expect(records.data).toMatchObject({ total: 2, last_page: 1 });
    expect(records.data.data[0]).toMatchObject({
      money: '1100.00',
      created_at: expect.any(String),
      usetime: expect.any(String),
    });
    expect(expectLedgerMatches(t.db, userId)).toEqual([]);
  });

  it('respects the switch and the daily window', async () => {
    const token = await t.login();
    setSetting(t.db, 'redpacket_switch', '0');
    expect(await t.post('douserredpacket', {}, token)).toMatchObject({ code: 1, message: '红包已关闭' });
    setSetting(t.db, 'redpacket_switch', '1');
    setSetting(t.db, 'redpacket_window', '00:00-00:00');
    expect((await t.post('douserredpacket', {}, token)).message).toBe('本场活动已结束，请等待下一场活动');
    setSetting(t.db, 'redpacket_window', '23:59-23:59');
    const message = (await t.post('douserredpacket', {}, token)).message;
    expect(['活动尚未开始，请耐心等待', '本场活动已结束，请等待下一场活动']).toContain(message);
    setSetting(t.db, 'redpacket_window', 'always');
    expect((await t.post('douserredpacket', {}, token)).code).toBe(200);
  });

  it('the draw info says when the window opens and whether it is open now', async () => {
    const token = await t.login();
    setSetting(t.db, 'redpacket_window', '00:00-00:00'); // never open: over for today
    const closed = (await t.get('userredpacket', {}, token)).data;
    expect(closed).toMatchObject({ window_open: false });
    expect(closed.window_from).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(closed.window_to).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    setSetting(t.db, 'redpacket_window', 'always'); // the rules' dates alone: nothing to announce
    const always = (await t.get('userredpacket', {}, token)).data;
    expect(always.window_open).toBeUndefined();
  });

  it('windowPhase reads HH:MM-HH:MM in Beijing time', () => {
    const at = (h: number, m: number) => Date.UTC(2026, 0, 1, h - 8 < 0 ? h + 16 : h - 8, m);
    expect(windowPhase('10:00-12:00', at(9, 59))).toBe('not_started');
    expect(windowPhase('10:00-12:00', at(10, 0))).toBe('open');
    expect(windowPhase('10:00-12:00', at(11, 59))).toBe('open');
    expect(windowPhase('10:00-12:00', at(12, 0))).toBe('ended');
    expect(windowPhase('always', at(3, 0))).toBe('open');
    expect(windowPhase(undefined, at(3, 0))).toBe('open');
  });

  it('rules that have not started or are over answer the right message', async () => {
    const { token } = await fundedMember(t);
    t.db
      .prepare(
        "UPDATE redpacket_rules SET start_time = '2099-01-01 00:00:00', end_time = '2099-02-01 00:00:00'",
      )
      .run();
    expect((await t.post('douserredpacket', {}, token)).message).toBe('活动尚未开始，请耐心等待');
    t.db
      .prepare(
        "UPDATE redpacket_rules SET start_time = '2000-01-01 00:00:00', end_time = '2000-02-01 00:00:00'",
      )
      .run();
    expect((await t.post('douserredpacket', {}, token)).message).toBe('本场活动已结束，请等待下一场活动');
  });

  it('the demo member has records on several pages and draws left', async () => {
    const token = await t.login();
    const info = (await t.get('userredpacket', {}, token)).data;
    expect(info.acquirednum).toBeGreaterThan(0);
    expect(info.sendnums).toBeGreaterThan(0);
    expect((await t.post('redpacket', { page: 1 }, token)).data.last_page).toBeGreaterThan(1);
  });
});
