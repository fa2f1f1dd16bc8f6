import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@contract/calls';
import { request } from '@/lib/http/client';
import { SPONSOR_BANNER_TYPE } from '../model';

/** POST /api/bannerList {type: 3} → the sponsor page's carousel images. */
export function fetchSponsorBanners() {
  return request(calls.bannerList, { type: SPONSOR_BANNER_TYPE });
}

export function sponsorBannersQueryOptions() {
  return queryOptions({ queryKey: ['site', 'banners', SPONSOR_BANNER_TYPE] as const, queryFn: fetchSponsorBanners, staleTime: 5 * 60_000 });
}

export function useSponsorBanners() {
  return useQuery(sponsorBannersQueryOptions());
}
