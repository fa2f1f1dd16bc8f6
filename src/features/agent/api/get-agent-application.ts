import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountCalls } from '@contract/account-calls';
import { accountKey, useAccount } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';

/**
 * POST /api/h5/agent-application → the member's latest application (0 none, 1 pending, 2 approved,
 * 3 rejected). Quiet on failure: a back end without this call still gets the form.
 */
export const agentApplicationQueryOptions = (account: string) =>
  queryOptions({
    // apply-agent.ts names 'agentApplication' among what an application changes.
    queryKey: accountKey(account, 'agentApplication'),
    queryFn: () => request(accountCalls.agentApplication, {}, { toast: 'none' }),
    // Read on every visit: the operator decides between two visits.
    staleTime: freshness.always,
  });

export function useAgentApplication(enabled: boolean) {
  return useQuery({ ...agentApplicationQueryOptions(useAccount()), enabled });
}
