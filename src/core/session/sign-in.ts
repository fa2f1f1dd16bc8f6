import { calls } from '@contract/calls';
import type { UserInfo } from '@contract/entities';
import { request } from '@/lib/http/client';
import { queryClient } from '@/lib/query-client';
import { setToken as storeToken } from '@/lib/storage';
import { everyAccountKey } from './query-keys';
import { userKey } from './user';
import { sessionAccount, useSession } from './store';

/**
 * Login or register succeeded (docs/product.md#states-and-transitions): drop anything cached for a previous account, fetch the
 * user info, then tell the app the session exists. The token goes to storage first (the request
 * carries it from there) and into the store last, together with the user: the session's account
 * (its query keys) is the username from the start, and /api/user and /api/balance are fetched
 * once each. The caller navigates (home, or `safeRedirectTarget(search)`). A failing /api/user
 * does not undo the sign-in: the token is valid, the session's account is then derived from the
 * token, and the next screen fetches the user under that same key.
 */
export async function signIn(token: string): Promise<void> {
  queryClient.removeQueries({ queryKey: everyAccountKey() });
  storeToken(token);
  let user: UserInfo | null = null;
  try {
    user = await request(calls.user, {}, { toast: 'none' });
  } catch {
    // already surfaced by the http client where appropriate
  }
  // Filed before the store says the session exists, so the first screen finds it fresh.
  if (user) queryClient.setQueryData(userKey(sessionAccount(token, user)), user);
  useSession.getState().startSession(token, user);
}
