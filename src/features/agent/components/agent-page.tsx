import type { ReactNode } from 'react';
import { PageNav } from '@/components/page-nav';
import { PullRefresh } from '@/components/pull-refresh';
import { paths } from '@/config/paths';
import { accountKey, useAccount } from '@/core/session/query-keys';
import { AgentGate } from './agent-gate';
import styles from './agent.module.css';

/**
 * Every agent-centre screen: its title bar (back to the centre), then its content for agents only.
 * `pullToRefresh` (the reports): pulling down reads again what the screen shows.
 */
export function AgentPage({
  title,
  children,
  fallback = paths.agent,
  pullToRefresh = false,
}: {
  title: string;
  children: ReactNode;
  fallback?: string;
  pullToRefresh?: boolean;
}) {
  const account = useAccount();
  return (
    <div className={styles.page}>
      <PageNav title={title} fallback={fallback} />
      <AgentGate>
        {pullToRefresh ? <PullRefresh keys={[accountKey(account)]}>{children}</PullRefresh> : children}
      </AgentGate>
    </div>
  );
}
