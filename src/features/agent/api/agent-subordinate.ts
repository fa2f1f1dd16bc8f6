import { agentCalls as calls } from '@contract/agent-calls';
import { accountKeyFactory } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';
import { AGENT_PAGE_SIZE, type TeamListFilter } from '../centre-model';

/** POST /api/agent/subordinate {start, end, username, page, size} → one page (InfiniteList pages it). */
export const fetchAgentSubordinate = (filter: TeamListFilter, page: number) =>
  request(calls.agentSubordinate, { ...filter, page, size: AGENT_PAGE_SIZE });

export const agentSubordinateKey = accountKeyFactory<'agent/subordinate', [filter: TeamListFilter]>(
  'agent/subordinate',
);
