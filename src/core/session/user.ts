import { useQuery } from '@tanstack/react-query';
import { calls } from '@contract/calls';
import type { UserInfo } from '@contract/entities';
import { request } from '@/lib/http/client';
import { accountKey, useAccount } from './query-keys';
import { useSession } from './store';

/** Fetch /api/user and keep the localStorage copy in step (spec §3, §4 "refreshes user info"). */
export async function refreshUser(): Promise<UserInfo> {
  const user = await request(calls.user, {}, { toast: 'none' });
  useSession.getState().setUserInfo(user);
  return user;
}

/** The member's info: the cached copy at once, refreshed from the server on mount. */
export function useUserInfo() {
  const account = useAccount();
  const token = useSession((s) => s.token);
  const cached = useSession((s) => s.userInfo);
  return useQuery({
    queryKey: accountKey(account, 'user'),
    queryFn: refreshUser,
    enabled: token !== null,
    placeholderData: cached ?? undefined,
  });
}
