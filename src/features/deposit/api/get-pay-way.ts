import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyCalls } from '@contract/money-calls';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';

/** GET /api/get_pay_way → which deposit methods the site enables (rengong is always forced on). */
export function fetchPayWay() {
  return request(moneyCalls.getPayWay, {}).then((flags) => ({ ...flags, rengong: 1 }));
}

export function payWayQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'payWay'] as const,
    queryFn: fetchPayWay,
    staleTime: freshness.payment,
  });
}

export function usePayWay() {
  return useQuery(payWayQueryOptions());
}
