import type { QueryClient } from '@tanstack/react-query';
import { accountKey } from '@/core/session/query-keys';

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
