import type { Db } from '../db/database';
import { paginateRows, type PageRequest } from './page-rows';
import type { Period } from './periods';

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
        columns:
          'deposit_no AS out_trade_no, amount_cents, paytype AS kind, NULL AS platname, NULL AS venue_name, state, created_at',
        source: `FROM deposits WHERE ${range}`,
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
        columns:
          "withdraw_no AS out_trade_no, amount_cents, CASE type WHEN 2 THEN 'usdt' ELSE 'bank' END AS kind, NULL AS platname, NULL AS venue_name, state, created_at",
        source: `FROM withdrawals WHERE ${range}`,
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
