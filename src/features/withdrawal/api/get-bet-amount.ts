import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyCalls } from '@contract/money-calls';
import { request } from '@/lib/http/client';
import { accountKey, useAccount } from '@/core/session/query-keys';
import { useSession } from '@/core/session/store';

/** POST /api/getBetAmount → the wagering still required before a withdrawal (打码量). */
export function fetchBetAmount() {
  return request(moneyCalls.getBetAmount, {}, { toast: 'none' });
}

export function betAmountQueryOptions(account: string) {
  return queryOptions({ queryKey: accountKey(account, 'betAmount'), queryFn: fetchBetAmount });
}

export function useBetAmount() {
  const account = useAccount();
  const signedIn = useSession((s) => s.token !== null);
  return useQuery({ ...betAmountQueryOptions(account), enabled: signedIn });
}
