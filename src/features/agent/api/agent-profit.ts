import { agentCalls as calls } from '@contract/agent-calls';
import { accountKeyFactory } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';
import { AGENT_PAGE_SIZE, type TeamListFilter } from '../centre-model';

/** POST /api/agent/profit {start, end, username, page, size} → one page (InfiniteList pages it). */
export const fetchAgentProfit = (filter: TeamListFilter, page: number) =>
  request(calls.agentProfit, { ...filter, page, size: AGENT_PAGE_SIZE });

export const agentProfitKey = accountKeyFactory<'agent/profit', [filter: TeamListFilter]>('agent/profit');
