import { useQuery } from '@tanstack/react-query';
import { bannersQueryOptions } from '@/core/site/banners';
import { FALLBACK_BANNER_TYPE, SPONSOR_BANNER_TYPE } from '../model';

/** POST /api/bannerList {type: 3} → the sponsor page's carousel images. */
export function sponsorBannersQueryOptions() {
  return bannersQueryOptions(SPONSOR_BANNER_TYPE);
}

/**
 * The sponsor carousel: type 3, or the home banners (type 2) when type 3 answers nothing, so the
 * landing never shows an empty grey box. Each type keeps its own query (one call, one key).
 */
export function useSponsorBanners() {
  const sponsor = useQuery(sponsorBannersQueryOptions());
  const needFallback = sponsor.isSuccess && sponsor.data.length === 0;
  const fallback = useQuery({ ...bannersQueryOptions(FALLBACK_BANNER_TYPE), enabled: needFallback });
  if (!needFallback) return sponsor;
  return fallback;
}
