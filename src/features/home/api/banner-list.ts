import { useQuery } from '@tanstack/react-query';
import { bannersQueryOptions } from '@/core/site/banners';

/** Home carousel banners: POST /api/bannerList {type: 2} (docs/product.md#calls). */
export const HOME_BANNER_TYPE = 2;

export const homeBannersQueryOptions = () => bannersQueryOptions(HOME_BANNER_TYPE);

export function useHomeBanners() {
  return useQuery(homeBannersQueryOptions());
}
