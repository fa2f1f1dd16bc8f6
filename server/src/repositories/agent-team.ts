import type { Db } from '../db/database';
import type { Period } from './periods';
import { paginateRows } from './page-rows';
import { prepared } from './statements';

/**
 * An agent's team: members registered with the agent's referral code (`users.pid` equal to the
 * agent's `invite_code`), then, through the agents among them, their members, to any depth.
 * Depth 1 is "direct". The agent is never a member of their own team.
 */
export interface TeamMember {
  id: number;
  depth: number;
}

/** Deep enough for any real hierarchy; it also ends the walk should codes ever form a loop. */
const MAX_DEPTH = 64;

const TEAM_SQL = `
WITH RECURSIVE tree(id, depth) AS (
  SELECT u.id, 1 FROM users a JOIN users u ON a.invite_code = u.pid
   WHERE a.id = ? AND a.invite_code IS NOT NULL AND u.id <> a.id
  UNION
  SELECT u.id, tree.depth + 1 FROM tree
    JOIN users p ON p.id = tree.id
    JOIN users u ON p.invite_code = u.pid
   WHERE p.invite_code IS NOT NULL AND tree.depth < ${MAX_DEPTH} AND u.id <> ?
)
SELECT id, MIN(depth) AS depth FROM tree GROUP BY id ORDER BY id`;

export const teamOf = (db: Db, agentId: number): TeamMember[] =>
  prepared<TeamMember>(db, TEAM_SQL).all(agentId, agentId);

export interface TeamMemberCard {
  id: number;
  username: string;
  realname: string;
  isagent: number;
  fanshui_bp: number | null;
  /** 1 = direct. */
  depth: number;
}

/** One member of the agent's team, as the database has them; undefined for anyone outside the team. */
export function findTeamMember(db: Db, agentId: number, memberId: number): TeamMemberCard | undefined {
  const inTeam = teamOf(db, agentId).find((m) => m.id === memberId);
  if (!inTeam) return undefined;
  const row = prepared<Omit<TeamMemberCard, 'depth'>>(
    db,
    'SELECT id, username, realname, isagent, fanshui_bp FROM users WHERE id = ?',
  ).get(memberId);
  return row && { ...row, depth: inTeam.depth };
}

/** The team's ids as the JSON array the figure queries read with json_each. */
export const idsJson = (members: readonly { id: number }[]) => JSON.stringify(members.map((m) => m.id));

/** A period with no bound on one side reads as open there. */
export const OPEN_PERIOD: Period = { from: '0000-01-01 00:00:00', to: '9999-12-31 23:59:59' };

/**
 * Every deposit a member received: deposit orders (pay_way as the family numbers them: 1 bank card,
 * 3 Alipay, 4 WeChat, 5 USDT) and recharges by their agent (11, approved at once).
 */
export const ALL_DEPOSITS = `(
  SELECT id, deposit_no AS order_no, user_id, amount_cents,
         CASE paytype WHEN 'bank' THEN 1 WHEN 'alipay' THEN 3 WHEN 'wxpay' THEN 4 ELSE 5 END AS pay_way,
         state, created_at
    FROM deposits
  UNION ALL
  SELECT id, order_no, user_id, amount_cents, 11 AS pay_way, 2 AS state, created_at FROM agent_recharges
)`;

/** Sums over a set of members inside a period, in cents. */
export interface Figures {
  rechage_times: number;
  withdraw_times: number;
  recharge_cents: number;
  withdraw_cents: number;
  bet_cents: number;
  valid_bet_cents: number;
  win_loss_cents: number;
  fanshui_cents: number;
  redpacket_cents: number;
}

const IN_SET = 'user_id IN (SELECT value FROM json_each(?))';
const IN_PERIOD = 'created_at >= ? AND created_at < ?';

/**
 * Approved deposits (and agent recharges), paid withdrawals, bets (placed = settled + unsettled;
 * valid = settled; the members' win/loss on settled bets), rebates accrued and red packets drawn.
 */
