import type { Hono } from 'hono';
import { agentCalls as calls } from '../../../../contract/agent-calls';
import { agentMessages, basisPointsToPercent } from '../../../../contract/agent-rules';
import { formatCents } from '../../../../contract/money';
import { Code } from '../../../../contract/envelope';
import { fail } from '../../http/business-error';
import { defineRoute, type RouteDeps } from '../../http/define-route';
import { effectiveFanshuiBp } from '../../repositories/agent-actions';
import { commissionRateOf, paidCommission, pendingCommission } from '../../repositories/agent-commission';
import {
  agentsAmong,
  figuresOf,
  findTeamMember,
  joinedIn,
  teamMemberPage,
  teamOf,
} from '../../repositories/agent-team';
import { beijingMidnight } from '../../repositories/periods';
import { requireAgent, periodOf, pageOf, figureFields, pageAnswer, teamWithDepth } from './shared';

/** The agent's figures and team lists: today, commission, profit, subordinates, members, one member. */
export function registerAgentReportRoutes(api: Hono, deps: RouteDeps) {
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
}
