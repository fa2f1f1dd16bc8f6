import { describe, expect, it } from 'vitest';
import { drawPopup, localBlock, ruleRow } from './model';

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
