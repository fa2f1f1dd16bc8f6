import type { ReactNode } from 'react';
import { messages } from '@/config/messages';
import { isMaintenance, useAppInfo, useDocumentTitle } from '@/core/site/app-info';
import styles from './site-gate.module.css';

/** site_state 0 (docs/product.md §1): the entire app is replaced by '站点维护中...'. The tab shows the site title. */
export function SiteGate({ children }: { children: ReactNode }) {
  const { appInfo } = useAppInfo();
  useDocumentTitle(appInfo);
  if (isMaintenance(appInfo)) {
    return (
      <main className={styles.maintenance}>
        <p>{messages.maintenance}</p>
      </main>
    );
  }
  return children;
}
