/**
 * Periods of stored Beijing times. Timestamps are stored as Beijing local time text
 * `YYYY-MM-DD HH:MM:SS` (contract/beijing-time.ts, shared with the client), so a period is a
 * half-open range of such strings that SQLite compares as text.
 */
import {
  addDays,
  beijingDay,
  beijingMinuteOfDay as minuteOfDay,
  beijingMs,
  beijingText,
  DAY_MS,
} from '../../../contract/beijing-time';

/** Current Beijing time as stored in the database. */
export const beijingNow = (now = Date.now()) => beijingText(now);

/** Beijing midnight `days` days after today (negative = before), as stored text. */
export function beijingMidnight(days: number, now = Date.now()): string {
  return `${addDays(beijingDay(now), days)} 00:00:00`;
}

/** Whole days from a stored Beijing time until now (0 within the first 24 hours; never negative). */
export function daysSince(stored: string, now = Date.now()): number {
  const at = beijingMs(stored);
  return at === null ? 0 : Math.max(0, Math.floor((now - at) / DAY_MS));
}

/** Beijing time `ms` milliseconds from now (negative = before). */
export const beijingOffset = (ms: number, now = Date.now()) => beijingText(now + ms);

export interface Period {
  from: string;
  to: string;
}

/** Bet record dates: 1 today, 2 yesterday, 3 last seven days, 4 this month. */
export function betPeriod(date: number, now = Date.now()): Period {
  const tomorrow = beijingMidnight(1, now);
  switch (date) {
    case 2:
      return { from: beijingMidnight(-1, now), to: beijingMidnight(0, now) };
    case 3:
      return { from: beijingMidnight(-6, now), to: tomorrow };
    case 4:
      return { from: beijingMidnight(0, now).slice(0, 8) + '01 00:00:00', to: tomorrow };
    default:
      return { from: beijingMidnight(0, now), to: tomorrow };
  }
}

/** Transaction and rebate record dates: 1 today, 2 last 7 days, 3 last 15 days, 4 last 30 days. */
export function transPeriod(date: number, now = Date.now()): Period {
  const days = date === 2 ? 7 : date === 3 ? 15 : date === 4 ? 30 : 1;
  return { from: beijingMidnight(1 - days, now), to: beijingMidnight(1, now) };
}

/** Minutes since Beijing midnight of `now`. */
export function beijingMinuteOfDay(now = Date.now()): number {
  return minuteOfDay(now);
}
