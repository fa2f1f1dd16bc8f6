import { useQuery } from '@tanstack/react-query';
import { agentCalls as calls } from '@contract/agent-calls';
import { accountKeyFactory, useAccount } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';
import type { DayRangeInput } from '@contract/agent-rules';

export const agentCommissionKey = accountKeyFactory<'agent/commission', [range: DayRangeInput]>(
  'agent/commission',
);

/** POST /api/agent/commission {start, end} → the team's figures and commission for the range. */
export const agentCommissionQueryOptions = (account: string, range: DayRangeInput) => ({
  queryKey: agentCommissionKey(account, range),
  queryFn: () => request(calls.agentCommission, range),
});

export function useAgentCommission(range: DayRangeInput) {
  return useQuery(agentCommissionQueryOptions(useAccount(), range));
}
