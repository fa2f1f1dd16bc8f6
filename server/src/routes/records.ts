import type { Hono } from 'hono';
import { allCalls as calls } from '../../../contract/all-calls';
import { defineRoute, type RouteDeps } from '../http/define-route';
import { formatCents } from '../../../contract/money';
import { betPage, betTotals } from '../repositories/bets';
import { PAYTYPE_LABEL } from '../repositories/deposits';
import { betPeriod, transPeriod } from '../repositories/periods';
import { transPage, transTotals, type TransRow } from '../repositories/records';
import { MAIN_WALLET_NAME } from '../repositories/wallets';

/** The text shown as 方式 in the transaction record. */
export function payWayLabel(row: Pick<TransRow, 'kind' | 'platname' | 'venue_name'>, type: number): string {
  if (type === 3) return `${MAIN_WALLET_NAME}→${row.venue_name ?? row.platname}`;
  if (type === 4) return `${row.venue_name ?? row.platname}→${MAIN_WALLET_NAME}`;
  return PAYTYPE_LABEL[row.kind] ?? row.kind;
}

/** Bet records and transaction records (deposits, withdrawals, transfers in and out). */
export function registerRecordRoutes(api: Hono, deps: RouteDeps) {
  // Each answer also carries the period's totals for the same filters: extra paginator fields the
  // family's clients ignore, so their shape is unchanged.
  defineRoute(api, deps, calls.betrecord, ({ db, user, input }) => {
    const filter = { period: betPeriod(input.date), platname: input.api_type?.trim() || undefined };
    const totals = betTotals(db, user.id, filter);
    return {
      data: {
        ...betPage(db, user.id, filter, input, (row) => ({
          bet_id: row.bet_id,
          bet_amount: formatCents(row.bet_amount_cents),
          win_loss: formatCents(row.win_loss_cents),
          Code: row.game_code,
          status: row.status,
          created_at: row.created_at,
          platname: row.platname,
          name: row.name,
        })),
        total_bet: formatCents(totals.bet),
        total_valid_bet: formatCents(totals.valid),
        total_win_loss: formatCents(totals.winLoss),
      },
    };
  });

  defineRoute(api, deps, calls.gettransrecord, ({ db, user, input }) => {
    const period = transPeriod(input.date);
    const totals = transTotals(db, user.id, period);
    return {
      data: {
        ...transPage(
          db,
          user.id,
          { type: input.type, period, platname: input.api_type?.trim() || undefined },
          input,
          (row) => ({
            out_trade_no: row.out_trade_no,
            amount: formatCents(row.amount_cents),
            pay_way: payWayLabel(row, input.type),
            state: row.state,
            created_at: row.created_at,
          }),
        ),
        total_deposit: formatCents(totals.deposit),
        total_withdraw: formatCents(totals.withdraw),
      },
    };
  });
}
