import type { QueryClient } from '@tanstack/react-query';
import { accountKey, accountOf } from '@/core/session/query-keys';
import { useSession } from '@/core/session/store';
import { setUnknownOutcomeHandler } from '@/lib/http/outcome';

/**
 * After a call that moved money (withdrawal, transfer, one-tap recovery): every figure that shows
 * it — the balance (header panel, /mine, money screens), the user info and the venue wallets — is
 * refetched now, so the screen never shows the old amount until a reload.
 */
export function invalidateMoneyQueries(queryClient: QueryClient, account: string): Promise<void> {
  return Promise.all(
    (['balance', 'user', 'venueWallets'] as const).map((part) =>
      queryClient.invalidateQueries({ queryKey: accountKey(account, part) }),
    ),
  ).then(() => undefined);
}

/**
 * A money request with no answer may have moved money (issue 23): the balances are refetched now
 * (if the server is reachable) and again once the connection returns, so what the user sees next
 * is the server's truth, not the figure from before the tap. Wired once at start-up.
 */
export function installUnknownOutcomeRefresh(queryClient: QueryClient): void {
  setUnknownOutcomeHandler(() => {
    const refresh = () => void invalidateMoneyQueries(queryClient, accountOf(useSession.getState()));
    refresh();
    window.addEventListener('online', refresh, { once: true });
  });
}
