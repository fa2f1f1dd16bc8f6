import { useQuery } from '@tanstack/react-query';
import { siteCalls } from '@contract/site-calls';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';
import { siteKeyFactory } from './query-keys';

/** POST /api/homenotice → the notice texts of the notice bar and the latest-notices popup. */
export function fetchHomeNotices() {
  return request(siteCalls.homenotice, {});
}

export const homeNoticesKey = siteKeyFactory('homenotice');

export const homeNoticesQueryOptions = () =>
  ({ queryKey: homeNoticesKey(), queryFn: fetchHomeNotices, staleTime: freshness.site }) as const;

export function useHomeNotices() {
  return useQuery(homeNoticesQueryOptions());
}
