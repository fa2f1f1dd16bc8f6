import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { betDateRange, parseRecordDate, rangeText, transDateRange, type RecordDate } from './record-dates';

/*
 * The device clock runs in New York (UTC-5 in winter): at 2026-03-01 01:30 Beijing it is still
 * 2026-02-28 12:30 there, so a device-local computation would answer February.
 */
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = originalTz;
});
afterEach(() => vi.useRealTimers());

const BEIJING_0130_MARCH_1 = Date.UTC(2026, 1, 28, 17, 30); // 2026-03-01 01:30 Beijing

describe('record date ranges in Beijing time, device in another zone', () => {
  it('the device really is in another zone', () => {
    vi.useFakeTimers();
    vi.setSystemTime(BEIJING_0130_MARCH_1);
    expect(new Date().getDate()).toBe(28);
  });

  it.each<[RecordDate, string, string]>([
    [1, '2026-03-01', '2026-03-01'],
    [2, '2026-02-28', '2026-02-28'],
    [3, '2026-02-23', '2026-03-01'],
    [4, '2026-03-01', '2026-03-01'],
  ])('bet button %i → %s..%s', (date, from, to) => {
    vi.useFakeTimers();
    vi.setSystemTime(BEIJING_0130_MARCH_1);
    expect(betDateRange(date)).toEqual({ from, to });
  });

  it.each<[RecordDate, string]>([
    [1, '2026-03-01'],
    [2, '2026-02-23'],
    [3, '2026-02-15'],
    [4, '2026-01-31'],
  ])('transaction date %i starts %s and ends today', (date, from) => {
    vi.useFakeTimers();
    vi.setSystemTime(BEIJING_0130_MARCH_1);
    expect(transDateRange(date)).toEqual({ from, to: '2026-03-01' });
  });

  it('late evening in Beijing is still the same Beijing day', () => {
    const beijing2350 = Date.UTC(2026, 2, 10, 15, 50); // 2026-03-10 23:50 Beijing
    expect(betDateRange(1, beijing2350)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(betDateRange(4, beijing2350)).toEqual({ from: '2026-03-01', to: '2026-03-10' });
  });

  it('formats and parses', () => {
    expect(rangeText({ from: '2026-03-01', to: '2026-03-01' })).toBe('2026-03-01');
    expect(rangeText({ from: '2026-02-23', to: '2026-03-01' })).toBe('2026-02-23 至 2026-03-01');
    expect(parseRecordDate('3', 1)).toBe(3);
    expect(parseRecordDate('9', 1)).toBe(1);
    expect(parseRecordDate(null, 4)).toBe(4);
  });
});
