import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@contract/calls';
import { request } from '@/lib/http/client';
import { accountKey, useAccount } from '@/core/session/query-keys';
import { useSession } from '@/core/session/store';

/** POST /api/refreshusermoney → fresh user info (with balance), stored locally (docs/product.md §7). */
export async function refreshUserMoney() {
  const user = await request(calls.refreshusermoney, {}, { intent: 'action' });
  useSession.getState().setUserInfo(user);
  return user;
}

/** The balance refresh icon: reload the user's money, then the shared balance query. */
export function useRefreshUserMoney() {
  const queryClient = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: refreshUserMoney,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKey(account, 'balance') }),
  });
}
