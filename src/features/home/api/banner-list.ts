import { useQuery } from '@tanstack/react-query';
import { calls } from '@contract/calls';
import { request } from '@/lib/http/client';

/** Home carousel banners: POST /api/bannerList {type: 2} (spec §7). */
export const HOME_BANNER_TYPE = 2;

export function fetchHomeBanners() {
  return request(calls.bannerList, { type: HOME_BANNER_TYPE });
}

export const homeBannersQueryOptions = () =>
  ({ queryKey: ['site', 'banners', HOME_BANNER_TYPE], queryFn: fetchHomeBanners, staleTime: 5 * 60_000 }) as const;

export function useHomeBanners() {
  return useQuery(homeBannersQueryOptions());
}
