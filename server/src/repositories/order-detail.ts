import type { Db } from '../db/database';
import { AGENT_RECHARGE_IN, AGENT_RECHARGE_OUT } from './records';
import { prepared } from './statements';

/** One order of the member as the detail shows it, before formatting. */
export interface OrderDetailRow {
  out_trade_no: string;
  /** The record's types: 1 deposit, 2 withdrawal, 3 transfer in, 4 transfer out. */
  type: 1 | 2 | 3 | 4;
  amount_cents: number;
  kind: string;
  bank: string | null;
  account: string | null;
  platname: string | null;
  venue_name: string | null;
  state: number;
  created_at: string;
  reviewed_at: string | null;
  reason: string | null;
}

/**
 * The member's own order with this number, whichever kind it is; undefined when there is none or
 * it is someone else's (the two answer alike, so a number cannot be probed).
 */
export function findOwnOrder(db: Db, userId: number, no: string): OrderDetailRow | undefined {
  return prepared<OrderDetailRow>(
    db,
    `SELECT deposit_no AS out_trade_no, 1 AS type, amount_cents, paytype AS kind,
            CASE paytype WHEN 'usdt' THEN 'USDT ' || COALESCE(catepay, '') ELSE bank END AS bank,
            bank_no AS account, NULL AS platname, NULL AS venue_name, state, created_at, reviewed_at, reason
       FROM deposits WHERE deposit_no = @no AND user_id = @user
     UNION ALL
     SELECT withdraw_no, 2, amount_cents, CASE type WHEN 2 THEN 'usdt' ELSE 'bank' END, bank, bank_no,
            NULL, NULL, state, created_at, reviewed_at, reason
       FROM withdrawals WHERE withdraw_no = @no AND user_id = @user
     UNION ALL
     SELECT t.transfer_no, t.type, t.amount_cents, 'transfer', NULL, NULL, t.platname, v.name, t.state,
            t.created_at, NULL, NULL
       FROM transfers t JOIN venues v ON v.platname = t.platname WHERE t.transfer_no = @no AND t.user_id = @user
     UNION ALL
     SELECT order_no, CASE WHEN user_id = @user THEN 1 ELSE 2 END, amount_cents,
            CASE WHEN user_id = @user THEN '${AGENT_RECHARGE_IN}' ELSE '${AGENT_RECHARGE_OUT}' END, NULL, NULL,
            NULL, NULL, 2, created_at, created_at, NULL
       FROM agent_recharges WHERE order_no = @no AND (user_id = @user OR agent_id = @user)
     LIMIT 1`,
  ).get({ no, user: userId });
}
