import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useBalancePolling } from '@/core/session/balance';
import { routeChanged } from '@/lib/navigation';
import { useRouteHandle } from '../route-handle';
import { useStartUp } from '../start-up';
import { AppHeader } from './app-header';
import { AppTabBar } from './tab-bar';
import { KeepAliveOutlet } from './keep-alive-outlet';
import styles from './shell.module.css';

/**
 * The root layout: start-up rules, balance polling, route-change reports (lib/navigation), chrome per
 * route handle, the guarded outlet.
 */
export function Shell() {
  useStartUp();
  useBalancePolling();
  const handle = useRouteHandle();
  // Every location change (push, replace, back, forward) closes what the previous screen opened.
  const { key, pathname, search } = useLocation();
  useLayoutEffect(() => routeChanged(pathname + search), [key, pathname, search]);
  return (
    <div className={handle.tabBar ? `${styles.shell} ${styles.withTabBar}` : styles.shell}>
      {handle.header && <AppHeader sideMenu={handle.sideMenu === true} />}
      <main className={styles.main}>
        <KeepAliveOutlet />
      </main>
      {handle.tabBar && <AppTabBar />}
    </div>
  );
}
