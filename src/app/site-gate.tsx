import type { ReactNode } from 'react';
import { MAINTENANCE_POLL_MS } from '@/config/constants';
import { messages } from '@/config/messages';
import { retryRead } from '@/lib/query-client';
import { useVisibleInterval } from '@/lib/use-visible-interval';
import { isMaintenance, useAppInfo, useDocumentTitle } from '@/core/site/app-info';
import styles from './site-gate.module.css';

/** site_state 0 (docs/product.md#who-it-is-for): the entire app is replaced by '站点维护中...'. The tab shows the site title. */
export function SiteGate({ children }: { children: ReactNode }) {
  const { appInfo, refetch } = useAppInfo();
  useDocumentTitle(appInfo);
  const maintenance = isMaintenance(appInfo);
  // While the page says 站点维护中... it asks again in the background, so the app opens by itself
  // when the operator reopens the site (an installed app has no reload button). Only while the tab
  // is visible: a hidden tab checks once when it shows again.
  useVisibleInterval(retryRead({ refetch }), MAINTENANCE_POLL_MS, maintenance);
  if (maintenance) {
    return (
      <main className={styles.maintenance}>
        <p>{messages.maintenance}</p>
      </main>
    );
  }
  return children;
}
