import { calls } from '@contract/calls';
import { paths } from '@/config/paths';
import { messages } from '@/config/messages';
import { dialog } from '@/lib/dialog';
import { request } from '@/lib/http/client';
import { setUnauthorizedHandler } from '@/lib/http/unauthorized';
import { navigateTo, onRouteChange } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import { clearAll } from '@/lib/storage';
import { ACCOUNT_ROOT } from './query-keys';
import { useSession } from './store';

let ended = false;

/** Until the next route change: the login guard of the screen being left must not add a redirect. */
function markEnded(): void {
  if (ended) return;
  ended = true;
  const stop = onRouteChange(() => {
    ended = false;
    stop();
  });
}

/**
 * True between the end of a session and the next route change. A logout or 401 goes to plain
 * /login (spec §4): the guard of the login-required screen being left (e.g. /mine) would otherwise
 * send to /login?redirect=/mine, and the next person to sign in would land in the previous
 * member's place.
 */
export function sessionJustEnded(): boolean {
  return ended;
}

/**
 * End the session locally whatever the server said (spec §4): clear ALL local and session storage,
 * reset the store (which stops balance polling, it runs only while a token exists), drop every
 * account-scoped query and go to /login. Site-wide queries (appInfo, game lists) stay cached.
 */
export function endSession(): void {
  markEnded();
  void queryClient.cancelQueries({ queryKey: [ACCOUNT_ROOT] });
  queryClient.removeQueries({ queryKey: [ACCOUNT_ROOT] });
  clearAll();
  useSession.getState().reset();
  navigateTo(paths.login, { replace: true });
}

/**
 * User-initiated logout: ask '您确定要退出登录吗?' (unless `confirm: false`), tell the server, and
 * end the session even if /api/logoff fails. Resolves false when the user cancelled.
 */
export async function logout({ confirm = true }: { confirm?: boolean } = {}): Promise<boolean> {
  if (confirm && !(await dialog.confirm({ content: messages.confirmLogout }))) return false;
  try {
    await request(calls.logoff, {}, { toast: 'none' });
  } catch {
    // spec §4: logout clears the session even if the server call fails
  }
  endSession();
  return true;
}

/**
 * A 401 (balance call) means the token is dead: same logout without the question. No /api/logoff
 * call — the server already considers the token gone.
 */
export function forceLogout(): void {
  if (useSession.getState().token === null) return; // several 401s in flight → one logout
  endSession();
}

/** Wire the transport's 401 to the session; called once by the app at start-up. */
export function installSessionHandlers(): void {
  setUnauthorizedHandler(forceLogout);
}
