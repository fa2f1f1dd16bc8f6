import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, registerPath } from '@/config/paths';
import { calls } from '@contract/calls';
import { gameListsQuery } from '@/core/site/game-lists';
import { useSession } from '@/core/session/store';
import { dropPagePid, followVisitUrl, readPid } from '@/core/site/start-up';
import { readEarly } from '@/lib/http/early-read';
import { queryClient } from '@/lib/query-client';
import { whenIdle } from '@/lib/when-idle';
import { firstScreenDrawn } from './first-screen';

/** Already on /login?type=1&pid=<pid> (the register tab with the code, docs/product.md#constants-and-limits login tab type 1). */
function onRegisterTabWith(pid: string, pathname: string, search: string): boolean {
  const query = new URLSearchParams(search);
  return pathname === paths.login && query.get('type') === '1' && query.get('pid') === pid;
}

/**
 * Start-up rules (docs/product.md#states-and-transitions), once per page load: a `pid` referrer code opens the
 * register tab with it; the visit-URL rule may send the window elsewhere; game lists are loaded
 * (and cached) ahead of the home's tabs — at once where the landing preload asked for them, else
 * once the landing screen is drawn and the browser is idle, so a screen that does not show games
 * (/login, /activity…) is not slowed by them (a screen left before then cancels it).
 */
export function useStartUp(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return; // StrictMode runs effects twice; these must happen once
    ran.current = true;
    const pid = readPid(location.search, window.location.search);
    dropPagePid();
    if (pid && useSession.getState().token !== null) {
      // A member (e.g. reloading after registering from the link) stays where they are, without
      // the code in the address.
      const query = new URLSearchParams(location.search);
      if (query.has('pid')) {
        query.delete('pid');
        const search = query.toString();
        void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
      }
    } else if (pid && !onRegisterTabWith(pid, location.pathname, location.search)) {
      // Any start with a referrer code, /login?pid=X included, opens the register tab (docs/product.md#states-and-transitions).
      void navigate(registerPath(pid), { replace: true });
    }
    void followVisitUrl(pid);
  }, [location, navigate]);

  useEffect(() => {
    // Where the landing preload already asked for them (a screen that shows games), their answer
    // is taken at once, ready for the screen's first render.
    if (readEarly(calls.gameList, {}, gameListsQuery)) return;
    const warm = () => void queryClient.prefetchQuery(gameListsQuery);
    let live = true;
    let cancel: () => void = () => undefined;
    void firstScreenDrawn.then(() => {
      if (live) cancel = whenIdle(warm);
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
}
