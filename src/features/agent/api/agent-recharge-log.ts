import { agentCalls as calls } from '@contract/agent-calls';
import { accountKeyFactory } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';
import { AGENT_PAGE_SIZE, type TeamListFilter } from '../centre-model';

/** POST /api/agent/recharge-log {username, start, end, page, size} → one page (InfiniteList pages it). */
export const fetchAgentRechargeLog = (filter: TeamListFilter, page: number) =>
  request(calls.agentRechargeLog, { ...filter, page, size: AGENT_PAGE_SIZE });

export const agentRechargeLogKey = accountKeyFactory<'agent/recharge-log', [filter: TeamListFilter]>(
  'agent/recharge-log',
);
