import { createContext, useContext } from 'react';
import { matchRoutes, useLocation, type Location, type RouteObject } from 'react-router';

/**
 * Per-route shell behaviour, declared in the route table's `handle` (read with `useRouteHandle`).
 * - requireLogin: guests are sent to /login?redirect=<wanted full path>.
 * - keepAlive: the screen stays mounted, hidden, with its state, DOM and scroll position; while
 *   hidden in a React `<Activity>`, its effects are cleaned up: queries, polling and autoplay pause. The
 *   function names the instance, e.g. one per path, or one per `?type=` for /concise.
 * - header / tabBar: the shell chrome of docs/product.md#screens-and-routes (header only on / and /activity).
 * - sideMenu: the header leads with a 菜单 button that opens the screen's side menu (home's, which
 *   the screen registers with core/nav/side-menu).
 * - footerNav: the screen draws the footer navigation itself (core/nav/footer-nav); a screen that
 *   cannot load keeps it, so the failure stays inside the app's navigation.
 */
export interface RouteHandle {
  requireLogin?: boolean;
  keepAlive?: (location: Pick<Location, 'pathname' | 'search'>) => string;
  header?: boolean;
  sideMenu?: boolean;
  tabBar?: boolean;
  footerNav?: boolean;
}

/** One kept-alive instance per path (/, /zhanzhu). */
export const keepPerPath: RouteHandle['keepAlive'] = ({ pathname }) => pathname;

/** One kept-alive instance per `?type=` (/concise?type=obgdy vs ?type=ag). */
export const keepPerType: RouteHandle['keepAlive'] = ({ pathname, search }) =>
  `${pathname}?type=${new URLSearchParams(search).get('type') ?? ''}`;

/** The route table being rendered (AppRoutes provides it), for `useRouteHandle`. */
export const RouteTableContext = createContext<RouteObject[]>([]);

// One match per route table and path, shared by the shell, the outlet and the guard (matching
// flattens the whole table each time).
const handles = new WeakMap<RouteObject[], Map<string, RouteHandle>>();

function handleFor(routes: RouteObject[], pathname: string): RouteHandle {
  let byPath = handles.get(routes);
  if (!byPath) handles.set(routes, (byPath = new Map()));
  let handle = byPath.get(pathname);
  if (!handle) {
    const matches = matchRoutes(routes, pathname);
    handle = (matches?.[matches.length - 1]?.route.handle as RouteHandle | undefined) ?? {};
    byPath.set(pathname, handle);
  }
  return handle;
}

/** The handle of the deepest route matching the current path (the screen's), or an empty one. */
export function useRouteHandle(): RouteHandle {
  const routes = useContext(RouteTableContext);
  return handleFor(routes, useLocation().pathname);
}
