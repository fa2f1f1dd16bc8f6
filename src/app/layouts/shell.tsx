import { useMatches } from 'react-router';
import { useBalancePolling } from '@/core/session/balance';
import { leafHandle } from '../route-handle';
import { useStartUp } from '../start-up';
import { AppHeader } from './app-header';
import { AppTabBar } from './tab-bar';
import { KeepAliveOutlet } from './keep-alive-outlet';
import styles from './shell.module.css';

/** The root layout: start-up rules, balance polling, chrome per route handle, the guarded outlet. */
export function Shell() {
  useStartUp();
  useBalancePolling();
  const handle = leafHandle(useMatches());
  return (
    <div className={handle.tabBar ? `${styles.shell} ${styles.withTabBar}` : styles.shell}>
      {handle.header && <AppHeader />}
      <main className={styles.main}>
        <KeepAliveOutlet />
      </main>
      {handle.tabBar && <AppTabBar />}
    </div>
  );
}
