import type { Db } from '../db/database';
import { prepared } from './statements';

/**
 * Raises the member to the highest VIP level whose both requirements are met — its deposit total
 * (recharge) and its turnover (flow: the stake of all settled bets) — the moment they are: after a
 * deposit is approved and after a bet settles. Levels only go up. Returns the level now held.
 */
export function promoteIfQualified(db: Db, userId: number): number {
  const member = prepared<{ paysum_cents: number; vip: number }>(
    db,
    'SELECT paysum_cents, vip FROM users WHERE id = ?',
  ).get(userId);
  if (!member) return 0;
  const flow = memberFlowCents(db, userId);
  const reached =
    prepared<{ level: number | null }>(
      db,
      'SELECT MAX(level) AS level FROM vip_levels WHERE recharge_cents <= ? AND flow_cents <= ?',
    ).get(member.paysum_cents, flow)?.level ?? null;
  if (reached !== null && reached > member.vip) {
    prepared(db, 'UPDATE users SET vip = ? WHERE id = ?').run(reached, userId);
    return reached;
  }
  return member.vip;
}

/** The member's turnover toward VIP levels: the stake of every settled bet. */
export const memberFlowCents = (db: Db, userId: number): number =>
  prepared<{ total: number }>(
    db,
    'SELECT COALESCE(SUM(bet_amount_cents), 0) AS total FROM bets WHERE user_id = ? AND status = 1',
  ).get(userId)!.total;
