import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionCalls } from '@contract/promotion-calls';
import { request } from '@/lib/http/client';
import { siteKeyFactory } from '@/core/site/query-keys';

/** POST /api/activitydeatil {id} (the API family's spelling) → one promotion. */
export function fetchActivityDetail(id: number) {
  return request(promotionCalls.activitydeatil, { id });
}

export const activityDetailKey = siteKeyFactory<'activitydeatil', [id: number]>('activitydeatil');

export function activityDetailQueryOptions(id: number) {
  return queryOptions({ queryKey: activityDetailKey(id), queryFn: () => fetchActivityDetail(id) });
}

export function useActivityDetail(id: number | null) {
  return useQuery({ ...activityDetailQueryOptions(id ?? 0), enabled: id !== null });
}
