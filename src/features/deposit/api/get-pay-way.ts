import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyCalls } from '@contract/money-calls';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';
import { siteKeyFactory } from '@/core/site/query-keys';

/** GET /api/get_pay_way → which deposit methods the site enables (rengong is always forced on). */
export function fetchPayWay() {
  return request(moneyCalls.getPayWay, {}).then((flags) => ({ ...flags, rengong: 1 }));
}

export const payWayKey = siteKeyFactory('payWay');

export function payWayQueryOptions() {
  return queryOptions({
    queryKey: payWayKey(),
    queryFn: fetchPayWay,
    staleTime: freshness.payment,
  });
}

export function usePayWay() {
  return useQuery(payWayQueryOptions());
}
