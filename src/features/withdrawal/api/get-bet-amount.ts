import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyCalls } from '@contract/money-calls';
import { request } from '@/lib/http/client';
import { accountKeyFactory, useAccount } from '@/core/session/query-keys';
import { useSession } from '@/core/session/store';

/** POST /api/getBetAmount → the wagering still required before a withdrawal (打码量). */
export function fetchBetAmount() {
  return request(moneyCalls.getBetAmount, {}, { toast: 'none' });
}

/** The key factory of POST /api/getBetAmount. */
export const betAmountKey = accountKeyFactory('betAmount');

export function betAmountQueryOptions(account: string) {
  return queryOptions({ queryKey: betAmountKey(account), queryFn: fetchBetAmount });
}

export function useBetAmount() {
  const account = useAccount();
  const signedIn = useSession((s) => s.token !== null);
  return useQuery({ ...betAmountQueryOptions(account), enabled: signedIn });
}
