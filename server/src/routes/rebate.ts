import type { Hono } from 'hono';
import { allCalls as calls } from '../../../contract/all-calls';
import { fail } from '../http/business-error';
import { defineRoute, type RouteDeps } from '../http/define-route';
import { formatCents } from '../../../contract/money';
import { claimRebates, rebatePage, rebateTotals } from '../repositories/bets';
import { transPeriod } from '../repositories/periods';

export const REBATE_MESSAGES = {
  nothing: '暂无可领取的返水',
  claimed: (yuan: string) => `领取成功，共${yuan}元已转入平台钱包`,
} as const;

/** Real-time rebate: accrued per settled bet, claimed all at once into the main wallet. */
export function registerRebateRoutes(api: Hono, deps: RouteDeps) {
  defineRoute(api, deps, calls.getfanshui, ({ db, user, input }) => {
    const totals = rebateTotals(db, user.id);
    return {
      data: {
        list: rebatePage(
          db,
          user.id,
          { period: transPeriod(input.date), platname: input.api_type?.trim() || undefined },
          input,
          (row) => ({
            gamename: row.gamename,
            money: formatCents(row.money_cents),
            created_at: row.created_at,
            updated_at: row.updated_at,
            state: row.state,
            platname: row.platname,
          }),
        ),
        jisuan: formatCents(totals.claimed),
        nojisuan: formatCents(totals.unclaimed),
      },
    };
  });

  defineRoute(api, deps, calls.dofanshui, ({ db, user }) => {
    const claimed = claimRebates(db, user.id);
    if (claimed <= 0) fail(REBATE_MESSAGES.nothing);
    return { message: REBATE_MESSAGES.claimed(formatCents(claimed)) };
  });
}
