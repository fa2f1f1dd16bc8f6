import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderNumber } from '../repositories/wallets';

describe('orderNumber', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never repeats within one second, however many orders it numbers', () => {
    // Every call in one Beijing second (16:00:00): only the sequence can tell the orders apart.
    vi.useFakeTimers({ now: new Date('2026-11-29T08:00:00.000Z'), toFake: ['Date'] });
    const numbers = Array.from({ length: 5_000 }, () => orderNumber('D'));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) expect(number).toMatch(/^D20261129160000\d{6}$/);
  });
});
