import type { Hono } from 'hono';
import { agentCalls as calls } from '../../../contract/agent-calls';
import {
  addMemberRules,
  agentMessages,
  basisPointsToPercent,
  checkRechargeAmount,
  dayRangeRules,
  fanshuiToBasisPoints,
  isRangeGiven,
  type DayRangeInput,
} from '../../../contract/agent-rules';
import { addDays } from '../../../contract/beijing-time';
import { amountTextToCents, formatCents, sentAmountText } from '../../../contract/money';
import { Code, type Paginator } from '../../../contract/envelope';
import { firstFailure } from '../../../contract/rule';
import { hashSecret } from '../crypto';
import { clientAddress } from '../http/attempt-limit';
import { fail } from '../http/business-error';
import { defineRoute, type RouteDeps } from '../http/define-route';
import {
  agentRecharge,
  effectiveFanshuiBp,
  insertDownline,
  setFanshuiBp,
  uplineOf,
} from '../repositories/agent-actions';
import { commissionRateOf, paidCommission, pendingCommission } from '../repositories/agent-commission';
import {
  teamBets,
  teamDeposits,
  teamRebates,
  teamTransfers,
  teamWithdrawals,
  type TeamFilter,
} from '../repositories/agent-logs';
import {
  agentsAmong,
  figuresOf,
  findTeamMember,
  joinedIn,
  OPEN_PERIOD,
  teamMemberPage,
  teamOf,
  type Figures,
  type TeamMember,
} from '../repositories/agent-team';
import { DEFAULT_PAGE_SIZE } from '../repositories/paginate';
import { beijingMidnight, type Period } from '../repositories/periods';
import type { UserRow } from '../repositories/users';
import { AUTH_MESSAGES } from './auth';

/** Every agent call refuses a member who is not an agent, with a message and no data. */
function requireAgent(user: UserRow): UserRow {
  if (user.isagent !== 1) fail(agentMessages.notAgent, Code.fail);
  return user;
}

/** `start`..`end` as whole Beijing days (both included, `dayRangeRules`); neither end is all time. */
function periodOf(input: DayRangeInput): Period {
  if (!isRangeGiven(input)) return OPEN_PERIOD;
  const problem = firstFailure(dayRangeRules, input);
  if (problem) fail(problem, Code.invalidRequest);
  return { from: `${input.start} 00:00:00`, to: `${addDays(input.end!, 1)} 00:00:00` };
}

const pageOf = (input: {
  page?: number | undefined;
  size?: number | undefined;
  pagesize?: number | undefined;
}) => ({
  page: input.page ?? 1,
  pagesize: input.size ?? input.pagesize ?? DEFAULT_PAGE_SIZE,
});

const figureFields = (f: Figures) => ({
  rechage_times: f.rechage_times,
  withdraw_times: f.withdraw_times,
  all_recharge: formatCents(f.recharge_cents),
  all_withdraw: formatCents(f.withdraw_cents),
  all_valid_bet: formatCents(f.valid_bet_cents),
  all_win_loss: formatCents(f.win_loss_cents),
  all_fanshui: formatCents(f.fanshui_cents),
  all_redpacket: formatCents(f.redpacket_cents),
});

/** The member `id` when they are in the team; anyone else is refused the same way, whoever they are. */
function teamMember(team: readonly TeamMember[], id: number): TeamMember {
  return team.find((m) => m.id === id) ?? fail(agentMessages.notInTeam, Code.noData);
}

/** A page of rows answered as the calls answer pages: the paginator, each row in the call's shape. */
const pageAnswer = <Row, Out>(page: Paginator<Row>, shape: (row: Row) => Out) => ({
  data: { ...page, data: page.data.map(shape) },
});

/** The fields every team log row starts with: its id, its order number and whose it is. */
const logRowHead = <No extends string | null>(
  row: { id: number; user_id: number; username: string },
  orderNo: No,
) => ({
  id: row.id,
  order_no: orderNo,
  user_id: row.user_id,
  username: row.username,
});

