import { useLocation } from 'react-router';
import { loginPathFor, paths } from '@/config/paths';
import { sessionEndedBy } from '@/core/session/logout';
import { useIsSignedIn } from '@/core/session/store';
import { useRouteHandle } from '../route-handle';

/**
 * docs/product.md#screens-and-routes guard: on a login-required route a guest is sent to /login?redirect=<wanted full path>.
 * After a logout the target is plain /login (docs/product.md#states-and-transitions). Returns that target, or null when the
 * current route may render. (A hook, not a wrapper, so the keep-alive outlet keeps its hidden
 * screens while a guest is redirected.)
 */
export function useLoginRedirect(): string | null {
  const signedIn = useIsSignedIn();
  const { pathname, search } = useLocation();
  const needsLogin = useRouteHandle().requireLogin === true;
  if (!needsLogin || signedIn) return null;
  // A logout goes to plain /login: no redirect into the old session. An expired one comes back here.
  return sessionEndedBy() === 'logout' ? paths.login : loginPathFor(pathname + search);
}
