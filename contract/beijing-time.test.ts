import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  beijingDay,
  beijingMinuteOfDay,
  beijingMs,
  beijingText,
  monthStart,
  weekdayOf,
} from './beijing-time';

describe('Beijing time (UTC+8 all year)', () => {
  it.each([
    ['2026-11-28T15:59:59Z', '2026-11-28 23:59:59'],
    ['2026-11-28T16:00:00Z', '2026-11-29 00:00:00'],
    ['2026-12-31T16:00:00Z', '2027-01-01 00:00:00'],
    ['2024-02-28T16:30:00Z', '2024-02-29 00:30:00'],
    // Europe and America change their clocks in March; Beijing does not
    ['2026-03-29T01:30:00Z', '2026-03-29 09:30:00'],
  ])('%s is %s in Beijing', (iso, text) => {
    const ms = Date.parse(iso);
    expect(beijingText(ms)).toBe(text);
    expect(beijingDay(ms)).toBe(text.slice(0, 10));
    expect(beijingMs(text)).toBe(ms);
  });

  it('reads a day, a minute or a T-separated time; null for anything else', () => {
    expect(beijingMs('2026-11-29')).toBe(Date.parse('2026-11-28T16:00:00Z'));
    expect(beijingMs('2026-11-29 08:05')).toBe(Date.parse('2026-11-29T00:05:00Z'));
    expect(beijingMs('2026-11-29T08:05:09')).toBe(Date.parse('2026-11-29T00:05:09Z'));
    expect(beijingMs('29/11/2026')).toBeNull();
    expect(beijingMs('')).toBeNull();
  });

  it('counts minutes from Beijing midnight', () => {
    expect(beijingMinuteOfDay(Date.parse('2026-11-28T16:00:00Z'))).toBe(0);
    expect(beijingMinuteOfDay(Date.parse('2026-11-29T01:30:00Z'))).toBe(9 * 60 + 30);
  });

  it('does calendar arithmetic on days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOf('2026-11-30')).toBe(0); // a Monday
    expect(weekdayOf('2026-11-29')).toBe(6); // a Sunday
    expect(monthStart('2026-11-29')).toBe('2026-11-01');
  });
});

describe('one Beijing-time module', () => {
  // The +8 offset is written once: a time-zone name, a '+08:00' suffix or 8-hour arithmetic
  // elsewhere is a second way to get the same day, which once differed between screens.
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(dir, file));

  it('no other source of the client, the contract or the server (its seeds too) names the offset', () => {
    const offenders = ['src', 'contract', 'server/src']
      .flatMap(sources)
      .filter((file) => file !== join('contract', 'beijing-time.ts'))
      .filter((file) =>
        /Asia\/Shanghai|\+08:?00|\b8 \* (?:3_?600_?000|HOUR|60 \* 60)|\bh - 8\b/.test(
          readFileSync(join(root, file), 'utf8'),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
