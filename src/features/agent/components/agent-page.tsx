import type { ReactNode } from 'react';
import { PageNav } from '@/components/page-nav';
import { paths } from '@/config/paths';
import styles from './agent.module.css';

/**
 * Every agent-centre screen: its title bar (back to the centre), then its content. Only agents get
 * here: the route table's gate (../routes/agent-gate.tsx) stands in front of each agent screen.
 */
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
      {children}
    </div>
  );
}
