import { accountCalls } from '@contract/account-calls';
import { request } from '@/lib/http/client';
import { useAction } from '@/core/actions/use-action';
import { balanceKey } from '@/core/session/balance';
import { fetchUser } from '@/core/session/user';

/** POST /api/refreshusermoney → fresh user info (with balance), stored locally (docs/product.md#calls). */
export function refreshUserMoney() {
  return fetchUser(() => request(accountCalls.refreshusermoney, {}, { intent: 'action' }));
}

/** The balance refresh icon: reload the user's money, then the shared balance query. */
const BALANCE = [balanceKey] as const;

export function useRefreshUserMoney() {
  return useAction(refreshUserMoney, { invalidates: BALANCE });
}
