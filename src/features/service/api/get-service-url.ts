import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@contract/calls';
import { request } from '@/lib/http/client';

/** POST /api/getservicerurl → data.url of the customer-service window. */
export async function fetchServiceUrl(): Promise<string> {
  return (await request(calls.getservicerurl, {})).url;
}

export function serviceUrlQueryOptions() {
  return queryOptions({ queryKey: ['site', 'serviceUrl'] as const, queryFn: fetchServiceUrl, staleTime: 5 * 60_000 });
}

export function useServiceUrl() {
  return useQuery(serviceUrlQueryOptions());
}
