import { describe, expect, it } from 'vitest';
import { drawPopup, formatCountdown, localBlock, msUntilWindow, ruleRow } from './model';

describe('red-packet rule table (day_flow–flow_money = deposit band, recharge = draws)', () => {
  it.each([
    [
      {
        start_time: '2026-11-01 00:00:00',
        end_time: '2026-11-30 23:59:59',
        day_flow: '100',
        flow_money: '999.99',
        recharge: 1,
      },
      { timeFrom: '2026-11-01', timeTo: '2026-11-30', bandFrom: '100.00', bandTo: '999.99', draws: '1次' },
    ],
    [
      {
        start_time: '2026-11-01 00:00:00',
        end_time: '2026-11-30 23:59:59',
        day_flow: 1000,
        flow_money: 4999,
        recharge: '3',
      },
      { timeFrom: '2026-11-01', timeTo: '2026-11-30', bandFrom: '1000.00', bandTo: '4999.00', draws: '3次' },
    ],
    [
      {
        start_time: '2026-11-22 10:00:00',
        end_time: '2026-11-22 12:00:00',
        day_flow: 5000,
        flow_money: null,
        recharge: 5,
      },
      { timeFrom: '2026-11-22', timeTo: '2026-11-22', bandFrom: '5000.00', bandTo: null, draws: '5次' },
    ],
  ])('%o → %o', (rule, row) => expect(ruleRow(rule)).toEqual(row));
});

describe('red-packet popup choice', () => {
  it('blocks locally when no draws remain', () => {
    expect(localBlock(0)).toEqual({ kind: 'notEligible', message: '您还未达到领取条件，快去完成吧！' });
    expect(localBlock(-1)?.kind).toBe('notEligible');
    expect(localBlock(undefined)?.kind).toBe('notEligible');
    expect(localBlock(2)).toBeNull();
  });

  it('tells a member whose draws of this window are taken that they are used up, not to deposit', () => {
    expect(localBlock(0, 2)).toEqual({ kind: 'usedUp', message: '本场抢红包次数已用完，请等待下一场活动' });
    expect(localBlock(0, 0)?.kind).toBe('notEligible');
    expect(localBlock(1, 2)).toBeNull();
  });
});

describe('the wait for the draw window', () => {
  const now = Date.UTC(2026, 10, 26, 1, 0, 0); // 09:00:00 in Beijing
  it.each([
    [{ window_from: '2026-11-26 10:00:00', window_open: false }, 3_600_000],
    [{ window_from: '2026-11-27 10:00:00', window_open: false }, 25 * 3_600_000],
    [{ window_from: '2026-11-26 08:00:00', window_open: false }, 0],
    [{ window_from: '2026-11-26 10:00:00', window_open: true }, null],
    [{ window_from: null, window_open: false }, null],
    [{ window_from: '10:00', window_open: false }, null],
  ])('%o → %o ms', (info, ms) => expect(msUntilWindow(info, now)).toBe(ms));

  it.each([
    [3_600_000, '01:00:00'],
    [25 * 3_600_000 + 61_000, '25:01:01'],
    [1, '00:00:01'],
    [0, '00:00:00'],
  ])('%i ms reads %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));

  it.each([
    [{ code: 200, message: '恭喜', amount: '8.8' }, 'won', '恭喜您抢到8.80元'],
    [{ code: 1, message: '活动尚未开始，请耐心等待' }, 'notStarted', '活动尚未开始，请耐心等待'],
    [{ code: 1, message: '本场活动已结束，请等待下一场活动' }, 'ended', '本场活动已结束，请等待下一场活动'],
    [
      { code: 1, message: '您还未达到领取条件，快去完成吧！' },
      'notEligible',
      '您还未达到领取条件，快去完成吧！',
    ],
    [{ code: 202, message: '存款不足' }, 'notEligible', '存款不足'],
  ])('%o → %s popup with its message', (answer, kind, message) => {
    expect(drawPopup(answer)).toMatchObject({ kind, message });
  });
});
