import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moneyCalls } from '@contract/money-calls';
import type { CallInput } from '@contract/define';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';
import { siteKeyFactory } from '@/core/site/query-keys';

export type RangeType = CallInput<typeof moneyCalls.getPayRange>['type'];

/** POST /api/getPayRange {type} → min_price / max_price of one deposit method. */
export function fetchPayRange(type: RangeType) {
  return request(moneyCalls.getPayRange, { type });
}

export const payRangeKey = siteKeyFactory<'payRange', [type: RangeType]>('payRange');

export function payRangeQueryOptions(type: RangeType) {
  // Reloaded whenever the method or protocol changes (docs/product.md#states-and-transitions): a short staleTime, one key per type.
  return queryOptions({
    queryKey: payRangeKey(type),
    queryFn: () => fetchPayRange(type),
    staleTime: freshness.always,
  });
}

export function usePayRange(type: RangeType | null) {
  return useQuery({
    ...payRangeQueryOptions(type ?? 'bank'),
    enabled: type !== null,
    placeholderData: keepPreviousData,
  });
}
