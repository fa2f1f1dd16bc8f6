import type { Db } from '../db/database';
import { beijingNow } from './periods';
import { prepared } from './statements';
import { changeMain, orderNumber } from './wallets';

export type AgentRechargeOutcome = { ok: true; order_no: string } | { ok: false; reason: 'balance' };

/**
 * Moves money from the agent's main wallet to a team member's: both wallets, both ledgers and the
 * recharge row in one transaction (taken at once, so concurrent recharges queue instead of racing).
 */
export function agentRecharge(
  db: Db,
  agentId: number,
  memberId: number,
  cents: number,
): AgentRechargeOutcome {
  return db
    .transaction((): AgentRechargeOutcome => {
      const orderNo = orderNumber('R');
      if (!changeMain(db, agentId, -cents, 'agent_recharge', orderNo))
        return { ok: false, reason: 'balance' };
      changeMain(db, memberId, cents, 'agent_recharge', orderNo);
      prepared(
        db,
        'INSERT INTO agent_recharges (order_no, agent_id, user_id, amount_cents, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(orderNo, agentId, memberId, cents, beijingNow());
      return { ok: true, order_no: orderNo };
    })
    .immediate();
}

/** The highest rebate rate any venue pays, in basis points. */
export const highestVenueRebate = (db: Db): number =>
  prepared<{ bp: number | null }>(db, 'SELECT MAX(rebate_bp) AS bp FROM venues').get()?.bp ?? 0;

/** A member's own rebate ceiling: their rate if one was set, else the best venue rate. */
export function ownFanshuiBp(db: Db, userId: number): number {
  const row = prepared<{ fanshui_bp: number | null }>(db, 'SELECT fanshui_bp FROM users WHERE id = ?').get(
    userId,
  );
  return row?.fanshui_bp ?? highestVenueRebate(db);
}

export const setFanshuiBp = (db: Db, userId: number, bp: number) =>
  prepared(db, 'UPDATE users SET fanshui_bp = ? WHERE id = ?').run(bp, userId);

/** Inserts a downline with the agent's code as referrer; no payment password yet. Null when the name is taken. */
export function insertDownline(
  db: Db,
  member: { username: string; passwordHash: string; realname: string; pid: string },
): number | null {
  const result = prepared(
    db,
    `INSERT INTO users (username, password_hash, pay_password_hash, realname, pid, vip)
       VALUES (?, ?, NULL, ?, ?, 1) ON CONFLICT(username) DO NOTHING`,
  ).run(member.username, member.passwordHash, member.realname, member.pid);
  return result.changes === 1 ? Number(result.lastInsertRowid) : null;
}
