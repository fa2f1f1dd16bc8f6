import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionCalls } from '@contract/promotion-calls';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';

export const promotionKeys = {
  root: ['promotions'] as const,
  types: ['promotions', 'types'] as const,
  list: (type: number | undefined) => ['promotions', 'list', type ?? 'all'] as const,
  detail: (id: number) => ['promotions', 'detail', id] as const,
};

/** POST /api/activitytype → the promotion types (one tab each). */
export function fetchActivityTypes() {
  return request(promotionCalls.activitytype, {});
}

export function activityTypesQueryOptions() {
  return queryOptions({
    queryKey: promotionKeys.types,
    queryFn: fetchActivityTypes,
    staleTime: freshness.site,
  });
}

export function useActivityTypes() {
  return useQuery(activityTypesQueryOptions());
}
