import { useQuery } from '@tanstack/react-query';
import { calls } from '@contract/calls';
import type { UserInfo } from '@contract/entities';
import { request } from '@/lib/http/client';
import { queryClient } from '@/lib/query-client';
import { ACCOUNT_ROOT, accountKey, accountOf, useAccount } from './query-keys';
import { useSession } from './store';

/**
 * Until /api/user first answers, a signed-in session's queries are filed under 'member'; the answer
 * names the account, and every key moves to it. What was already fetched moves along (one call per
 * need: nothing is fetched a second time just because its key changed; the polls and the actions'
 * refreshes keep it current, and those ask for the account's keys after this, see claimFanshui).
 */
function adoptMemberData(user: UserInfo): void {
  if (accountOf(useSession.getState()) === 'member') {
    for (const [key, data] of queryClient.getQueriesData({ queryKey: accountKey('member') })) {
      if (data !== undefined) queryClient.setQueryData([ACCOUNT_ROOT, user.username, ...key.slice(2)], data);
    }
  }
  queryClient.setQueryData(accountKey(user.username, 'user'), user);
}

/** Keep the localStorage copy and the user query in step with a fresh user (docs/product.md §3, §4). */
export function storeUser(user: UserInfo): void {
  adoptMemberData(user);
  useSession.getState().setUserInfo(user);
}

/** Fetch /api/user and keep the localStorage copy in step (docs/product.md §3, §4 "refreshes user info"). */
export async function refreshUser(): Promise<UserInfo> {
  const user = await request(calls.user, {}, { toast: 'none' });
  storeUser(user);
  return user;
}

/**
 * The member's info: the kept copy (docs/product.md §3, localStorage) at once, refreshed from the server on
 * mount. The copy is the query's initial data, dated as never fetched so the mount refreshes it;
 * when that refresh fails (a reload offline) the copy stays, so no screen falls back to a blank
 * member (VIP1, 0 %) beside the real balance. A placeholder would be dropped on that failure.
 */
export function useUserInfo() {
  const account = useAccount();
  const token = useSession((s) => s.token);
  const cached = useSession((s) => s.userInfo);
  return useQuery({
    queryKey: accountKey(account, 'user'),
    queryFn: refreshUser,
    enabled: token !== null,
    initialData: cached ?? undefined,
    initialDataUpdatedAt: 0,
  });
}
