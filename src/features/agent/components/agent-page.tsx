import type { ReactNode } from 'react';
import { PageNav } from '@/components/page-nav';
import { paths } from '@/config/paths';
import { AgentGate } from './agent-gate';
import styles from './agent.module.css';

/** Every agent-centre screen: its title bar (back to the centre), then its content for agents only. */
export function AgentPage({
  title,
  children,
  fallback = paths.agent,
}: {
  title: string;
  children: ReactNode;
  fallback?: string;
}) {
  return (
    <div className={styles.page}>
      <PageNav title={title} fallback={fallback} />
      <AgentGate>{children}</AgentGate>
    </div>
  );
}
