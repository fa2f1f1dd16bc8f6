import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyCalls } from '@contract/money-calls';
import { accountKeyFactory, useAccount } from '@/core/session/query-keys';
import { request } from '@/lib/http/client';
import { freshness } from '@/lib/freshness';

/** POST /api/getpaybank → the site's receiving bank accounts (shown on bank deposits). */
export function fetchPayBanks() {
  return request(moneyCalls.getpaybank, {});
}

export const payBanksKey = accountKeyFactory('payBanks');

export function payBanksQueryOptions(account: string) {
  return queryOptions({
    queryKey: payBanksKey(account),
    queryFn: fetchPayBanks,
    staleTime: freshness.payment,
  });
}

export function usePayBanks(enabled = true) {
  const account = useAccount();
  return useQuery({ ...payBanksQueryOptions(account), enabled });
}
