import { calls } from '@contract/calls';
import { request } from '@/lib/http/client';
import { queryClient } from '@/lib/query-client';
import { setToken as storeToken } from '@/lib/storage';
import { ACCOUNT_ROOT } from './query-keys';
import { useSession } from './store';
import { storeUser } from './user';

/**
 * Login or register succeeded (docs/product.md §4): drop anything cached for a previous account, fetch the
 * user info, then tell the app the session exists. The token goes to storage first (the request
 * carries it from there) and into the store last, together with the user: every screen then
 * starts with the account's name in its query keys, and /api/user and /api/balance are fetched
 * once each. The caller navigates (home, or `safeRedirectTarget(search)`). A failing /api/user
 * does not undo the sign-in: the token is valid and the next screen will fetch the user again.
 */
export async function signIn(token: string): Promise<void> {
  queryClient.removeQueries({ queryKey: [ACCOUNT_ROOT] });
  storeToken(token);
  try {
    storeUser(await request(calls.user, {}, { toast: 'none' }));
  } catch {
    // already surfaced by the http client where appropriate
  }
  useSession.getState().setToken(token);
}
