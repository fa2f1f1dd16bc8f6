import type { Db } from '../db/database';
import { idsJson, teamOf } from './agent-team';
import { beijingNow } from './periods';
import { prepared } from './statements';
import { creditWallet } from './ledger';
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
      creditWallet(db, { userId: memberId, cents, kind: 'agent_recharge', ref: orderNo });
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

/** Deep enough for any real hierarchy; it also ends the walk should referral codes ever form a loop. */
const MAX_UPLINES = 64;

/**
 * A member's rebate ceiling as it applies: the lowest of their own ceiling and every upline's (the
 * agent whose referral code they registered with, that agent's, and so on), never above the best
 * venue rate. A sub-agent left without a ceiling of its own still stands under its upline's.
 */
export function effectiveFanshuiBp(db: Db, userId: number): number {
  const row = prepared<{ fanshui_bp: number | null; pid: string | null }>(
    db,
    'SELECT fanshui_bp, pid FROM users WHERE id = ?',
  );
  const upline = prepared<{ id: number }>(
    db,
    'SELECT id FROM users WHERE invite_code = ? COLLATE NOCASE AND invite_code IS NOT NULL',
  );
  let ceiling = highestVenueRebate(db);
  const seen = new Set<number>();
  for (let id: number | undefined = userId; id !== undefined && !seen.has(id) && seen.size < MAX_UPLINES;) {
    seen.add(id);
    const user = row.get(id);
    if (!user) break;
    if (user.fanshui_bp !== null) ceiling = Math.min(ceiling, user.fanshui_bp);
    id = user.pid ? upline.get(user.pid)?.id : undefined;
  }
  return ceiling;
}

/** The agent a member registered under (null for a member without one). */
export const uplineOf = (db: Db, userId: number): number | null =>
  prepared<{ id: number }>(
    db,
    'SELECT a.id FROM users u JOIN users a ON a.invite_code = u.pid COLLATE NOCASE WHERE u.id = ? AND a.id <> u.id',
  ).get(userId)?.id ?? null;

/**
 * Sets a member's rebate ceiling, and lowers every rate in that member's own team that stood above
 * it (a lowered agent's members can never keep more than the agent now has), in one transaction.
 */
export function setFanshuiBp(db: Db, userId: number, bp: number): void {
  db.transaction(() => {
    prepared(db, 'UPDATE users SET fanshui_bp = ? WHERE id = ?').run(bp, userId);
    const team = idsJson(teamOf(db, userId));
    prepared(
      db,
      'UPDATE users SET fanshui_bp = ? WHERE id IN (SELECT value FROM json_each(?)) AND fanshui_bp > ?',
    ).run(bp, team, bp);
  }).immediate();
}

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
