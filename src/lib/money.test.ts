import { describe, expect, it } from 'vitest';
import {
  amountTextToCents,
  divideFloorCents,
  formatCents,
  formatCentsPlain,
  formatYuan,
  toCents,
} from '@contract/money';
import { addCents, centsToYuan, nextAmountInput, subtractCents, withdrawalUsdt } from './money';

describe('toCents', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.1', 10],
    ['.5', 50],
    ['-3.07', -307],
    ['1.005', 101],
    ['1.004', 100],
    [' 7.20 ', 720],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1999],
    [100, 10000],
    [-0.01, -1],
  ])('%j → %d', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it.each([['abc'], [''], ['.'], ['1e3'], ['1,000'], [Number.NaN], [Infinity], [1e21], [null], [undefined]])(
    'rejects %j',
    (input) => {
      expect(toCents(input as never)).toBeNull();
    },
  );
});

describe('formatting', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [-307, '-3.07'],
    [123456789, '1234567.89'],
  ])('formatCents(%d) = %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it.each([
    ['1234.5', '1234.50'],
    [0.1 + 0.2, '0.30'],
    [null, '0.00'],
    ['oops', '0.00'],
  ])('formatYuan(%j) = %s', (value, text) => {
    expect(formatYuan(value)).toBe(text);
  });
});

describe('arithmetic without float error', () => {
  it('adds and subtracts in cents: 0.1 + 0.2 = 0.30, 0.3 - 0.1 = 0.20', () => {
    expect(formatCents(addCents(toCents('0.1')!, toCents('0.2')!))).toBe('0.30');
    expect(formatCents(subtractCents(toCents('0.3')!, toCents('0.1')!))).toBe('0.20');
    expect(centsToYuan(addCents(toCents(0.1)!, toCents(0.2)!))).toBe(0.3);
  });

  it.each([
    // amount (yuan), rate, floored estimate (yuan)
    ['100', '7.2', '13.88'], // 13.8888…
    ['100', 7.1, '14.08'], // 14.0845…
    ['1000', '6.5', '153.84'], // 153.846…
    ['0.3', '0.1', '3.00'], // float would give 2.9999999999999996 → 2.99
    ['10', '3', '3.33'],
    ['7.2', '7.2', '1.00'],
    ['0.01', '100', '0.00'],
  ])('%s ÷ %s floored = %s', (amount, rate, expected) => {
    expect(formatCents(divideFloorCents(toCents(amount)!, rate)!)).toBe(expected);
  });

  it.each([[0], ['0'], ['0.00'], [null], [undefined], ['x']])('no estimate for rate %j', (rate) => {
    expect(divideFloorCents(10000, rate as never)).toBeNull();
  });

  it('USDT received = estimate minus fee, exactly', () => {
    const estimate = divideFloorCents(toCents('1000')!, '7.1')!; // 140.84
    expect(formatCents(subtractCents(estimate, toCents('1.1')!))).toBe('139.74');
  });
});

describe('USDT estimate: amount ÷ rate floored to 2 decimals where floats fail', () => {
  it.each([
    // amount, rate, exact floor; the float expression Math.floor(a / r * 100) / 100 in comments
    ['100.1', '7.1', '14.09'], // 14.0985…
    ['0.7', '0.1', '7.00'], // float: 0.7 / 0.1 = 6.999999999999999 → 6.99
    ['8.2', '0.1', '82.00'], // float: 81.99999999999999 → 81.99
    ['0.57', '1', '0.57'], // float: 56.99999999999999 → 0.56
    ['4.35', '1', '4.35'], // float: 4.35 * 100 = 434.99999999999994 → 4.34
    ['1.15', '1', '1.15'], // float: 114.99999999999999 → 1.14
    ['999', '6.99', '142.91'],
    ['2199', '7.26', '302.89'],
    ['100', '0.03', '3333.33'],
  ])('%s ÷ %s = %s', (amount, rate, expected) => {
    expect(formatCents(divideFloorCents(toCents(amount)!, rate)!)).toBe(expected);
  });
});

describe('formatCentsPlain (range messages)', () => {
  it.each([
    [10000, '100'],
    [1000000, '10000'],
    [9950, '99.50'],
    [5, '0.05'],
  ])('formatCentsPlain(%d) = %s', (cents, text) => {
    expect(formatCentsPlain(cents)).toBe(text);
  });
});

