/**
 * Beijing time, once for both sides. China keeps UTC+8 all year (no daylight saving), so Beijing
 * time is a fixed offset: no time-zone database, and the same answer on any device in any zone.
 * The server stores times as Beijing wall-clock text `YYYY-MM-DD HH:MM:SS`; record filters and
 * agent ranges are Beijing calendar days `YYYY-MM-DD`.
 */
const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const BEIJING_OFFSET_MS = 8 * HOUR_MS;

/** A Date whose UTC fields read as Beijing wall-clock time. */
const shifted = (ms: number) => new Date(ms + BEIJING_OFFSET_MS);

/** The Beijing wall-clock time of `ms` as stored: `YYYY-MM-DD HH:MM:SS`. */
export const beijingText = (ms: number): string => shifted(ms).toISOString().slice(0, 19).replace('T', ' ');

/** The Beijing calendar day of `ms`: `YYYY-MM-DD`. */
export const beijingDay = (ms: number): string => beijingText(ms).slice(0, 10);

/** Minutes since Beijing midnight of `ms`. */
export function beijingMinuteOfDay(ms: number): number {
  const at = shifted(ms);
  return at.getUTCHours() * 60 + at.getUTCMinutes();
}

/**
 * A Beijing wall-clock text (`YYYY-MM-DD`, `YYYY-MM-DD HH:MM` or `YYYY-MM-DD HH:MM:SS`, a `T` for the
 * space allowed) as epoch milliseconds; null for anything else.
 */
export function beijingMs(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text);
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((part) => Number(part ?? 0));
  return Date.UTC(y!, mo! - 1, d!, h, mi, s) - BEIJING_OFFSET_MS;
}

/** The calendar day `days` after `day` (negative = before), both `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week of a calendar day, Monday = 0 … Sunday = 6. */
export function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The first day of the month of a calendar day. */
export const monthStart = (day: string): string => `${day.slice(0, 8)}01`;
