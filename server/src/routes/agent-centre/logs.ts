import type { Hono } from 'hono';
import { agentCalls as calls } from '../../../../contract/agent-calls';
import { formatCents } from '../../../../contract/money';
import type { Paginator } from '../../../../contract/envelope';
import { defineRoute, type RouteDeps } from '../../http/define-route';
import {
  teamBets,
  teamDeposits,
  teamRebates,
  teamTransfers,
  teamWithdrawals,
  type TeamFilter,
} from '../../repositories/agent-logs';
import { teamOf } from '../../repositories/agent-team';
import type { UserRow } from '../../repositories/users';
import { requireAgent, periodOf, pageOf, pageAnswer, logRowHead } from './shared';

/** The team's logs (bets, deposits, withdrawals, transfers, rebates) by member and days, a page at a time. */
export function registerAgentLogRoutes(api: Hono, deps: RouteDeps) {
  const { db } = deps;

  const filterOf = (
    agent: UserRow,
    input: { username?: string | undefined; start?: string | undefined; end?: string | undefined },
  ): TeamFilter => ({
    ids: teamOf(db, agent.id).map((m) => m.id),
    username: input.username?.trim() || undefined,
    period: periodOf(input),
  });

  /** One page of a team log, for the agent's filter (member, days) and page. */
  const teamLog = <Row>(
    user: UserRow,
    input: Parameters<typeof filterOf>[1] & Parameters<typeof pageOf>[0],
    read: (db: RouteDeps['db'], filter: TeamFilter, page: ReturnType<typeof pageOf>) => Paginator<Row>,
  ) => read(db, filterOf(requireAgent(user), input), pageOf(input));

  defineRoute(api, deps, calls.agentBetLog, ({ user, input }) =>
    pageAnswer(teamLog(user, input, teamBets), (row) => ({
      id: row.id,
      user_id: row.user_id,
      username: row.username,
      bet_id: row.bet_id,
      bet_time: row.created_at,
      platform_type: row.platname,
      game_code: row.game_code,
      bet_amount: formatCents(row.bet_amount_cents),
      valid_amount: formatCents(row.status === 1 ? row.bet_amount_cents : 0),
      win_loss: formatCents(row.status === 1 ? row.win_loss_cents : 0),
      status: row.status,
      created_at: row.created_at,
    })),
  );

  defineRoute(api, deps, calls.agentRechargeLog, ({ user, input }) =>
    pageAnswer(teamLog(user, input, teamDeposits), (row) => ({
      ...logRowHead(row, row.order_no),
      amount: formatCents(row.amount_cents),
      real_money: formatCents(row.state === 2 ? row.amount_cents : 0),
      pay_way: row.pay_way,
      state: row.state,
      created_at: row.created_at,
    })),
  );

  defineRoute(api, deps, calls.agentWithdrawLog, ({ user, input }) =>
    pageAnswer(teamLog(user, input, teamWithdrawals), (row) => ({
      ...logRowHead(row, row.withdraw_no),
      type: row.type,
      amount: formatCents(row.amount_cents),
      real_money: formatCents(row.state === 2 ? row.amount_cents : 0),
      state: row.state,
      created_at: row.created_at,
    })),
  );

  defineRoute(api, deps, calls.agentTransferLog, ({ user, input }) =>
    pageAnswer(teamLog(user, input, teamTransfers), (row) => ({
      ...logRowHead(row, row.transfer_no),
      // The family's 0 上分 (into a venue) and 1 下分 (out of one).
      transfer_type: row.type === 3 ? 0 : 1,
      money: formatCents(row.amount_cents),
      state: row.state,
      platform_type: row.platname,
      remark: null,
      created_at: row.created_at,
    })),
  );

  defineRoute(api, deps, calls.agentRebate, ({ user, input }) =>
    pageAnswer(teamLog(user, input, teamRebates), (row) => ({
      ...logRowHead(row, row.bet_id),
      transfer_type: 6,
      money: formatCents(row.money_cents),
      state: row.state,
      platform_type: row.platname,
      remark: row.gamename,
      created_at: row.created_at,
    })),
  );
}
