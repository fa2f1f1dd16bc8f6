import { useQuery } from '@tanstack/react-query';
import { calls } from '@contract/calls';
import { BALANCE_POLL_MS } from '@/config/constants';
import { request } from '@/lib/http/client';
import { retryRead } from '@/lib/query-client';
import { useVisibleInterval } from '@/lib/use-visible-interval';
import { accountKeyFactory, useAccount } from './query-keys';
import { useSession } from './store';
import { freshness } from '@/lib/freshness';

/** The key factory of POST /api/balance. */
export const balanceKey = accountKeyFactory('balance');

export function balanceQueryOptions(account: string, enabled: boolean) {
  return {
    queryKey: balanceKey(account),
    // Background poll: no error toast every 4.3 s; a 401 still ends the session (client default).
    queryFn: () => request(calls.balance, {}, { toast: 'none' }),
    enabled,
    // Fresh for one poll: a screen that mounts between two polls shows the polled value instead
    // of asking again (the poll and the actions that move money refetch it).
    staleTime: freshness.balancePoll,
    retry: false,
  } as const;
}

/**
 * The member's balance; shared by every screen that shows it (one query, one poll). Falls back to
 * the balance in the cached user info until the first poll answers.
 */
export function useBalance() {
  const account = useAccount();
  const token = useSession((s) => s.token);
  const cached = useSession((s) => s.userInfo?.balance);
  const query = useQuery(balanceQueryOptions(account, token !== null));
  return { ...query, balance: query.data?.balance ?? cached ?? null };
}

/**
 * docs/product.md#states-and-transitions balance polling: every 4300 ms while a token exists. Unlike the original it pauses while
 * the tab is hidden and refreshes at once when it shows again (idle tabs are real server load).
 * Mounted once by the app shell.
 */
export function useBalancePolling(): void {
  const { refetch } = useBalance();
  const token = useSession((s) => s.token);
  useVisibleInterval(
    () => {
      // Read the store, not the render: a tick may land between logout and the effect cleanup. A
      // tick while the balance is being read (a tap on 刷新余额, a money action) joins that read:
      // the render's isFetching could be one render late, and a plain refetch would cancel it.
      if (useSession.getState().token !== null) retryRead({ refetch })();
    },
    BALANCE_POLL_MS,
    token !== null,
  );
}
