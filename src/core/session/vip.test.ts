import { describe, expect, it } from 'vitest';
import { parseVipLevel, vipLevelRow, vipProgress } from './vip';

describe('parseVipLevel', () => {
  it.each([
    ['P0', 0],
    ['P1', 1],
    ['P12', 12],
    [' p3 ', 3],
    ['VIP3', 3],
    ['P', null],
    ['3', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, level) => {
    expect(parseVipLevel(input)).toBe(level);
  });
});

describe('vipLevelRow (levels are 1-based: uservip[0] is VIP1)', () => {
  const levels = Array.from({ length: 10 }, (_, i) => `VIP${i + 1}`);
  it.each([
    [1, 'VIP1'],
    [2, 'VIP2'],
    [10, 'VIP10'],
    [11, undefined], // missing level
    [0, undefined], // below VIP1
    [-1, undefined],
    [1.5, undefined],
    [null, undefined],
    [undefined, undefined],
  ])('level %j → %j', (level, row) => {
    expect(vipLevelRow(levels, level)).toBe(row);
  });

  it('is undefined without a list', () => {
    expect(vipLevelRow(undefined, 1)).toBeUndefined();
    expect(vipLevelRow([], 1)).toBeUndefined();
  });
});

describe('vipProgress', () => {
  it.each([
    ['5000', '10000', 50],
    [3333, 10000, 33],
    ['6667', '10000', 67],
    ['20000', '10000', 100],
    [0, 10000, 0],
    ['5000', 0, 0],
    [null, '100', 0],
    ['0.3', '0.9', 33],
  ])('paysum %j of %j → %d%%', (paysum, recharge, percent) => {
    expect(vipProgress(paysum, recharge)).toBe(percent);
  });
});
