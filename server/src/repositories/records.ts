import type { Db } from '../db/database';
import { paginateRows, type PageRequest } from './page-rows';
import type { Period } from './periods';

/** 方式 of an agent's recharge: received by the team member, sent by the agent. */
export const AGENT_RECHARGE_IN = '代理充值';
export const AGENT_RECHARGE_OUT = '代充下级';

/** One row of the transaction record, before formatting. */
export interface TransRow {
  out_trade_no: string | null;
  amount_cents: number;
  kind: string;
  platname: string | null;
  venue_name: string | null;
  state: number;
  created_at: string;
}

/**
 * Transaction records: type 1 deposits, 2 withdrawals, 3 transfers into a venue, 4 transfers out of
 * one. The venue filter applies to transfers only (deposits and withdrawals touch no venue).
 */
export function transPage<Item>(
  db: Db,
  userId: number,
  filter: { type: number; period: Period; platname?: string | undefined },
  page: PageRequest,
  map: (row: TransRow) => Item,
) {
  const params: unknown[] = [userId, filter.period.from, filter.period.to];
  const range = 'user_id = ? AND created_at >= ? AND created_at < ?';
  if (filter.type === 1) {
    return paginateRows(
      db,
      {
        columns: 'out_trade_no, amount_cents, kind, NULL AS platname, NULL AS venue_name, state, created_at',
        // A recharge by the member's agent is a deposit received, approved at once.
        source: `FROM (
          SELECT id, deposit_no AS out_trade_no, user_id, amount_cents, paytype AS kind, state, created_at FROM deposits
          UNION ALL
          SELECT id, order_no, user_id, amount_cents, '${AGENT_RECHARGE_IN}', 2, created_at FROM agent_recharges
        ) WHERE ${range}`,
        order: 'created_at DESC, id DESC',
        params,
      },
      page,
      map,
    );
  }
  if (filter.type === 2) {
    return paginateRows(
      db,
      {
        columns: 'out_trade_no, amount_cents, kind, NULL AS platname, NULL AS venue_name, state, created_at',
        // An agent's recharge of a team member is money out of the agent's wallet.
        source: `FROM (
          SELECT id, withdraw_no AS out_trade_no, user_id, amount_cents, CASE type WHEN 2 THEN 'usdt' ELSE 'bank' END AS kind, state, created_at FROM withdrawals
          UNION ALL
          SELECT id, order_no, agent_id, amount_cents, '${AGENT_RECHARGE_OUT}', 2, created_at FROM agent_recharges
        ) WHERE ${range}`,
        order: 'created_at DESC, id DESC',
        params,
      },
      page,
      map,
    );
  }
  let where = `t.user_id = ? AND t.created_at >= ? AND t.created_at < ? AND t.type = ?`;
  params.push(filter.type);
  if (filter.platname) {
    where += ' AND t.platname = ?';
    params.push(filter.platname);
  }
  return paginateRows(
    db,
    {
      columns:
        "t.transfer_no AS out_trade_no, t.amount_cents, 'transfer' AS kind, t.platname, v.name AS venue_name, t.state, t.created_at",
      source: `FROM transfers t JOIN venues v ON v.platname = t.platname WHERE ${where}`,
      order: 't.created_at DESC, t.id DESC',
      params,
    },
    page,
    map,
  );
}

/**
 * Money in and out of the period, whatever type the list shows: approved deposits (with recharges
 * received from the member's agent) and paid withdrawals (with recharges the agent sent), in cents.
 */
export function transTotals(db: Db, userId: number, period: Period): { deposit: number; withdraw: number } {
  const sum = (sql: string) =>
    (db.prepare(sql).get({ user: userId, from: period.from, to: period.to }) as { total: number }).total;
  const range = 'created_at >= @from AND created_at < @to';
  return {
    deposit: sum(
      `SELECT (SELECT COALESCE(SUM(amount_cents), 0) FROM deposits WHERE user_id = @user AND state = 2 AND ${range})
            + (SELECT COALESCE(SUM(amount_cents), 0) FROM agent_recharges WHERE user_id = @user AND ${range}) AS total`,
    ),
    withdraw: sum(
      `SELECT (SELECT COALESCE(SUM(amount_cents), 0) FROM withdrawals WHERE user_id = @user AND state = 2 AND ${range})
            + (SELECT COALESCE(SUM(amount_cents), 0) FROM agent_recharges WHERE agent_id = @user AND ${range}) AS total`,
    ),
  };
}
