import { queryOptions } from '@tanstack/react-query';
import { siteCalls } from '@contract/site-calls';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';
import { siteKeyFactory } from './query-keys';

/**
 * POST /api/bannerList {type} (docs/product.md#calls): one fetcher and one key per banner type, shared by home
 * (type 2), the sponsor landing (type 3, falling back to 2) and the landing preload.
 */
export function fetchBanners(type: number) {
  return request(siteCalls.bannerList, { type });
}

export const bannersKey = siteKeyFactory<'banners', [type: number]>('banners');

export function bannersQueryOptions(type: number) {
  return queryOptions({
    queryKey: bannersKey(type),
    queryFn: () => fetchBanners(type),
    staleTime: freshness.site,
  });
}
