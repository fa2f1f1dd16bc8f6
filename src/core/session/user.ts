import { useQuery } from '@tanstack/react-query';
import { calls } from '@contract/calls';
import type { UserInfo } from '@contract/entities';
import { request } from '@/lib/http/client';
import { queryClient } from '@/lib/query-client';
import { accountKeyFactory, accountOf, useAccount } from './query-keys';
import { useSession } from './store';

/** The key factory of POST /api/user (the member's info). */
export const userKey = accountKeyFactory('user');

/**
 * Run a call that answers the member's user info (/api/user, /api/refreshusermoney) and keep the
 * localStorage copy and the user query in step with it (docs/product.md#what-the-app-keeps-and-shows, #states-and-transitions). An answer that
 * comes back after its session ended (a logout, another member signing in meanwhile) belongs to
 * nobody on screen and is dropped, not stored: it would show one member's name and balance to the
 * next.
 */
export async function fetchUser(call: () => Promise<UserInfo>): Promise<UserInfo> {
  const session = useSession.getState().token;
  const user = await call();
  keepUserFor(session, () => user);
  return user;
}

/**
 * Merge what an action saved (profile fields, the transfer switch) into the member's info, with the
 * same rule as fetchUser: only while the session that sent the action is still the one signed in.
 */
export async function saveUserFields<T>(
  call: () => Promise<T>,
  fields: (answer: T) => Partial<UserInfo> | null,
): Promise<T> {
  const session = useSession.getState().token;
  const answer = await call();
  const patch = fields(answer);
  if (patch) keepUserFor(session, (user) => (user ? { ...user, ...patch } : null));
  return answer;
}

function keepUserFor(session: string | null, next: (user: UserInfo | null) => UserInfo | null): void {
  const now = useSession.getState();
  if (session === null || now.token !== session) return;
  const user = next(now.userInfo);
  if (!user) return;
  queryClient.setQueryData(userKey(accountOf(now)), user);
  now.setUserInfo(user);
}

/**
 * Fetch /api/user and keep it (docs/product.md#states-and-transitions "refreshes user info"). With the query's signal,
 * a read cancelled because an action changed the member (refetchAfterChange) is aborted, so its
 * older answer is never kept over the newer one.
 */
export function refreshUser(signal?: AbortSignal): Promise<UserInfo> {
  return fetchUser(() => request(calls.user, {}, { toast: 'none', signal }));
}

/**
 * The member's info: the kept copy (docs/product.md#what-the-app-keeps-and-shows, localStorage) at once, refreshed from the server on
 * mount. The copy is the query's initial data, dated as never fetched so the mount refreshes it;
 * when that refresh fails (a reload offline) the copy stays, so no screen falls back to a blank
 * member (VIP1, 0 %) beside the real balance. A placeholder would be dropped on that failure.
 */
export function useUserInfo({ fresh = false }: { fresh?: boolean } = {}) {
  const account = useAccount();
  const token = useSession((s) => s.token);
  const cached = useSession((s) => s.userInfo);
  return useQuery({
    queryKey: userKey(account),
    queryFn: ({ signal }) => refreshUser(signal),
    enabled: token !== null,
    initialData: cached ?? undefined,
    initialDataUpdatedAt: 0,
    // `fresh`: a screen whose entries depend on what an operator changes meanwhile (isagent after
    // an approval) reads the member on every visit and when the app comes back to the front,
    // not only once the 30 s staleness has passed.
    ...(fresh ? { refetchOnMount: 'always' as const, refetchOnWindowFocus: 'always' as const } : {}),
  });
}
