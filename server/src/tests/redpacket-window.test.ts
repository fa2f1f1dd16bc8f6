import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runOperator } from '../cli';
import { approveDeposit } from '../repositories/deposits';
import { drawCycle, OPEN_WINDOW_KEY } from '../repositories/redpackets';
import { getSetting, setSetting } from '../repositories/settings';
import { makeTestApp, type TestApp } from '../testing/helper';
import { fundedMember } from './money-helpers';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.close());

describe('red-packet draw cycle (spec §9: 10:00–12:00 Beijing, deposits from 12:00 the day before to 10:00)', () => {
  beforeEach(() => setSetting(t.db, 'redpacket_window', '10:00-12:00'));

  it('before the window: not started, deposits counting from yesterday noon up to 10:00', () => {
    expect(drawCycle(t.db, '2026-03-10 09:30:00')).toEqual({
      phase: 'not_started',
      windowFrom: '2026-03-10 10:00:00',
      windowTo: '2026-03-10 12:00:00',
      depositFrom: '2026-03-09 12:00:00',
      depositTo: '2026-03-10 10:00:00',
    });
  });

  it('inside the window: open, same cycle', () => {
    expect(drawCycle(t.db, '2026-03-10 10:00:00')).toMatchObject({
      phase: 'open',
      depositTo: '2026-03-10 10:00:00',
    });
    expect(drawCycle(t.db, '2026-03-10 11:59:59')).toMatchObject({
      phase: 'open',
      windowFrom: '2026-03-10 10:00:00',
    });
  });

  it("after the window: ended, and tomorrow's deposits (from today's noon) are counting", () => {
    expect(drawCycle(t.db, '2026-03-31 12:00:00')).toEqual({
      phase: 'ended',
      windowFrom: '2026-04-01 10:00:00',
      windowTo: '2026-04-01 12:00:00',
      depositFrom: '2026-03-31 12:00:00',
      depositTo: '2026-04-01 10:00:00',
    });
  });

  it("'always' has no cycle (the rules' dates count)", () => {
    setSetting(t.db, 'redpacket_window', 'always');
    expect(drawCycle(t.db, '2026-03-10 09:30:00')).toBeNull();
  });
});

describe('open-redpacket operator command', () => {
  const operator = (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = runOperator(t.db, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('rejects bad minutes', () => {
    expect(operator('open-redpacket', '0').code).toBe(2);
    expect(operator('open-redpacket', 'soon').code).toBe(2);
    expect(operator('help').out).toContain('open-redpacket');
  });

  it('opens a window now: a deposit made before it earns a draw that wins; the draw is counted', async () => {
    setSetting(t.db, 'redpacket_window', '00:00-00:00'); // the daily window is over
    const { token } = await fundedMember(t);
    const no = (await t.post('recharge', { paytype: 'wxpay', amount: 600 }, token)).message;
    expect(approveDeposit(t.db, no).ok).toBe(true);
    expect((await t.post('douserredpacket', {}, token)).message).toBe('本场活动已结束，请等待下一场活动');

    const opened = operator('open-redpacket', '30');
    expect(opened.code).toBe(0);
    expect(getSetting(t.db, OPEN_WINDOW_KEY)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d~/);
    const before = (await t.get('userredpacket', {}, token)).data;
    expect(before.sendnums).toBeGreaterThan(0);
    const draw = await t.post('douserredpacket', {}, token);
    expect(draw.code).toBe(200);
    expect(draw.data.redpacketmoney).toMatch(/^\d+\.\d{2}$/);
    const after = (await t.get('userredpacket', {}, token)).data;
    expect(after.acquirednum).toBe(before.acquirednum + 1);
    expect(after.sendnums).toBe(before.sendnums - 1);
  });

  it('deposits outside the deposit period do not count', async () => {
    setSetting(t.db, 'redpacket_window', '10:00-12:00');
    const { token } = await fundedMember(t);
    const no = (await t.post('recharge', { paytype: 'wxpay', amount: 600 }, token)).message;
    expect(approveDeposit(t.db, no).ok).toBe(true);
    // A window that opened two days ago and is still running: the deposit just made is after its start.
    t.db.prepare("UPDATE deposits SET created_at = '2000-01-01 00:00:00' WHERE deposit_no = ?").run(no);
    operator('open-redpacket', '60');
    expect((await t.get('userredpacket', {}, token)).data.sendnums).toBe(0);
  });
});
