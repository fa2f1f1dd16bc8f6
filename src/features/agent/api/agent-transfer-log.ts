import { agentCalls as calls } from '@contract/agent-calls';
import { accountKeyFactory } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';
import { AGENT_PAGE_SIZE, type TeamListFilter } from '../centre-model';

/** POST /api/agent/transfer-log {username, start, end, page, size} → one page (InfiniteList pages it). */
export const fetchAgentTransferLog = (filter: TeamListFilter, page: number) =>
  request(calls.agentTransferLog, { ...filter, page, size: AGENT_PAGE_SIZE });

export const agentTransferLogKey = accountKeyFactory<'agent/transfer-log', [filter: TeamListFilter]>(
  'agent/transfer-log',
);
