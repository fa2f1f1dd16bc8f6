import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletCalls } from '@contract/wallet-calls';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';
import { siteKeyFactory } from '@/core/site/query-keys';

/**
 * POST /api/banklist → the banks a member may pick. One query for the deposit form's bank type and
 * the bank-card binding form (two features, so it lives here).
 */
export function fetchBankList() {
  return request(walletCalls.banklist, {});
}

export const bankListKey = siteKeyFactory('bankList');

export function bankListQueryOptions() {
  return queryOptions({
    queryKey: bankListKey(),
    queryFn: fetchBankList,
    staleTime: freshness.reference,
  });
}

export function useBankList() {
  return useQuery(bankListQueryOptions());
}
