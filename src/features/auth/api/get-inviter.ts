import { queryOptions, useQuery } from '@tanstack/react-query';
import { authCalls } from '@contract/auth-calls';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';
import { siteKeyFactory } from '@/core/site/query-keys';

/**
 * POST /api/h5/inviter {pid} → whose invitation the code is (`name`, masked by the server); code 202
 * when no agent holds it. Quiet: the form says it in its own words, no toast.
 */
export const inviterKey = siteKeyFactory<'inviter', [pid: string]>('inviter');

export const inviterQueryOptions = (pid: string) =>
  queryOptions({
    queryKey: inviterKey(pid),
    queryFn: () => request(authCalls.inviter, { pid }, { toast: 'none' }),
    staleTime: freshness.site,
  });

export function useInviter(pid: string) {
  return useQuery({ ...inviterQueryOptions(pid), enabled: pid !== '' });
}