/** The agent's team, and whether a member of it is a direct downline (`is_direct` 1) or deeper (0). */
function teamWithDepth(db: RouteDeps['db'], agent: UserRow) {
  const team = teamOf(db, agent.id);
  const depth = new Map(team.map((m) => [m.id, m.depth]));
  return { team, isDirect: (id: number) => (depth.get(id) === 1 ? 1 : 0) };
}

/** The agent self-service back office (`/api/agent/*`): figures, lists and actions on the agent's own team only. */
export function registerAgentCentreRoutes(api: Hono, deps: RouteDeps) {
  const { db } = deps;

  defineRoute(api, deps, calls.agentToday, ({ user }) => {
    const agent = requireAgent(user);
    const team = teamOf(db, agent.id);
    const ids = team.map((m) => m.id);
    const agents = agentsAmong(db, ids);
    const direct = team.filter((m) => m.depth === 1);
    const today = { from: beijingMidnight(0), to: beijingMidnight(1) };
    const f = figuresOf(db, ids, today);
    return {
      data: {
        child_member_count: team.length - agents.size,
        child_agent_count: agents.size,
        directly_member_count: direct.filter((m) => !agents.has(m.id)).length,
        directly_agent_count: direct.filter((m) => agents.has(m.id)).length,
        add_member_count: joinedIn(db, ids, today),
        all_recharge: formatCents(f.recharge_cents),
        all_withdraw: formatCents(f.withdraw_cents),
        all_bet: formatCents(f.bet_cents),
        all_valid_bet: formatCents(f.valid_bet_cents),
        win_loss: formatCents(f.win_loss_cents),
        invite_code: agent.invite_code,
      },
    };
  });

  defineRoute(api, deps, calls.agentCommission, ({ user, input }) => {
    const agent = requireAgent(user);
    const period = periodOf(input);
    const team = teamOf(db, agent.id);
    const ids = team.map((m) => m.id);
    const agents = agentsAmong(db, ids);
    return {
      data: {
        username: agent.username,
        realname: agent.realname,
        isagent: agent.isagent,
        ...figureFields(figuresOf(db, ids, period)),
        usersum: team.length - agents.size,
        agentsum: agents.size,
        yongjinsum: formatCents(paidCommission(db, agent.id, period)),
        waityongjinsum: formatCents(pendingCommission(db, agent.id).amount_cents),
        commission_rate: basisPointsToPercent(commissionRateOf(db, agent.id)),
      },
    };
  });

  defineRoute(api, deps, calls.agentProfit, ({ user, input }) => {
    const period = periodOf(input);
    const { team, isDirect } = teamWithDepth(db, requireAgent(user));
    const page = teamMemberPage(db, team, { search: input.username?.trim() }, pageOf(input));
    return pageAnswer(page, (row) => ({
      id: row.id,
      username: row.username,
      ...figureFields(figuresOf(db, [row.id], period)),
      is_direct: isDirect(row.id),
    }));
  });

  defineRoute(api, deps, calls.agentSubordinate, ({ user, input }) => {
    const period = periodOf(input);
    const { team, isDirect } = teamWithDepth(db, requireAgent(user));
    const page = teamMemberPage(
      db,
      team,
      { search: input.username?.trim(), agentsOnly: true },
      pageOf(input),
    );
    return pageAnswer(page, (row) => {
      // A sub-agent's subtree: the sub-agent and their own team.
      const subtree = teamOf(db, row.id).map((m) => m.id);
      return {
        id: row.id,
        username: row.username,
        realname: row.realname,
        ...figureFields(figuresOf(db, [row.id, ...subtree], period)),
        usersum: subtree.length,
        waityongjinsum: formatCents(pendingCommission(db, row.id).amount_cents),
        is_direct: isDirect(row.id),
      };
    });
  });

  defineRoute(api, deps, calls.agentMemberList, ({ user, input }) => {
    const { team, isDirect } = teamWithDepth(db, requireAgent(user));
    const page = teamMemberPage(db, team, { search: input.username?.trim() }, pageOf(input));
    return pageAnswer(page, (row) => ({
      id: row.id,
      username: row.username,
      realname: row.realname,
      isagent: row.isagent,
      balance: formatCents(row.balance_cents),
      vip: row.vip,
      parent: row.parent,
      is_direct: isDirect(row.id),
      fanshui: row.fanshui_bp === null ? null : basisPointsToPercent(row.fanshui_bp),
      created_at: row.created_at,
    }));
  });

  defineRoute(api, deps, calls.agentMember, ({ user, input }) => {
    const agent = requireAgent(user);
    const member = findTeamMember(db, agent.id, input.uid) ?? fail(agentMessages.notInTeam, Code.noData);
    return {
      data: {
        id: member.id,
        username: member.username,
        realname: member.realname,
        isagent: member.isagent,
        is_direct: member.depth === 1 ? 1 : 0,
        fanshui: member.fanshui_bp === null ? null : basisPointsToPercent(member.fanshui_bp),
        own_fanshui: basisPointsToPercent(effectiveFanshuiBp(db, agent.id)),
      },
    };
  });

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

  // Opening a downline is a registration: it counts in the same attempt limits (a taken name tells
  // whether an account exists, and an address locked out of registering cannot open accounts here).
  defineRoute(api, deps, calls.agentAddMember, async ({ user, input, c }) => {
    const agent = requireAgent(user);
    const username = input.username.trim();
    const keys = { scope: 'register', account: username, address: clientAddress(c) };
    // Downlines an agent opens are limited per hour and per day, counted when opened.
    return deps.quotas.guard('addMember', agent.id, () =>
      deps.attempts.guard(keys, async () => {
        const problem = firstFailure(addMemberRules, {
          username,
          password: input.password,
          realname: input.realname,
        });
        if (problem) fail(problem, Code.invalidRequest);
        const passwordHash = await hashSecret(input.password);
        // The insert is the uniqueness check (names are unique whatever their case).
        const id = insertDownline(db, {
          username,
          passwordHash,
          realname: input.realname.trim(),
          pid: agent.invite_code!,
        });
        if (id === null) fail(AUTH_MESSAGES.nameTaken);
        return { message: agentMessages.memberAdded };
      }),
    );
  });

  defineRoute(api, deps, calls.agentRecharge, ({ user, input }) => {
    const agent = requireAgent(user);
    const amountText = sentAmountText(input.amount);
    const problem = checkRechargeAmount(amountText);
    if (problem) fail(problem, Code.invalidRequest);
    const member = teamMember(teamOf(db, agent.id), input.user_id);
    const outcome = agentRecharge(db, agent.id, member.id, amountTextToCents(amountText)!);
    if (!outcome.ok) fail(agentMessages.insufficient, Code.insufficientBalance);
    return { message: agentMessages.recharged };
  });

  defineRoute(api, deps, calls.agentChangeFanshui, ({ user, input }) => {
    const agent = requireAgent(user);
    const member = teamMember(teamOf(db, agent.id), input.uid);
    const bp = fanshuiToBasisPoints(String(input.fanshui));
    if (bp === null) fail(agentMessages.fanshuiFormat, Code.invalidRequest);
    // Never above what the agent has, nor above what the member's own upline (a sub-agent of this
    // agent's team) is allowed: ceilings only narrow down the tree.
    if (bp! > effectiveFanshuiBp(db, agent.id)) fail(agentMessages.fanshuiAboveOwn);
    const upline = uplineOf(db, member.id);
    if (upline !== null && bp! > effectiveFanshuiBp(db, upline)) fail(agentMessages.fanshuiAboveUpline);
    setFanshuiBp(db, member.id, bp!);
    return { message: agentMessages.fanshuiSaved };
  });
}
