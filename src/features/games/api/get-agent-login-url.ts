import { useQuery } from '@tanstack/react-query';
import { siteCalls } from '@contract/site-calls';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';
import { siteKeyFactory } from '@/core/site/query-keys';

/** GET /api/getAgentLoginUrl → data.url (open to everyone, docs/product.md#who-may-do-what). */
export function fetchAgentLoginUrl() {
  return request(siteCalls.getAgentLoginUrl, {});
}

export const agentLoginUrlKey = siteKeyFactory('agentLoginUrl');

export const agentLoginUrlQueryOptions = (enabled: boolean) =>
  ({
    queryKey: agentLoginUrlKey(),
    queryFn: fetchAgentLoginUrl,
    enabled,
    staleTime: freshness.site,
  }) as const;

export function useAgentLoginUrl(enabled: boolean) {
  return useQuery(agentLoginUrlQueryOptions(enabled));
}
