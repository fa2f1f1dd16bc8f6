import { useQuery } from '@tanstack/react-query';
import { calls } from '@contract/calls';
import { request } from '@/lib/http/client';

/** POST /api/getservicerurl → data.url (customer service). */
export function fetchServiceUrl() {
  return request(calls.getservicerurl, {});
}

export const serviceUrlQueryOptions = (enabled: boolean) =>
  ({ queryKey: ['site', 'serviceUrl'], queryFn: fetchServiceUrl, enabled, staleTime: 5 * 60_000 }) as const;

export function useServiceUrl(enabled: boolean) {
  return useQuery(serviceUrlQueryOptions(enabled));
}
