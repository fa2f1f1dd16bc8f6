import { describe, expect, it } from 'vitest';
import { parseVipLevel, vipProgress } from './vip';

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
