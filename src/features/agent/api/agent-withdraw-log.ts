import { agentCalls as calls } from '@contract/agent-calls';
import { accountKeyFactory } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';
import { AGENT_PAGE_SIZE, type TeamListFilter } from '../centre-model';

/** POST /api/agent/withdraw-log {username, start, end, page, size} → one page (InfiniteList pages it). */
export const fetchAgentWithdrawLog = (filter: TeamListFilter, page: number) =>
  request(calls.agentWithdrawLog, { ...filter, page, size: AGENT_PAGE_SIZE });

export const agentWithdrawLogKey = accountKeyFactory<'agent/withdraw-log', [filter: TeamListFilter]>(
  'agent/withdraw-log',
);
