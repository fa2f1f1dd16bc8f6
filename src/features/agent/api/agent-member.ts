import { useQuery } from '@tanstack/react-query';
import { agentCalls as calls } from '@contract/agent-calls';
import { accountKey, useAccount } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';

/**
 * POST /api/agent/member {uid} → who the id is in the agent's team (name, real name, direct or not,
 * rate, the agent's own ceiling). A refusal (not in the team) is shown on the screen, not toasted.
 */
export const agentMemberQueryOptions = (account: string, uid: number) => ({
  queryKey: accountKey(account, 'agent/member', uid),
  queryFn: () => request(calls.agentMember, { uid }, { toast: 'none' }),
});

export function useAgentMember(uid: number) {
  return useQuery(agentMemberQueryOptions(useAccount(), uid));
}
