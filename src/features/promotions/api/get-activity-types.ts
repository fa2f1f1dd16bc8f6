import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionCalls } from '@contract/promotion-calls';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';
import { siteKeyFactory } from '@/core/site/query-keys';

export const activityTypesKey = siteKeyFactory('activitytype');

/** POST /api/activitytype → the promotion types (one tab each). */
export function fetchActivityTypes() {
  return request(promotionCalls.activitytype, {});
}

export function activityTypesQueryOptions() {
  return queryOptions({
    queryKey: activityTypesKey(),
    queryFn: fetchActivityTypes,
    staleTime: freshness.site,
  });
}

export function useActivityTypes() {
  return useQuery(activityTypesQueryOptions());
}
