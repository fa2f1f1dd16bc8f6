import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteCalls } from '@contract/site-calls';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';
import { siteKeyFactory } from './query-keys';

/**
 * POST /api/getservicerurl → the customer-service window's URL. The one fetcher of this call: /kefu
 * and the service frame of /gamePage (dailiD=2) share it, so they share one key and one shape
 * (the URL string), never two shapes under one key.
 */
export async function fetchServiceUrl(): Promise<string> {
  return (await request(siteCalls.getservicerurl, {})).url;
}

export const serviceUrlKey = siteKeyFactory('serviceUrl');

export function serviceUrlQueryOptions() {
  return queryOptions({ queryKey: serviceUrlKey(), queryFn: fetchServiceUrl, staleTime: freshness.site });
}

/** The service URL; `enabled: false` leaves it unfetched (a /gamePage frame of another kind). */
export function useServiceUrl({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...serviceUrlQueryOptions(), enabled });
}
