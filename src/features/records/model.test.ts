import { describe, expect, it } from 'vitest';
import {
  applyStateLabel,
  betTotals,
  orderTimeline,
  transTotals,
  applyStateTone,
  transStateTone,
  betDateOptions,
  betStatusLabel,
  parseTransType,
  showsOrderNo,
  TRANS_TYPE_LABEL,
  transDateOptions,
  transStateLabel,
  winLoss,
  type TransType,
} from './model';

describe('record labels (docs/product.md#states-and-transitions)', () => {
  it.each([
    [0, '无效注单'],
    [1, '已结算'],
    [2, '未结算'],
  ])('bet status %i is %s', (status, label) => expect(betStatusLabel(status)).toBe(label));

  // A transaction's state tag: its words and its colour (approved/success green, rejected/failed red, pending amber).
  it.each<[TransType, number, string, string]>([
    [1, 0, '未定义', 'none'],
    [1, 1, '待审核', 'wait'],
    [2, 2, '审核通过', 'ok'],
    [2, 3, '审核拒绝', 'bad'],
    [3, 0, '失败', 'bad'],
    [3, 1, '成功', 'ok'],
    [3, 3, '未定义', 'none'],
    [4, 0, '失败', 'bad'],
    [4, 2, '待结算', 'wait'],
    [4, 3, '未定义', 'none'],
  ])('type %i state %i is %s (%s)', (type, state, label, tone) => {
    expect(transStateLabel(type, state)).toBe(label);
    expect(transStateTone(type, state)).toBe(tone);
  });

  it('types, dates and order numbers', () => {
    expect(TRANS_TYPE_LABEL).toEqual({ 1: '存款', 2: '取款', 3: '转入', 4: '转出' });
    expect(betDateOptions.map((o) => o.label)).toEqual(['今天', '昨天', '近七天', '本月']);
    expect(transDateOptions.map((o) => o.label)).toEqual(['今日', '近7日', '近15日', '近30日']);
    expect([1, 2, 3, 4].map((t) => showsOrderNo(t as TransType))).toEqual([true, true, false, false]);
    expect(parseTransType('3')).toBe(3);
    expect(parseTransType('x')).toBe(1);
  });

  it.each([
    [1, '待审核'],
    [2, '已通过'],
    [3, '已拒绝'],
  ])('application state %i is %s', (state, label) => expect(applyStateLabel(state)).toBe(label));

  it.each([
    ['12.5', '+12.50', 'win'],
    ['-5', '-5.00', 'loss'],
    [0, '0.00', 'even'],
    ['-0.10', '-0.10', 'loss'],
  ] as const)('win/loss %s → %s (%s)', (value, text, tone) => expect(winLoss(value)).toEqual({ text, tone }));
});

describe('state tag tones', () => {
  it('applications', () => {
    expect([1, 2, 3, 9].map(applyStateTone)).toEqual(['wait', 'ok', 'bad', 'none']);
  });
});

describe('orderTimeline: submitted → reviewed → paid or refused', () => {
  const at = '2026-11-27 10:00:00';
  const later = '2026-11-27 10:05:00';
  it.each([
    [1, 1, ['提交申请:done', '等待审核:current', '已到账:wait']],
    [1, 2, ['提交申请:done', '审核通过:done', '已到账:done']],
    [2, 2, ['提交申请:done', '审核通过:done', '已出款:done']],
    [2, 3, ['提交申请:done', '审核完成:done', '已拒绝:error']],
    [3, 1, ['提交申请:done', '转账成功:done']],
    [4, 0, ['提交申请:done', '转账失败:error']],
  ])('type %i state %i', (type, state, expected) => {
    const steps = orderTimeline({ type, state, created_at: at, reviewed_at: state > 1 ? later : null });
    expect(steps.map((s) => `${s.label}:${s.status}`)).toEqual(expected);
  });

  it('a reviewed step carries the review time', () => {
    expect(orderTimeline({ type: 2, state: 3, created_at: at, reviewed_at: later })[2]!.time).toBe(later);
  });
});

describe('period totals: only the fields the server sent', () => {
  it.each([
    [{}, []],
    [{ total_bet: '1.00' }, ['总投注']],
    [{ total_bet: 0, total_valid_bet: '0.00', total_win_loss: '-1.00' }, ['总投注', '有效投注', '总输赢']],
  ])('bet %j', (page, labels) => {
    expect(betTotals(page).map((t) => t.label)).toEqual(labels);
  });
  it.each([
    [{}, []],
    [{ total_deposit: '5.00', total_withdraw: '1.00' }, ['总存款', '总取款']],
  ])('trans %j', (page, labels) => {
    expect(transTotals(page).map((t) => t.label)).toEqual(labels);
  });
});
