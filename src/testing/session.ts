import { calls } from '@contract/calls';
import type { UserInfo } from '@contract/entities';
import { hydrateSession } from '@/core/session/store';
import { storageKeys } from '@/lib/storage';
import { fixtures } from './fixtures';
import { handle } from './handlers';
import { server } from './msw';

/**
 * A signed-in member for a screen test, as a reload finds one: the token in sessionStorage, the
 * kept user info in localStorage, the store hydrated from them; and /api/user and /api/balance
 * answering that member (a test's own `server.use` afterwards takes precedence).
 *
 * `kept: false` keeps no member (a token whose member is not known yet: a session started in
 * another tab, or a user read still out). `balance` is what /api/balance answers.
 */
export function signIn(
  user: UserInfo = fixtures.user,
  { kept = true, balance = user.balance }: { kept?: boolean; balance?: UserInfo['balance'] } = {},
): UserInfo {
  sessionStorage.setItem(storageKeys.token, 'tok-1');
  if (kept) localStorage.setItem(storageKeys.userInfo, JSON.stringify(user));
  else localStorage.removeItem(storageKeys.userInfo);
  hydrateSession();
  server.use(handle(calls.user, user), handle(calls.balance, { balance }));
  return user;
}