const FIGURES_SQL = `
SELECT
  (SELECT COUNT(*) FROM ${ALL_DEPOSITS} WHERE state = 2 AND ${IN_SET} AND ${IN_PERIOD}) AS rechage_times,
  (SELECT COALESCE(SUM(amount_cents), 0) FROM ${ALL_DEPOSITS} WHERE state = 2 AND ${IN_SET} AND ${IN_PERIOD}) AS recharge_cents,
  (SELECT COUNT(*) FROM withdrawals WHERE state = 2 AND ${IN_SET} AND ${IN_PERIOD}) AS withdraw_times,
  (SELECT COALESCE(SUM(amount_cents), 0) FROM withdrawals WHERE state = 2 AND ${IN_SET} AND ${IN_PERIOD}) AS withdraw_cents,
  (SELECT COALESCE(SUM(bet_amount_cents), 0) FROM bets WHERE status IN (1, 2) AND ${IN_SET} AND ${IN_PERIOD}) AS bet_cents,
  (SELECT COALESCE(SUM(bet_amount_cents), 0) FROM bets WHERE status = 1 AND ${IN_SET} AND ${IN_PERIOD}) AS valid_bet_cents,
  (SELECT COALESCE(SUM(win_loss_cents), 0) FROM bets WHERE status = 1 AND ${IN_SET} AND ${IN_PERIOD}) AS win_loss_cents,
  (SELECT COALESCE(SUM(money_cents), 0) FROM rebates WHERE ${IN_SET} AND ${IN_PERIOD}) AS fanshui_cents,
  (SELECT COALESCE(SUM(amount_cents), 0) FROM redpacket_draws WHERE ${IN_SET} AND ${IN_PERIOD}) AS redpacket_cents`;

export function figuresOf(db: Db, ids: readonly number[], period: Period): Figures {
  const set = JSON.stringify(ids);
  const args = [set, period.from, period.to];
  return prepared<Figures>(db, FIGURES_SQL).get(...Array.from({ length: 9 }, () => args).flat())!;
}

/** Team members registered inside the period. */
export function joinedIn(db: Db, ids: readonly number[], period: Period): number {
  return prepared<{ n: number }>(
    db,
    `SELECT COUNT(*) AS n FROM users WHERE id IN (SELECT value FROM json_each(?)) AND ${IN_PERIOD}`,
  ).get(JSON.stringify(ids), period.from, period.to)!.n;
}

/** Agents among the given members. */
export function agentsAmong(db: Db, ids: readonly number[]): Set<number> {
  const rows = prepared<{ id: number }>(
    db,
    'SELECT id FROM users WHERE isagent = 1 AND id IN (SELECT value FROM json_each(?))',
  ).all(JSON.stringify(ids));
  return new Set(rows.map((row) => row.id));
}

export interface TeamMemberRow {
  id: number;
  username: string;
  realname: string;
  isagent: number;
  balance_cents: number;
  vip: number;
  fanshui_bp: number | null;
  created_at: string;
  parent: string | null;
}

/** One page of team members (newest first), optionally those whose name contains `search`; `agentsOnly` for 下级代理. */
export function teamMemberPage(
  db: Db,
  team: readonly TeamMember[],
  filter: { search?: string | undefined; agentsOnly?: boolean },
  page: { page: number; pagesize: number },
) {
  let sql = `FROM users u LEFT JOIN users p ON p.invite_code = u.pid WHERE u.id IN (SELECT value FROM json_each(?))`;
  const params: unknown[] = [idsJson(team)];
  if (filter.search) {
    sql += ` AND u.username LIKE ? ESCAPE '\\'`;
    params.push(`%${filter.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  }
  if (filter.agentsOnly) sql += ' AND u.isagent = 1';
  return paginateRows<TeamMemberRow, TeamMemberRow>(
    db,
    {
      columns:
        'u.id, u.username, u.realname, u.isagent, u.balance_cents, u.vip, u.fanshui_bp, u.created_at, p.username AS parent',
      source: sql,
      order: 'u.id DESC',
      params,
    },
    page,
    (row) => row,
  );
}
