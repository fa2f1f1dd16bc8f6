import type { Db } from '../db/database';
import { beijingNow, type Period } from './periods';
import { prepared } from './statements';
import { teamOf } from './agent-team';
import { creditWallet } from './ledger';

/**
 * Commission: an agent earns `commission_bp` basis points of their whole team's valid bets
 * (settled stakes), floored to the cent. Valid bets rather than net loss: it cannot go negative and
 * does not make the agent bet against their own players. An operator command settles it into the
 * agent's wallet; a settlement covers the team's bets up to the newest one it saw.
 */
export const DEFAULT_COMMISSION_BP = 50;

export const commissionRateOf = (db: Db, agentId: number): number =>
  prepared<{ commission_bp: number | null }>(db, 'SELECT commission_bp FROM users WHERE id = ?').get(agentId)
    ?.commission_bp ?? DEFAULT_COMMISSION_BP;

export const setCommissionRate = (db: Db, agentId: number, bp: number) =>
  prepared(db, 'UPDATE users SET commission_bp = ? WHERE id = ?').run(bp, agentId);

const lastThrough = (db: Db, agentId: number): number =>
  prepared<{ through: number | null }>(
    db,
    'SELECT MAX(through_bet_id) AS through FROM agent_commissions WHERE agent_id = ?',
  ).get(agentId)?.through ?? 0;

export interface PendingCommission {
  valid_bet_cents: number;
  rate_bp: number;
  amount_cents: number;
  through_bet_id: number;
}

/** What the agent has earned since the last settlement. */
export function pendingCommission(db: Db, agentId: number): PendingCommission {
  const ids = JSON.stringify(teamOf(db, agentId).map((m) => m.id));
  const row = prepared<{ valid: number; newest: number | null }>(
    db,
    `SELECT COALESCE(SUM(bet_amount_cents), 0) AS valid, MAX(id) AS newest FROM bets
      WHERE status = 1 AND id > ? AND user_id IN (SELECT value FROM json_each(?))`,
  ).get(lastThrough(db, agentId), ids)!;
  const rate = commissionRateOf(db, agentId);
  return {
    valid_bet_cents: row.valid,
    rate_bp: rate,
    amount_cents: Math.floor((row.valid * rate) / 10_000),
    through_bet_id: row.newest ?? lastThrough(db, agentId),
  };
}

/** Commission paid to the agent by settlements inside the period. */
export const paidCommission = (db: Db, agentId: number, period: Period): number =>
  prepared<{ total: number }>(
    db,
    'SELECT COALESCE(SUM(amount_cents), 0) AS total FROM agent_commissions WHERE agent_id = ? AND created_at >= ? AND created_at < ?',
  ).get(agentId, period.from, period.to)!.total;

/**
 * Pays the pending commission into the agent's main wallet: the settlement row and the wallet move
 * in one transaction. Null when nothing is due.
 */
export function settleCommission(db: Db, agentId: number): PendingCommission | null {
  return db
    .transaction(() => {
      const due = pendingCommission(db, agentId);
      if (due.amount_cents <= 0) return null;
      const id = prepared(
        db,
        `INSERT INTO agent_commissions (agent_id, valid_bet_cents, rate_bp, amount_cents, through_bet_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(
        agentId,
        due.valid_bet_cents,
        due.rate_bp,
        due.amount_cents,
        due.through_bet_id,
        beijingNow(),
      ).lastInsertRowid;
      creditWallet(db, { userId: agentId, cents: due.amount_cents, kind: 'commission', ref: `C${id}` });
      return due;
    })
    .immediate();
}
