import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteCalls } from '@contract/site-calls';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';
import { siteKeyFactory } from './query-keys';

/** POST /api/uservip → VIP levels VIP1..VIP10 in order: level n is `[n - 1]` (site-wide, not per account). */
export function fetchVipLevels() {
  return request(siteCalls.uservip, {});
}

export const vipLevelsKey = siteKeyFactory('vipLevels');

export function vipLevelsQueryOptions() {
  return queryOptions({
    queryKey: vipLevelsKey(),
    queryFn: fetchVipLevels,
    staleTime: freshness.reference,
  });
}

export function useVipLevels() {
  return useQuery(vipLevelsQueryOptions());
}
