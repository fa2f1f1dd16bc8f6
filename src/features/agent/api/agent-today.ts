import { useQuery } from '@tanstack/react-query';
import { agentCalls as calls } from '@contract/agent-calls';
import { accountKey, useAccount } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';

/** POST /api/agent/today → today's team figures and the agent's referral code. */
export const agentTodayQueryOptions = (account: string) => ({
  queryKey: accountKey(account, 'agent/today'),
  queryFn: () => request(calls.agentToday, {}),
});

export function useAgentToday() {
  return useQuery(agentTodayQueryOptions(useAccount()));
}
