import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  betDateRange,
  inDays,
  parseRecordDate,
  parseTransDateFilter,
  rangeText,
  TRANS_QUICK_OPTIONS,
  transDateLabel,
  transDateQuery,
  transDateRange,
  transDateView,
  type RecordDate,
  type TransDateFilter,
} from './record-dates';

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

describe('/transRecord and /fanshui quick buttons: the smallest call range covering them (Beijing days)', () => {
  it('are today, yesterday, last seven days and this month', () => {
    expect(TRANS_QUICK_OPTIONS.map((o) => o.label)).toEqual(['今天', '昨天', '近七天', '本月']);
  });

  it.each<[string, TransDateFilter, RecordDate, string, string]>([
    ['Mar 1 01:30', 1, 1, '2026-03-01', '2026-03-01'],
    ['Mar 1 01:30', 'yesterday', 2, '2026-02-28', '2026-02-28'],
    ['Mar 1 01:30', 2, 2, '2026-02-23', '2026-03-01'],
    ['Mar 1 01:30', 'month', 1, '2026-03-01', '2026-03-01'],
    ['Mar 10', 'month', 3, '2026-03-01', '2026-03-10'],
    ['Mar 16', 'month', 4, '2026-03-01', '2026-03-16'],
    ['Mar 31', 'month', 4, '2026-03-02', '2026-03-31'], // even 近30日 starts on the 2nd
    ['Mar 5', 'month', 2, '2026-03-01', '2026-03-05'],
  ])('%s: %s asks date %i and keeps %s..%s', (when, filter, date, from, to) => {
    const at: Record<string, number> = {
      'Mar 1 01:30': BEIJING_0130_MARCH_1,
      'Mar 5': Date.UTC(2026, 2, 5, 4),
      'Mar 10': Date.UTC(2026, 2, 10, 4),
      'Mar 16': Date.UTC(2026, 2, 16, 4),
      'Mar 31': Date.UTC(2026, 2, 31, 4),
    };
    expect(transDateQuery(filter, at[when])).toEqual({ date, range: { from, to } });
  });

  it('keeps the rows of the range and knows when it is covered', () => {
    const { keeps, past } = inDays({ from: '2026-02-28', to: '2026-02-28' });
    expect(keeps({ created_at: '2026-03-01 00:10:00' })).toBe(false);
    expect(keeps({ created_at: '2026-02-28 23:59:59' })).toBe(true);
    expect(keeps({ created_at: '2026-02-28 00:00:00' })).toBe(true);
    expect(past({ created_at: '2026-02-28 00:00:00' })).toBe(false);
    expect(past({ created_at: '2026-02-27 23:59:59' })).toBe(true);
  });

  it('a screen asks, labels and narrows by the URL filter: only a quick range hides rows', () => {
    const yesterday = transDateView('yesterday', BEIJING_0130_MARCH_1);
    expect(yesterday).toMatchObject({ filter: 'yesterday', date: 2, label: '昨天' });
    expect(yesterday.days).toBe(rangeText({ from: '2026-02-28', to: '2026-02-28' }));
    expect(yesterday.within?.keeps({ created_at: '2026-03-01 00:10:00' })).toBe(false);
    const week = transDateView('2', BEIJING_0130_MARCH_1);
    expect(week).toMatchObject({ filter: 2, date: 2, within: undefined });
  });

  it('parses the filter from the URL', () => {
    expect(parseTransDateFilter('yesterday')).toBe('yesterday');
    expect(parseTransDateFilter('month')).toBe('month');
    expect(parseTransDateFilter('3')).toBe(3);
    expect(parseTransDateFilter('x')).toBe(1);
    expect(transDateLabel('yesterday')).toBe('昨天');
    expect(transDateLabel(3)).toBe('近15日');
  });
});
