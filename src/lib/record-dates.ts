import { addDays, beijingDay, monthStart } from '@contract/beijing-time';

/**
 * Record date filters of docs/product.md#states-and-transitions. The server computes the ranges (Beijing calendar days); the
 * client shows the same range next to the filter, computed in Beijing time whatever the device's
 * time zone (contract/beijing-time.ts).
 */

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

const beijingToday = (now: Date | number) => beijingDay(Number(now));

export function betDateRange(date: RecordDate, now: Date | number = Date.now()): DayRange {
  const today = beijingToday(now);
  switch (date) {
    case 2: {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 3:
      return { from: addDays(today, -6), to: today };
    case 4:
      return { from: monthStart(today), to: today };
    default:
      return { from: today, to: today };
  }
}

const TRANS_DAYS: Record<RecordDate, number> = { 1: 1, 2: 7, 3: 15, 4: 30 };

export function transDateRange(date: RecordDate, now: Date | number = Date.now()): DayRange {
  const today = beijingToday(now);
  return { from: addDays(today, 1 - TRANS_DAYS[date]), to: today };
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

/**
 * /transRecord and /fanshui date filters: the popup's four call ranges (1 今日, 2 近7日, 3 近15日,
 * 4 近30日) and docs/product.md's quick buttons (today, yesterday, last seven days, this month). Two quick
 * buttons are no call range: they ask for the smallest range covering them and keep only the
 * rows inside.
 */
export type TransDateFilter = RecordDate | 'yesterday' | 'month';

/** The quick buttons (docs/product.md#screens-and-routes /transRecord), labelled as the bet record's buttons say the same days. */
export const TRANS_QUICK_OPTIONS: readonly { value: TransDateFilter; label: string }[] = [
  { value: 1, label: BET_DATE_LABEL[1] },
  { value: 'yesterday', label: BET_DATE_LABEL[2] },
  { value: 2, label: BET_DATE_LABEL[3] },
  { value: 'month', label: BET_DATE_LABEL[4] },
];

export function parseTransDateFilter(value: string | null, fallback: TransDateFilter = 1): TransDateFilter {
  if (value === 'yesterday' || value === 'month') return value;
  return parseRecordDate(value, fallback === 'yesterday' || fallback === 'month' ? 1 : fallback);
}

/** The label of a filter: a popup range by the transaction labels, a quick-only day by its button. */
export function transDateLabel(filter: TransDateFilter): string {
  return typeof filter === 'number'
    ? TRANS_DATE_LABEL[filter]
    : (TRANS_QUICK_OPTIONS.find((o) => o.value === filter)?.label ?? '');
}

export interface TransDateQuery {
  /** The call's `date`: the smallest range that covers the filter. */
  date: RecordDate;
  /** The Beijing days the rows shown must fall in. */
  range: DayRange;
}

export function transDateQuery(filter: TransDateFilter, now: Date | number = Date.now()): TransDateQuery {
  const today = beijingToday(now);
  if (filter === 'yesterday') {
    const day = addDays(today, -1);
    return { date: 2, range: { from: day, to: day } };
  }
  if (filter === 'month') {
    const days = Number(today.slice(8, 10));
    const date = (RECORD_DATES.find((d) => TRANS_DAYS[d] >= days) ?? 4) as RecordDate;
    // On the 31st even 近30日 starts on the 2nd: show honestly what the call can answer.
    const covered = transDateRange(date, now).from;
    const first = monthStart(today);
    return { date, range: { from: covered > first ? covered : first, to: today } };
  }
  return { date: filter, range: transDateRange(filter, now) };
}

/** The Beijing day of a `created_at` ("YYYY-MM-DD HH:mm:ss", Beijing wall-clock time). */
const dayOf = (createdAt: string) => createdAt.slice(0, 10);

/** Whether a row's `created_at` falls in the range. */
export const inRange = (createdAt: string, range: DayRange) =>
  dayOf(createdAt) >= range.from && dayOf(createdAt) <= range.to;

/** Whether a row is older than the range: rows come newest first, so the range is covered. */
export const pastRange = (createdAt: string, range: DayRange) => dayOf(createdAt) < range.from;

/** The rows of a quick-only day range, for a list whose call cannot ask for it (`InfiniteList.within`). */
export const inDays = (range: DayRange) => ({
  keeps: (row: { created_at: string }) => inRange(row.created_at, range),
  past: (row: { created_at: string }) => pastRange(row.created_at, range),
});

/**
 * A transaction-date filter as a screen asks for it and shows it, from the query string's `date`:
 * the call's `date`, the chip's label, the days line, and the rows to keep when the call cannot
 * ask for the quick range itself (`InfiniteList.within`).
 */
export function transDateView(param: string | null, now: Date | number = Date.now()) {
  const filter = parseTransDateFilter(param);
  const { date, range } = transDateQuery(filter, now);
  return {
    filter,
    date,
    label: transDateLabel(filter),
    days: rangeText(range),
    within: typeof filter === 'string' ? inDays(range) : undefined,
  };
}
