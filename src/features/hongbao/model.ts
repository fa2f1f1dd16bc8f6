import type { RedPacketRule } from '@contract/red-packet-calls';
import { beijingMs } from '@contract/beijing-time';
import { formatYuan } from '@contract/money';

/** Red-packet texts (docs/product.md#screens-and-routes /hongbao, #states-and-transitions, #errors-and-fixed-texts, #constants-and-limits). */
export const hongbaoTexts = {
  title: '抢红包',
  welfareTitle: '福利中心',
  remaining: '剩余领取次数',
  taken: '已领取次数',
  maxTimes: '当前最多可领',
  draw: '立即抢红包',
  goDraw: '前往领取',
  rulesTitle: '活动规则',
  ruleTime: '活动时间',
  ruleBand: '累计存款',
  ruleDraws: '抢红包次数',
  notStarted: '活动尚未开始，请耐心等待',
  ended: '本场活动已结束，请等待下一场活动',
  notEligible: '您还未达到领取条件，快去完成吧！',
  /** Every draw of this window taken: said as such, not as a deposit still to make. */
  usedUp: '本场抢红包次数已用完，请等待下一场活动',
  /** Before the window: the time left, ticking. */
  opensIn: '距开抢',
  won: (amount: string) => `恭喜您抢到${amount}元`,
  depositNow: '立即充值',
  close: '关闭',
  recordsTitle: '红包记录',
  qualifying: '存款金额',
  packet: '红包金额',
  drawTime: '领取时间',
  times: (n: number) => `${n}次`,
  andAbove: '以上',
  /** Before the draw window: when it opens, said before any tap. */
  nextWindow: (when: string) => `下一场开抢：${when}（北京时间）`,
} as const;

/**
 * When draws open next, from the server's window (Beijing `YYYY-MM-DD HH:MM:SS`), while they are
 * closed: `11月26日 10:00–12:00`. Null while open or when the server names no window.
 */
export function drawWindowNotice(info: {
  window_from?: string | null;
  window_to?: string | null;
  window_open?: boolean | null;
}): string | null {
  if (info.window_open !== false || !info.window_from || !info.window_to) return null;
  const from = /^\d{4}-(\d{2})-(\d{2}) (\d{2}:\d{2})/.exec(info.window_from);
  const to = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/.exec(info.window_to);
  if (!from || !to) return null;
  const sameDay = info.window_to.slice(0, 10) === info.window_from.slice(0, 10);
  const day = `${Number(from[1])}月${Number(from[2])}日`;
  const [, toDate = '', toTime = ''] = to;
  const end = sameDay ? toTime : `${Number(toDate.slice(5, 7))}月${Number(toDate.slice(8, 10))}日 ${toTime}`;
  return hongbaoTexts.nextWindow(`${day} ${from[3]}–${end}`);
}

/**
 * Milliseconds until the next draw window opens, while draws are closed (0 once its start has
 * passed); null while open or when the server names no window.
 */
export function msUntilWindow(
  info: { window_from?: string | null; window_open?: boolean | null },
  now: number,
): number | null {
  if (info.window_open !== false || !info.window_from) return null;
  const from = beijingMs(info.window_from);
  return from === null ? null : Math.max(0, from - now);
}

/** A countdown as HH:MM:SS (hours may pass 24 for a window days away). */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** The activity dates every rule shares, or null when they differ (each row then shows its own). */
export function sharedRuleDates(rows: readonly RuleRow[]): { from: string; to: string } | null {
  const first = rows[0];
  if (!first || rows.some((r) => r.timeFrom !== first.timeFrom || r.timeTo !== first.timeTo)) return null;
  return { from: first.timeFrom, to: first.timeTo };
}

/** docs/product.md#constants-and-limits rules text. */
export const HONGBAO_RULES = [
  '活动期间（美东时间）内累计存款达到相应档位，即可获得对应的抢红包次数；',
  '红包每天北京时间10:00至12:00开抢，存款统计时间为前一日12:00至当日10:00；',
  '红包金额即时到账，需完成相应的流水倍数方可提款。',
] as const;

export interface RuleRow {
  /** Activity dates, YYYY-MM-DD (the same day twice for a one-day activity). */
  timeFrom: string;
  timeTo: string;
  /** Cumulative-deposit band in yuan; `bandTo` null = no upper bound (以上). */
  bandFrom: string;
  bandTo: string | null;
  draws: string;
}

const day = (text: string) => text.slice(0, 10);

/**
 * One table row per rule: `day_flow`–`flow_money` is the cumulative-deposit
 * band (from–to), `recharge` the number of draws the band gives.
 */
export function ruleRow(rule: RedPacketRule): RuleRow {
  const draws = Math.trunc(Number(rule.recharge));
  return {
    timeFrom: day(rule.start_time),
    timeTo: day(rule.end_time),
    bandFrom: formatYuan(rule.day_flow ?? 0),
    bandTo: rule.flow_money === null || rule.flow_money === undefined ? null : formatYuan(rule.flow_money),
    draws: hongbaoTexts.times(Number.isFinite(draws) ? draws : 0),
  };
}

export type DrawPopup =
  | { kind: 'notStarted'; message: string }
  | { kind: 'usedUp'; message: string }
  | { kind: 'ended'; message: string }
  | { kind: 'won'; message: string; amount: string }
  | { kind: 'notEligible'; message: string };

/**
 * docs/product.md#states-and-transitions: a draw is blocked locally when no draws remain — told as used up when this
 * window's draws were taken (`acquirednum`), as not eligible (with 立即充值) when none were earned.
 */
export function localBlock(sendnums: number | undefined, acquirednum?: number): DrawPopup | null {
  if ((sendnums ?? 0) > 0) return null;
  if ((acquirednum ?? 0) > 0) return { kind: 'usedUp', message: hongbaoTexts.usedUp };
  return { kind: 'notEligible', message: hongbaoTexts.notEligible };
}

/**
 * The popup for a draw answer: 200 → won with the amount; otherwise the server's message in the
 * popup whose kind fits it (not started, ended, or not eligible with 立即充值).
 */
export function drawPopup(answer: {
  code: number;
  message: string;
  amount?: number | string | null;
}): DrawPopup {
  if (answer.code === 200) {
    const amount = formatYuan(answer.amount ?? 0);
    return { kind: 'won', amount, message: hongbaoTexts.won(amount) };
  }
  const message = answer.message || hongbaoTexts.notEligible;
  if (/未开始|尚未开始|未开启/.test(message)) return { kind: 'notStarted', message };
  if (/结束|下一场/.test(message)) return { kind: 'ended', message };
  return { kind: 'notEligible', message };
}
