import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Record date filters of spec §4. The server computes the ranges (Beijing calendar days); the
 * client shows the same range next to the filter, computed in Beijing time whatever the device's
 * time zone.
 */
export const BEIJING_TZ = 'Asia/Shanghai';

export type RecordDate = 1 | 2 | 3 | 4;
export const RECORD_DATES: readonly RecordDate[] = [1, 2, 3, 4];

/** Bet record buttons: 1 今天, 2 昨天, 3 近七天, 4 本月. */
export const BET_DATE_LABEL: Record<RecordDate, string> = { 1: '今天', 2: '昨天', 3: '近七天', 4: '本月' };
/** Transaction (and rebate) dates: 1 今日, 2 近7日, 3 近15日, 4 近30日 (the two label sets differ). */
export const TRANS_DATE_LABEL: Record<RecordDate, string> = {
  1: '今日',
  2: '近7日',
  3: '近15日',
  4: '近30日',
};

export interface DayRange {
  /** First Beijing calendar day, YYYY-MM-DD. */
  from: string;
  /** Last Beijing calendar day (inclusive), YYYY-MM-DD. */
  to: string;
}

const DAY = 'YYYY-MM-DD';
const beijingToday = (now: Date | number) => dayjs(now).tz(BEIJING_TZ).startOf('day');

export function betDateRange(date: RecordDate, now: Date | number = Date.now()): DayRange {
  const today = beijingToday(now);
  switch (date) {
    case 2: {
      const yesterday = today.subtract(1, 'day').format(DAY);
      return { from: yesterday, to: yesterday };
    }
    case 3:
      return { from: today.subtract(6, 'day').format(DAY), to: today.format(DAY) };
    case 4:
      return { from: today.startOf('month').format(DAY), to: today.format(DAY) };
    default:
      return { from: today.format(DAY), to: today.format(DAY) };
  }
}

const TRANS_DAYS: Record<RecordDate, number> = { 1: 1, 2: 7, 3: 15, 4: 30 };

export function transDateRange(date: RecordDate, now: Date | number = Date.now()): DayRange {
  const today = beijingToday(now);
  return { from: today.subtract(TRANS_DAYS[date] - 1, 'day').format(DAY), to: today.format(DAY) };
}

/** '2026-11-22' or '2026-11-16 至 2026-11-22'. */
export function rangeText({ from, to }: DayRange): string {
  return from === to ? from : `${from} 至 ${to}`;
}

/** A `?date=` value from the URL, or the fallback. */
export function parseRecordDate(value: string | null, fallback: RecordDate): RecordDate {
  const n = Number(value);
  return (RECORD_DATES as readonly number[]).includes(n) ? (n as RecordDate) : fallback;
}

/** The four dates as filter options with one label set. */
export const dateOptions = (labels: Record<RecordDate, string>) =>
  RECORD_DATES.map((value) => ({ value, label: labels[value] }));
