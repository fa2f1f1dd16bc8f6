import { Activity, Fragment, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useOutlet } from 'react-router';
import { useRouteHandle } from '../route-handle';
import { useLoginRedirect } from './require-login';
import { useScrollMemory } from './scroll-memory';

/**
 * The shell's outlet, with the login guard and keep-alive (docs/product.md#screens-and-routes: /, /zhanzhu, /concise, the
 * record lists). A kept-alive screen's element is remembered once visited and stays mounted in a
 * React `<Activity>`: hidden, it keeps its state and DOM, and React cleans up its effects, so its
 * queries unsubscribe (no refetch, no polling), the carousel's autoplay, infinite scroll and
 * scroll watchers stop; shown again, the effects run anew and stale queries refetch. Other screens
 * render like a plain <Outlet/>.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const keepAlive = useRouteHandle().keepAlive;
  const loginRedirect = useLoginRedirect();
  const aliveKey = keepAlive && !loginRedirect ? keepAlive(location) : null;
  // A Map held in state and written during render on purpose: the visible element must be the
  // current one in this very render. The Map is never replaced, so there is no re-render loop.
  const [kept] = useState(() => new Map<string, ReactNode>());
  if (aliveKey !== null) kept.set(aliveKey, outlet);

  useScrollMemory(aliveKey ?? location.pathname + location.search, aliveKey !== null, location.search);

  return (
    <>
      {[...kept].map(([key, element]) => (
        <Activity key={key} mode={key === aliveKey ? 'visible' : 'hidden'} name={key}>
          {element}
        </Activity>
      ))}
      {aliveKey === null && (
        <Fragment key="outlet">{loginRedirect ? <Navigate to={loginRedirect} replace /> : outlet}</Fragment>
      )}
    </>
  );
}
