import { randomInt } from 'node:crypto';
import type { Db } from '../db/database';
import { eventMail, sendEventMail } from './mail';
import { approvedDepositSum } from './deposits';
import { paginateRows, type PageRequest } from './page-rows';
import { beijingMinuteOfDay, beijingNow } from './periods';
import { getSetting, setSetting } from './settings';
import { prepared } from './statements';
import { creditWallet } from './ledger';

/**
 * One red-packet rule: a cumulative approved deposit from recharge_cents to deposit_to_cents
 * (NULL = no upper end) within [start_time, end_time) earns `times` draws of min..max cents.
 * Answered as the family does: day_flow = from, flow_money = to, recharge = draws.
 */
export interface RedPacketRule {
  id: number;
  start_time: string;
  end_time: string;
  /** Lower end of the cumulative-deposit band. */
  recharge_cents: number;
  /** Upper end of the band; null = open-ended. */
  deposit_to_cents: number | null;
  /** Draws the band earns. */
  times: number;
  flow_money_cents: number;
  min_cents: number;
  max_cents: number;
}

export const listRules = (db: Db) =>
  prepared<RedPacketRule>(db, 'SELECT * FROM redpacket_rules ORDER BY start_time, recharge_cents').all();

/**
 * Pairs of rule ids whose deposit bands overlap while their activity periods overlap too
 * (bands must never overlap: a deposit must name exactly one band).
 */
export function overlappingBands(rules: readonly RedPacketRule[]): [number, number][] {
  const pairs: [number, number][] = [];
  rules.forEach((a, i) => {
    for (const b of rules.slice(i + 1)) {
      const periodsMeet = a.start_time < b.end_time && b.start_time < a.end_time;
      const aTo = a.deposit_to_cents ?? Number.POSITIVE_INFINITY;
      const bTo = b.deposit_to_cents ?? Number.POSITIVE_INFINITY;
      const bandsMeet = a.recharge_cents <= bTo && b.recharge_cents <= aTo;
      if (periodsMeet && bandsMeet) pairs.push([a.id, b.id]);
    }
  });
  return pairs;
}

/**
 * The band a cumulative deposit falls in: the running band with the highest lower end the deposit
 * reached (with contiguous bands that is the band containing it; above the top band, the top band).
 */
export function bandFor(rules: readonly RedPacketRule[], depositCents: number): RedPacketRule | null {
  let band: RedPacketRule | null = null;
  for (const rule of rules) {
    if (depositCents >= rule.recharge_cents && (!band || rule.recharge_cents > band.recharge_cents))
      band = rule;
  }
  return band;
}

export interface RedPacketStatus {
  /** 'open' when rules are running now, else whether they are still to come or all over. */
  phase: 'open' | 'not_started' | 'ended';
  /** Cumulative approved deposits within the running rules' dates. */
  depositCents: number;
  /** The highest tier that deposit reached, if any. */
  tier: RedPacketRule | null;
  maxTimes: number;
  taken: number;
  remaining: number;
}

/**
 * One draw cycle of docs/product.md#constants-and-limits: the window in which draws are taken, and the deposit period that earns
 * them (from the end of the previous window to the start of this one: 12:00 yesterday to 10:00 for
 * the daily 10:00–12:00 window). Null when the window setting is 'always' (the running rules'
 * dates count instead).
 */
export interface DrawCycle {
  phase: 'open' | 'not_started' | 'ended';
  windowFrom: string;
  windowTo: string;
  depositFrom: string;
  depositTo: string;
}

const DAY_MS = 24 * 3600_000;
/** Beijing text `YYYY-MM-DD HH:MM:SS` shifted by `ms` (the text is read as if it were UTC). */
const shiftText = (text: string, ms: number) =>
  new Date(Date.parse(text.replace(' ', 'T') + 'Z') + ms).toISOString().slice(0, 19).replace('T', ' ');
const minuteText = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;

/** The one-off window of `open-redpacket`: `<from>~<to>` in Beijing time, used until it is over. */
export const OPEN_WINDOW_KEY = 'redpacket_open';

export function drawCycle(db: Db, now = beijingNow()): DrawCycle | null {
  const oneOff = /^(.{19})~(.{19})$/.exec(getSetting(db, OPEN_WINDOW_KEY) ?? '');
  if (oneOff && now < oneOff[2]!) {
    const [, from, to] = oneOff as unknown as [string, string, string];
    return {
      phase: now >= from ? 'open' : 'not_started',
      windowFrom: from,
      windowTo: to,
      depositFrom: shiftText(to, -DAY_MS),
      // Up to and including the second the operator opened it (a deposit just made counts).
      depositTo: shiftText(from, 1000),
    };
  }
  const match = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/.exec(
    (getSetting(db, 'redpacket_window') ?? '').trim(),
  );
  if (!match) return null;
  const [, h1, m1, h2, m2] = match.map(Number) as [number, number, number, number, number];
  const start = h1 * 60 + m1;
  const end = h2 * 60 + m2;
  const minute = Number(now.slice(11, 13)) * 60 + Number(now.slice(14, 16));
  // Before today's window ends the cycle is today's; after it, tomorrow's deposits are counting.
  const day =
    minute < end ? now.slice(0, 10) : shiftText(`${now.slice(0, 10)} 00:00:00`, DAY_MS).slice(0, 10);
  const windowFrom = `${day} ${minuteText(start)}`;
  const windowTo = `${day} ${minuteText(end)}`;
  return {
    phase: minute < start ? 'not_started' : minute >= end ? 'ended' : 'open',
    windowFrom,
    windowTo,
    depositFrom: shiftText(windowTo, -DAY_MS),
    depositTo: windowFrom,
  };
}

