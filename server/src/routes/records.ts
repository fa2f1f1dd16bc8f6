import type { Hono } from 'hono';
import { calls } from '../../../contract/calls';
import { defineRoute, type RouteDeps } from '../http/define-route';
import { centsToYuan } from '../money';
import { betPage } from '../repositories/bets';
import { PAYTYPE_LABEL } from '../repositories/deposits';
import { betPeriod, transPeriod } from '../repositories/periods';
import { transPage, type TransRow } from '../repositories/records';
import { MAIN_WALLET_NAME } from '../repositories/wallets';

/** The text shown as 方式 in the transaction record. */
function payWayLabel(row: TransRow, type: number): string {
  if (type === 3) return `${MAIN_WALLET_NAME}→${row.venue_name ?? row.platname}`;
  if (type === 4) return `${row.venue_name ?? row.platname}→${MAIN_WALLET_NAME}`;
  return PAYTYPE_LABEL[row.kind] ?? row.kind;
}

/** Bet records and transaction records (deposits, withdrawals, transfers in and out). */
export function registerRecordRoutes(api: Hono, deps: RouteDeps) {
  defineRoute(api, deps, calls.betrecord, ({ db, user, input }) => ({
    data: betPage(
      db,
      user.id,
      { period: betPeriod(input.date), platname: input.api_type?.trim() || undefined },
      input,
      (row) => ({
        bet_id: row.bet_id,
        bet_amount: centsToYuan(row.bet_amount_cents),
        win_loss: centsToYuan(row.win_loss_cents),
        Code: row.game_code,
        status: row.status,
        created_at: row.created_at,
        platname: row.platname,
        name: row.name,
      }),
    ),
  }));

  defineRoute(api, deps, calls.gettransrecord, ({ db, user, input }) => ({
    data: transPage(
      db,
      user.id,
      { type: input.type, period: transPeriod(input.date), platname: input.api_type?.trim() || undefined },
      input,
      (row) => ({
        out_trade_no: row.out_trade_no,
        amount: centsToYuan(row.amount_cents),
        pay_way: payWayLabel(row, input.type),
        state: row.state,
        created_at: row.created_at,
      }),
    ),
  }));
}
