import { useQuery } from '@tanstack/react-query';
import { agentCalls as calls } from '@contract/agent-calls';
import { accountKeyFactory, useAccount } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';

/** The key factory of POST /api/agent/today. */
export const agentTodayKey = accountKeyFactory('agent/today');

/** POST /api/agent/today → today's team figures and the agent's referral code. */
export const agentTodayQueryOptions = (account: string) => ({
  queryKey: agentTodayKey(account),
  queryFn: () => request(calls.agentToday, {}),
});

export function useAgentToday() {
  return useQuery(agentTodayQueryOptions(useAccount()));
}