/** Operator: open a one-off draw window from now for `minutes` (deposits of the 24 h before its end count). */
export function openDrawWindowNow(db: Db, minutes: number, now = Date.now()): { from: string; to: string } {
  const from = beijingNow(now);
  const to = beijingNow(now + minutes * 60_000);
  setSetting(db, OPEN_WINDOW_KEY, `${from}~${to}`);
  return { from, to };
}

/**
 * Where the member stands: the cumulative approved deposit within the running activity falls in one
 * deposit band, whose draws are earned, minus the draws already taken in it.
 * With a draw window (docs/product.md#constants-and-limits) only the deposits of the cycle's deposit period count, and only the
 * draws taken in this cycle's window.
 */
export function redPacketStatus(db: Db, userId: number, now = beijingNow()): RedPacketStatus {
  const rules = listRules(db);
  const running = rules.filter((rule) => rule.start_time <= now && now < rule.end_time);
  if (running.length === 0) {
    const phase = rules.some((rule) => rule.start_time > now) ? 'not_started' : 'ended';
    return { phase, depositCents: 0, tier: null, maxTimes: 0, taken: 0, remaining: 0 };
  }
  const cycle = drawCycle(db, now);
  let tier: RedPacketRule | null = null;
  let depositCents = 0;
  for (const rule of running) {
    const from = cycle && cycle.depositFrom > rule.start_time ? cycle.depositFrom : rule.start_time;
    const to = cycle && cycle.depositTo < rule.end_time ? cycle.depositTo : rule.end_time;
    const deposited = approvedDepositSum(db, userId, from, to);
    depositCents = Math.max(depositCents, deposited);
    if (bandFor([rule], deposited) && (!tier || rule.recharge_cents > tier.recharge_cents)) tier = rule;
  }
  const ids = running.map((rule) => rule.id);
  const drawnSince = cycle?.windowFrom ?? '';
  const taken = (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM redpacket_draws WHERE user_id = ? AND created_at >= ? AND rule_id IN (${ids.map(() => '?').join(',')})`,
      )
      .get(userId, drawnSince, ...ids) as { n: number }
  ).n;
  const maxTimes = tier?.times ?? 0;
  return { phase: 'open', depositCents, tier, maxTimes, taken, remaining: Math.max(0, maxTimes - taken) };
}

/** The daily window setting: 'HH:MM-HH:MM' in Beijing time (default 10:00-12:00), or 'always'. */
export function windowPhase(setting: string | undefined, now = Date.now()): 'open' | 'not_started' | 'ended' {
  const value = (setting ?? 'always').trim();
  const match = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return 'open';
  const [, h1, m1, h2, m2] = match.map(Number) as [number, number, number, number, number];
  const start = h1 * 60 + m1;
  const end = h2 * 60 + m2;
  const minute = beijingMinuteOfDay(now);
  if (minute < start) return 'not_started';
  if (minute >= end) return 'ended';
  return 'open';
}

export type DrawOutcome = { ok: true; amountCents: number } | { ok: false; status: RedPacketStatus };

/**
 * Takes one draw if one remains and the draw window is open (docs/product.md#constants-and-limits): a random amount within the
 * tier, credited with its ledger row. Outside the window the outcome carries the window's phase.
 * `now` is Beijing time text (tests pass a fixed one).
 */
export function drawRedPacket(
  db: Db,
  userId: number,
  random: (min: number, max: number) => number = randomInt,
  now?: string,
): DrawOutcome {
  return db
    .transaction((): DrawOutcome => {
      const at = now ?? beijingNow();
      const status = redPacketStatus(db, userId, at);
      if (status.phase !== 'open') return { ok: false, status };
      const window = drawCycle(db, at)?.phase ?? 'open';
      if (window !== 'open') return { ok: false, status: { ...status, phase: window } };
      if (status.remaining <= 0 || !status.tier) return { ok: false, status };
      const amount = random(status.tier.min_cents, status.tier.max_cents + 1);
      const result = prepared(
        db,
        'INSERT INTO redpacket_draws (user_id, rule_id, deposit_cents, amount_cents, created_at, usetime) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(userId, status.tier.id, status.depositCents, amount, at, at);
      creditWallet(db, {
        userId,
        cents: amount,
        kind: 'redpacket',
        ref: `redpacket-${result.lastInsertRowid}`,
      });
      sendEventMail(db, userId, eventMail.redPacket(amount));
      return { ok: true, amountCents: amount };
    })
    .immediate();
}

export interface DrawRow {
  deposit_cents: number;
  amount_cents: number;
  created_at: string;
  usetime: string | null;
}

export const drawPage = <Item>(db: Db, userId: number, page: PageRequest, map: (row: DrawRow) => Item) =>
  paginateRows(
    db,
    {
      columns: 'deposit_cents, amount_cents, created_at, usetime',
      source: 'FROM redpacket_draws WHERE user_id = ?',
      order: 'created_at DESC, id DESC',
      params: [userId],
    },
    page,
    map,
  );
