import type { QueryClient } from '@tanstack/react-query';
import { accountKey, accountOf } from '@/core/session/query-keys';
import { useSession } from '@/core/session/store';
import { setUnknownOutcomeHandler } from '@/lib/http/outcome';
import { refetchAfterChange } from '@/lib/query-client';

/**
 * What a call that moved money changes: the balance (header panel, /mine, money screens), the user
 * info, the venue wallets and the transaction records (资金明细 lists the deposit, withdrawal or
 * transfer just made; before, it showed the old list until pulled).
 */
const MONEY_PARTS = ['balance', 'user', 'venueWallets', 'gettransrecord'] as const;

/**
 * After a call that moved money (deposit, withdrawal, transfer, one-tap recovery): every figure
 * that shows it is refetched now (the lists when next shown), never the old amount until a reload.
 */
export function invalidateMoneyQueries(queryClient: QueryClient, account: string): Promise<void> {
  return Promise.all(
    MONEY_PARTS.map((part) => refetchAfterChange(queryClient, accountKey(account, part))),
  ).then(() => undefined);
}

/**
 * A money request with no answer may have moved money: the balances are refetched now
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
