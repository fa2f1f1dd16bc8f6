import { turnoverMultiple } from '../../../contract/money-rules';
import type { Db } from '../db/database';
import { DEFAULT_SETTINGS } from '../seed/core';
import { settledStakeSince } from './bets';
import { redPacketTotal } from './redpackets';
import { getSetting } from './settings';
import { prepared } from './statements';

/** The operator's turnover multiple (setting withdraw_turnover_multiple; 0 = none). */
export const siteTurnoverMultiple = (db: Db): number =>
  turnoverMultiple(getSetting(db, 'withdraw_turnover_multiple') ?? DEFAULT_SETTINGS.withdraw_turnover_multiple);

/**
 * Wagering still required (打码量) in cents: approved deposits and red packets times the operator's
 * multiple, less the settled bet stakes placed since the first approved deposit and what the operator
 * waived. Never below 0.
 */
export function wageringRequired(db: Db, userId: number): number {
  const multiple = siteTurnoverMultiple(db);
  if (multiple === 0) return 0;
  const deposits = prepared<{ total: number; first: string | null }>(
    db,
    'SELECT COALESCE(SUM(amount_cents), 0) AS total, MIN(created_at) AS first FROM deposits WHERE user_id = ? AND state = 2',
  ).get(userId)!;
  const required = (deposits.total + redPacketTotal(db, userId)) * multiple;
  if (required === 0) return 0;
  const done = settledStakeSince(db, userId, deposits.first ?? '0000') + waivedTurnover(db, userId);
  return Math.max(0, required - done);
}

const waivedTurnover = (db: Db, userId: number) =>
  prepared<{ total: number }>(
    db,
    'SELECT COALESCE(SUM(amount_cents), 0) AS total FROM turnover_waivers WHERE user_id = ?',
  ).get(userId)!.total;

/** The operator records the member's owed turnover as done; returns the cents waived (0 if none owed). */
export function waiveTurnover(db: Db, userId: number): number {
  const owed = wageringRequired(db, userId);
  if (owed > 0)
    prepared(db, "INSERT INTO turnover_waivers (user_id, amount_cents, created_at) VALUES (?, ?, datetime('now', '+8 hours'))").run(
      userId,
      owed,
    );
  return owed;
}
