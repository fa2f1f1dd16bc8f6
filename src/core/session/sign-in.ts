import { queryClient } from '@/lib/query-client';
import { ACCOUNT_ROOT } from './query-keys';
import { useSession } from './store';
import { refreshUser } from './user';

/**
 * Login or register succeeded (spec §4): store the token, drop anything cached for a previous
 * account, then refresh user info. Balance polling starts by itself because a token now exists.
 * The caller navigates (home, or `safeRedirectTarget(search)`). A failing /api/user does not undo
 * the sign-in: the token is valid and the next poll or screen will fetch the user again.
 */
export async function signIn(token: string): Promise<void> {
  queryClient.removeQueries({ queryKey: [ACCOUNT_ROOT] });
  useSession.getState().setToken(token);
  try {
    await refreshUser();
  } catch {
    // already surfaced by the http client where appropriate
  }
}
