import { calls } from '@contract/calls';
import { loginPathFor, paths } from '@/config/paths';
import { messages } from '@/config/messages';
import { dialog } from '@/lib/dialog';
import { request } from '@/lib/http/client';
import { setUnauthorizedHandler } from '@/lib/http/unauthorized';
import { currentRoutePath, navigateTo, onRouteChange } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import { clearAll } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { everyAccountKey } from './query-keys';
import { useSession } from './store';

/** How the session just ended: the member logged out, or the server no longer knew the token. */
export type SessionEnd = 'logout' | 'expired';

let ended: SessionEnd | null = null;

/** Until the next route change: the login guard of the screen being left reads how it ended. */
function markEnded(how: SessionEnd): void {
  if (ended) return;
  ended = how;
  const stop = onRouteChange(() => {
    ended = null;
    stop();
  });
}

/**
 * How the session ended, between its end and the next route change; else null. A logout goes to
 * plain /login (docs/product.md#states-and-transitions): the guard of the login-required screen being left (e.g. /mine) would
 * otherwise send to /login?redirect=/mine, and the next person to sign in would land in the
 * previous member's place. An expired session returns to the screen it was on once the member
 * signs in again: they did not choose to leave it.
 */
export function sessionEndedBy(): SessionEnd | null {
  return ended;
}

/** Where an expired session sends the member: /login, back to the screen after signing in. */
function loginAfterExpiry(): string {
  const here = currentRoutePath();
  return here && !here.startsWith(paths.login) ? loginPathFor(here) : paths.login;
}

/**
 * End the session locally whatever the server said (docs/product.md#states-and-transitions): clear ALL local and session storage,
 * reset the store (which stops balance polling, it runs only while a token exists), drop every
 * account-scoped query and go to /login. Site-wide queries (appInfo, game lists) stay cached.
 */
export function endSession(how: SessionEnd = 'logout'): void {
  const target = how === 'expired' ? loginAfterExpiry() : paths.login;
  markEnded(how);
  void queryClient.cancelQueries({ queryKey: everyAccountKey() });
  queryClient.removeQueries({ queryKey: everyAccountKey() });
  clearAll();
  useSession.getState().reset();
  // Said, not silent: the member sees why the screen they were using went away.
  if (how === 'expired') toast.info(messages.sessionExpired);
  navigateTo(target, { replace: true });
}

/**
 * User-initiated logout: ask '您确定要退出登录吗?' (unless `confirm: false`), tell the server, and
 * end the session even if /api/logoff fails. Resolves false when the user cancelled.
 */
export async function logout({ confirm = true }: { confirm?: boolean } = {}): Promise<boolean> {
  if (confirm && !(await dialog.confirm({ content: messages.confirmLogout, backCloses: true }))) return false;
  try {
    await request(calls.logoff, {}, { toast: 'none' });
  } catch {
    // docs/product.md#states-and-transitions: logout clears the session even if the server call fails
  }
  endSession();
  return true;
}

/**
 * A 401 (balance call) means the token is dead: same logout without the question, said with
 * 登录已过期 and returning to the screen after signing in. No /api/logoff call — the server
 * already considers the token gone. `sentWith` is the token the refused request carried: a refusal
 * of an older token (a poll sent before this tab signed in again) leaves the session alone.
 */
export function forceLogout(sentWith: string | null = useSession.getState().token): void {
  const { token } = useSession.getState();
  if (token === null) return; // several 401s in flight → one logout
  if (sentWith !== token) return;
  endSession('expired');
}

/** Wire the transport's 401 to the session; called once by the app at start-up. */
export function installSessionHandlers(): void {
  setUnauthorizedHandler(forceLogout);
}
