import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletCalls } from '@contract/wallet-calls';
import { request } from '@/lib/http/client';
import { accountKeyFactory, useAccount } from '@/core/session/query-keys';
import { useSession } from '@/core/session/store';

/**
 * POST /api/balancelist → the member's venue wallets. One query for every screen that needs them:
 * the transfer screen (polled) and the venue filters of the bet, transaction and rebate records.
 */
export function fetchVenueWallets() {
  return request(walletCalls.balancelist, {});
}

/** The key factory of POST /api/balancelist. */
export const venueWalletsKey = accountKeyFactory('venueWallets');

export function venueWalletsQueryOptions(account: string) {
  return queryOptions({ queryKey: venueWalletsKey(account), queryFn: fetchVenueWallets });
}

/** The transfer screen polls it itself (useVisibleInterval), so it takes no interval. */
export function useVenueWallets() {
  const account = useAccount();
  const signedIn = useSession((s) => s.token !== null);
  return useQuery({ ...venueWalletsQueryOptions(account), enabled: signedIn });
}
