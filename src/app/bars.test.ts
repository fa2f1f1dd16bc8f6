import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { barOf, SCREEN_BARS } from './bars';
import type { RouteHandle } from './route-handle';
import { appScreens } from './router';

/** Every route of the table with a path, nested ones included. */
function routesOf(routes: RouteObject[]): { path: string; handle: RouteHandle }[] {
  return routes.flatMap((route) => [
    ...(route.path ? [{ path: route.path, handle: (route.handle ?? {}) as RouteHandle }] : []),
    ...routesOf(route.children ?? []),
  ]);
}

describe('which bar a screen shows: one rule', () => {
  const routes = routesOf(appScreens);

  it('the shell’s bottom bar on home, promotions and sponsor; the footer on service, member centre, withdrawal and rebate', () => {
    expect(SCREEN_BARS).toEqual({
      tabBar: [paths.home, paths.activity, paths.zhanzhu],
      footer: [paths.kefu, paths.mine, paths.withdrawal, paths.fanshui],
    });
  });

  it.each(routesOf(appScreens).map((r) => [r.path, r.handle] as const))(
    '%s shows the bar the rule gives it, never both',
    (path, handle) => {
      expect({ tabBar: handle.tabBar, footerNav: handle.footerNav }).toEqual({
        tabBar: barOf(path).tabBar,
        footerNav: barOf(path).footerNav,
      });
      expect(handle.tabBar && handle.footerNav).toBeFalsy();
    },
  );

  it('every screen the rule names is in the route table', () => {
    const table = new Set(routes.map((r) => r.path));
    for (const path of [...SCREEN_BARS.tabBar, ...SCREEN_BARS.footer]) expect(table).toContain(path);
  });
});
