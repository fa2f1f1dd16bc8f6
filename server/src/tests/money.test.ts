import { describe, expect, it } from 'vitest';
import { centsToYuan, yuanToCents } from '../money';

describe('centsToYuan', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [888800, '8888.00'],
    [123456789, '1234567.89'],
    [-5, '-0.05'],
    [-1050, '-10.50'],
  ])('%i → %s', (cents, yuan) => expect(centsToYuan(cents)).toBe(yuan));
});

describe('yuanToCents', () => {
  it.each([
    ['100', 10000],
    ['100.5', 10050],
    ['0.1', 10],
    ['0.29', 29],
    ['1.10', 110],
    ['1.100', 110],
    ['.5', 50],
    ['12.', 1200],
    [' 8 ', 800],
    [12.3, 1230],
    [0.07, 7],
    [1.15, 115],
    ['-3.2', -320],
  ])('%o → %i', (yuan, cents) => expect(yuanToCents(yuan)).toBe(cents));

  it.each([
    '',
    '.',
    'abc',
    '1.234',
    '1e3',
    '1,000',
    '0x10',
    null,
    undefined,
    NaN,
    Infinity,
    1e21,
    '99999999999999999999',
  ])('%o → null', (value) => expect(yuanToCents(value)).toBeNull());

  it('never suffers float error: 0.1 + 0.2 in cents is 30', () => {
    expect((yuanToCents('0.1') ?? 0) + (yuanToCents('0.2') ?? 0)).toBe(30);
  });
});