describe('amount fields (digits and one point with two places; never one number turned into another)', () => {
  it.each([
    ['', '100', '100'],
    ['', '100.5', '100.5'],
    ['', '100.55', '100.55'],
    ['100.55', '100.555', '100.55'], // a third decimal is not taken, like a maxLength
    ['', '１００', '100'], // full-width digits (a Chinese IME) are the same number
    ['', '１００．５', '100.5'],
    ['', '100。5', '100.5'],
    ['', '1,000.505', '1000.50'], // a pasted grouping comma is the same number
    ['', ' 100 ', '100'],
    ['', '0100', '100'], // leading zeros: the same number
    ['0', '00', '0'],
    ['', '.5', '.5'],
    ['100', '100.', '100.'],
    // a change that brings anything else is not taken: a key that is not a digit does nothing…
    ['', 'a', ''],
    ['1', '1e', '1'],
    ['12', '12a', '12'],
    ['1.2', '1.2.', '1.2'],
    ['', '-', ''],
    ['5', '-5', '5'],
    // …and a paste of junk leaves the field as it was, never a different number
    ['', 'abc1e5', ''],
    ['', '1e3', ''],
    ['', '-5', ''],
    ['', '1,00', ''],
    ['88', '+1', '88'],
    ['100', '', ''],
  ])('nextAmountInput(%j, %j) = %j', (previous, typed, kept) => {
    expect(nextAmountInput(previous, typed)).toBe(kept);
  });

  it.each([
    ['100', 10000],
    ['100.1', 10010],
    ['0.29', 29],
    ['0', 0],
    ['100.', 10000],
    ['.5', 50],
    ['', null],
    ['100.123', null],
    ['-1', null],
    ['+1', null],
    ['abc', null],
    ['1e3', null],
    ['1e2', null],
    ['0100', null],
    ['00.5', null],
    ['1.2.3', null],
  ])('amountTextToCents(%j) = %j', (typed, cents) => {
    expect(amountTextToCents(typed)).toBe(cents);
  });
});

describe('withdrawalUsdt (docs/product.md#constants-and-limits: floor(amount ÷ withdrawusdtrate, 2) − protocol fee)', () => {
  const rates = { withdrawusdtrate: '7.1', withdrawcashfee: '5', withdrawfeeusdttrc: '1.1' };
  it.each([
    // amount, protocol, rate, converted, fee, received
    ['100.1', 'TRC20', '7.1', '14.09', '1.10', '12.99'], // float: 14.09 - 1.1 = 12.989999…
    ['100.1', 'ERC20', '7.1', '14.09', '5.00', '9.09'],
    ['119.99', 'TRC20', '7.1', '16.90', '1.10', '15.80'], // float floor gives 16.89
    ['116.07', 'ERC20', '7.3', '15.90', '5.00', '10.90'], // float floor gives 15.89
    ['100.08', 'TRC20', '7.2', '13.90', '1.10', '12.80'], // float floor gives 13.89
    ['146', 'TRC20', '7.3', '20.00', '1.10', '18.90'], // float: 146 / 7.3 = 19.999999999999996
    ['100', 'erc20', '7.1', '14.08', '5.00', '9.08'], // protocol read case-insensitively
    ['100', 'TRC20', 100, '1.00', '1.10', '0.00'], // never below zero
  ])('%s yuan by %s at %s → %s − %s = %s', (amount, protocol, rate, converted, fee, received) => {
    const result = withdrawalUsdt(toCents(amount)!, protocol, { ...rates, withdrawusdtrate: rate });
    expect(
      result && [formatCents(result.converted), formatCents(result.fee), formatCents(result.received)],
    ).toEqual([converted, fee, received]);
  });

  it.each([[null], [0], ['0'], ['x']])('no figures without a usable rate (%j)', (rate) => {
    expect(withdrawalUsdt(10000, 'TRC20', { ...rates, withdrawusdtrate: rate })).toBeNull();
  });

  it('a missing fee counts as 0', () => {
    expect(withdrawalUsdt(10000, 'TRC20', { withdrawusdtrate: '8' })).toEqual({
      converted: 1250,
      fee: 0,
      received: 1250,
    });
  });
});
