import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountCalls } from '@contract/account-calls';
import { accountKeyFactory, useAccount } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';

/** The key factory of POST /api/h5/agent-application. */
export const agentApplicationKey = accountKeyFactory('agentApplication');

/**
 * POST /api/h5/agent-application → the member's latest application (0 none, 1 pending, 2 approved,
 * 3 rejected). Quiet on failure: a back end without this call still gets the form.
 */
export const agentApplicationQueryOptions = (account: string) =>
  queryOptions({
    queryKey: agentApplicationKey(account),
    queryFn: () => request(accountCalls.agentApplication, {}, { toast: 'none' }),
    // Read on every visit: the operator decides between two visits.
    staleTime: freshness.always,
  });

export function useAgentApplication(enabled: boolean) {
  return useQuery({ ...agentApplicationQueryOptions(useAccount()), enabled });
}
