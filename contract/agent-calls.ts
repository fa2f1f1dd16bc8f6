import { z } from 'zod/mini';
import {
  agentBetRowSchema,
  agentCommissionSchema,
  agentMemberRowSchema,
  agentMemberSchema,
  agentProfitRowSchema,
  agentRechargeRowSchema,
  agentSubordinateRowSchema,
  agentTodaySchema,
  agentTransferRowSchema,
  agentWithdrawRowSchema,
} from './agent-entities';
import { AGENT_PAGE_MAX } from './agent-rules';
import { defineCall, empty, noData } from './define';
import { amountInput, integer, numeric, paginator } from './envelope';
import { PASSWORD_MAX, REALNAME_MAX, USERNAME_MAX } from './account-limits';

/** A Beijing day `YYYY-MM-DD`; the server checks that it exists and that start ≤ end. */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const range = { start: z.optional(day), end: z.optional(day) };
/** The family sends `size`; our pages elsewhere say `pagesize`: either is taken. */
const page = {
  page: z.optional(integer.check(z.minimum(1), z.maximum(100000))),
  size: z.optional(integer.check(z.minimum(1), z.maximum(AGENT_PAGE_MAX))),
  pagesize: z.optional(integer.check(z.minimum(1), z.maximum(AGENT_PAGE_MAX))),
};
const username = z.optional(z.string().check(z.maxLength(USERNAME_MAX)));
const memberId = integer.check(z.minimum(1));
const teamLog = () => z.object({ username, ...range, ...page });

/** The agent self-service back office: fourteen calls, for members with `isagent = 1`. */
export const agentCalls = {
  agentToday: defineCall({
    method: 'POST',
    path: 'agent/today',
    member: true,
    request: () => empty,
    data: () => agentTodaySchema,
  }),
  agentCommission: defineCall({
    method: 'POST',
    path: 'agent/commission',
    member: true,
    request: () => z.object({ ...range }),
    data: () => agentCommissionSchema,
  }),
  agentProfit: defineCall({
    method: 'POST',
    path: 'agent/profit',
    member: true,
    request: () => z.object({ username, ...range, ...page }),
    data: () => paginator(agentProfitRowSchema),
  }),
  agentSubordinate: defineCall({
    method: 'POST',
    path: 'agent/subordinate',
    member: true,
    request: () => z.object({ username, ...range, ...page }),
    data: () => paginator(agentSubordinateRowSchema),
  }),
  agentMemberList: defineCall({
    method: 'POST',
    path: 'agent/memberlist',
    member: true,
    request: () => z.object({ username, ...page }),
    data: () => paginator(agentMemberRowSchema),
  }),
  /** One team member by id: who 代充 and 调整返水 act on; a stranger's id is refused like every team call. */
  agentMember: defineCall({
    method: 'POST',
    path: 'agent/member',
    member: true,
    request: () => z.object({ uid: memberId }),
    data: () => agentMemberSchema,
  }),
  agentBetLog: defineCall({
    method: 'POST',
    path: 'agent/bet-log',
    member: true,
    request: teamLog,
    data: () => paginator(agentBetRowSchema),
  }),
  agentRechargeLog: defineCall({
    method: 'POST',
    path: 'agent/recharge-log',
    member: true,
    request: teamLog,
    data: () => paginator(agentRechargeRowSchema),
  }),
  agentWithdrawLog: defineCall({
    method: 'POST',
    path: 'agent/withdraw-log',
    member: true,
    request: teamLog,
    data: () => paginator(agentWithdrawRowSchema),
  }),
  agentTransferLog: defineCall({
    method: 'POST',
    path: 'agent/transfer-log',
    member: true,
    request: teamLog,
    data: () => paginator(agentTransferRowSchema),
  }),
  agentRebate: defineCall({
    method: 'POST',
    path: 'agent/rebate',
    member: true,
    request: teamLog,
    data: () => paginator(agentTransferRowSchema),
  }),
  agentAddMember: defineCall({
    method: 'POST',
    path: 'agent/add-member',
    member: true,
    request: () =>
      z.object({
        username: z.string().check(z.maxLength(USERNAME_MAX)),
        password: z.string().check(z.maxLength(PASSWORD_MAX)),
        realname: z.string().check(z.maxLength(REALNAME_MAX)),
      }),
    data: () => noData,
  }),
  agentRecharge: defineCall({
    method: 'POST',
    path: 'agent/recharge',
    member: true,
    request: () => z.object({ user_id: memberId, amount: amountInput }),
    data: () => noData,
  }),
  agentChangeFanshui: defineCall({
    method: 'POST',
    path: 'agent/changefanshui',
    member: true,
    request: () => z.object({ uid: memberId, fanshui: numeric }),
    data: () => noData,
  }),
} as const;
