import type { Hono } from 'hono';
import { agentCalls as calls } from '../../../../contract/agent-calls';
import {
  addMemberRules,
  agentMessages,
  checkRechargeAmount,
  fanshuiToBasisPoints,
} from '../../../../contract/agent-rules';
import { amountTextToCents, sentAmountText } from '../../../../contract/money';
import { Code } from '../../../../contract/envelope';
import { firstFailure } from '../../../../contract/rule';
import { hashSecret } from '../../crypto';
import { clientAddress } from '../../http/attempt-limit';
import { fail } from '../../http/business-error';
import { defineRoute, type RouteDeps } from '../../http/define-route';
import {
  agentRecharge,
  effectiveFanshuiBp,
  insertDownline,
  setFanshuiBp,
  uplineOf,
} from '../../repositories/agent-actions';
import { teamOf } from '../../repositories/agent-team';
import { AUTH_MESSAGES } from '../auth';
import { requireAgent, teamMember } from './shared';

/** What an agent does to the team: open a downline, top a member up, set a member's rebate. */
export function registerAgentActionRoutes(api: Hono, deps: RouteDeps) {
  const { db } = deps;

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
