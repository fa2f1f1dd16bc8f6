import { agentCalls as calls } from '@contract/agent-calls';
import { accountKeyFactory } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';
import { AGENT_PAGE_SIZE, type TeamListFilter } from '../centre-model';

/** POST /api/agent/rebate {username, start, end, page, size} → one page (InfiniteList pages it). */
export const fetchAgentRebate = (filter: TeamListFilter, page: number) =>
  request(calls.agentRebate, { ...filter, page, size: AGENT_PAGE_SIZE });

export const agentRebateKey = accountKeyFactory<'agent/rebate', [filter: TeamListFilter]>('agent/rebate');
