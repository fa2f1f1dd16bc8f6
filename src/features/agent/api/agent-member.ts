import { useQuery } from '@tanstack/react-query';
import { agentCalls as calls } from '@contract/agent-calls';
import { accountKeyFactory, useAccount } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';

/**
 * POST /api/agent/member {uid} → who the id is in the agent's team (name, real name, direct or not,
 * rate, the agent's own ceiling). A refusal (not in the team) is shown on the screen, not toasted.
 */
/** The key factory of POST /api/agent/member. */
export const agentMemberKey = accountKeyFactory<'agent/member', [uid: number]>('agent/member');

export const agentMemberQueryOptions = (account: string, uid: number) => ({
  queryKey: agentMemberKey(account, uid),
  queryFn: () => request(calls.agentMember, { uid }, { toast: 'none' }),
});

export function useAgentMember(uid: number) {
  return useQuery(agentMemberQueryOptions(useAccount(), uid));
}
