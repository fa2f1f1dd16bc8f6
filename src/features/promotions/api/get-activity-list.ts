import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionCalls } from '@contract/promotion-calls';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';
import { siteKeyFactory } from '@/core/site/query-keys';

/** POST /api/activitylist {type?} → the promotions of one type (all when type is absent). */
export async function fetchActivityList(type: number | undefined) {
  const answer = await request(promotionCalls.activitylist, type === undefined ? {} : { type });
  return answer.data;
}

/** One list's key: `type` absent (every type) is 'all'. */
export const activityListKey = siteKeyFactory<'activitylist', [type: number | 'all']>('activitylist');

/**
 * staleTime 0 on purpose: switching to another tab (another key) always asks the server again,
 * even for a tab seen before (docs/product.md#screens-and-routes "a different tab reloads the list").
 */
export function activityListQueryOptions(type: number | undefined) {
  return queryOptions({
    queryKey: activityListKey(type ?? 'all'),
    queryFn: () => fetchActivityList(type),
    staleTime: freshness.always,
  });
}

export function useActivityList(type: number | undefined) {
  return useQuery(activityListQueryOptions(type));
}
