import { agentCalls as calls } from '@contract/agent-calls';
import { accountKeyFactory } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';
import { AGENT_PAGE_SIZE, type TeamListFilter } from '../centre-model';

/** POST /api/agent/bet-log {username, start, end, page, size} → one page (InfiniteList pages it). */
export const fetchAgentBetLog = (filter: TeamListFilter, page: number) =>
  request(calls.agentBetLog, { ...filter, page, size: AGENT_PAGE_SIZE });

export const agentBetLogKey = accountKeyFactory<'agent/bet-log', [filter: TeamListFilter]>('agent/bet-log');
