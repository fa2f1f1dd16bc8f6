import { agentCalls as calls } from '@contract/agent-calls';
import { accountKey } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';
import { AGENT_PAGE_SIZE, type TeamListFilter } from '../centre-model';

/** POST /api/agent/memberlist {username, page, size} → one page (InfiniteList pages it). */
export const fetchAgentMemberList = (filter: TeamListFilter, page: number) =>
  request(calls.agentMemberList, { ...filter, page, size: AGENT_PAGE_SIZE });

export const agentMemberListKey = (account: string, filter: TeamListFilter) =>
  accountKey(account, 'agent/memberlist', filter);
