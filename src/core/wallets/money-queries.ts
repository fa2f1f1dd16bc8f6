import type { QueryClient } from '@tanstack/react-query';
import { balanceKey } from '@/core/session/balance';
import { accountKeyFactory, accountOf } from '@/core/session/query-keys';
import { useSession } from '@/core/session/store';
import { userKey } from '@/core/session/user';
import { setUnknownOutcomeHandler } from '@/lib/http/outcome';
import { refetchAfterChange } from '@/lib/query-client';
import { venueWalletsKey } from './venue-wallets';

/**
 * The key factory of POST /api/gettransrecord (features/records/api/get-trans-records.ts): here,
 * below the features, because every money action names it.
 */
export const transRecordsKey = accountKeyFactory<'gettransrecord', [filters: unknown]>('gettransrecord');

/**
 * What a call that moved money changes: the balance (header panel, /mine, money screens), the user
 * info, the venue wallets and the transaction records (资金明细 lists the deposit, withdrawal or
 * transfer just made; before, it showed the old list until pulled).
 */
export const MONEY_KEYS = [balanceKey, userKey, venueWalletsKey, transRecordsKey] as const;

/**
 * After a call that moved money (deposit, withdrawal, transfer, one-tap recovery): every figure
 * that shows it is refetched now (the lists when next shown), never the old amount until a reload.
 */
export function invalidateMoneyQueries(queryClient: QueryClient, account: string): Promise<void> {
  return Promise.all(MONEY_KEYS.map((key) => refetchAfterChange(queryClient, key(account)))).then(
    () => undefined,
  );
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
