import { Fragment, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useOutlet } from 'react-router';
import { ScreenActiveContext } from '@/lib/screen-active';
import { useRouteHandle } from '../route-handle';
import { useLoginRedirect } from './require-login';
import { useScrollMemory } from './scroll-memory';

/**
 * The shell's outlet, with the login guard and keep-alive (spec §2: /, /zhanzhu, /concise).
 * A kept-alive screen's element is remembered once visited and stays mounted: hidden, it keeps its
 * state and DOM under a `display: none` wrapper (`display: contents` on show, so the wrapper adds
 * no box). Preact has no React <Activity> to pause a hidden tree's effects, so the wrapper tells
 * the screen through ScreenActiveContext, and what would run in the background reads it: queries
 * unsubscribe (`@/lib/screen-query`), polling and the carousel's autoplay stop. Other screens
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

  useScrollMemory(aliveKey ?? location.pathname + location.search, aliveKey !== null);

  return (
    <>
      {[...kept].map(([key, element]) => {
        const active = key === aliveKey;
        return (
          <div key={key} style={{ display: active ? 'contents' : 'none' }} data-kept-alive={key}>
            <ScreenActiveContext.Provider value={active}>{element}</ScreenActiveContext.Provider>
          </div>
        );
      })}
      {aliveKey === null && (
        <Fragment key="outlet">{loginRedirect ? <Navigate to={loginRedirect} replace /> : outlet}</Fragment>
      )}
    </>
  );
}
