import { agentCalls as calls } from '@contract/agent-calls';
import { accountKeyFactory } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';
import { AGENT_PAGE_SIZE, type TeamListFilter } from '../centre-model';

/** POST /api/agent/memberlist {username, page, size} → one page (InfiniteList pages it). */
export const fetchAgentMemberList = (filter: TeamListFilter, page: number) =>
  request(calls.agentMemberList, { ...filter, page, size: AGENT_PAGE_SIZE });

/** The key factory of POST /api/agent/memberlist: `agentMemberListKey(account)` is every page of every search. */
export const agentMemberListKey = accountKeyFactory<'agent/memberlist', [filter: TeamListFilter]>(
  'agent/memberlist',
);
