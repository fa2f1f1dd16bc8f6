import type { ComponentProps, ReactNode } from 'react';
import { ActionForm } from '@/components/action-form';
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

/**
 * A form of the agent centre (代充, 调整返水, 开设下级): its rows on one card, the rules of what it
 * sends listed under the card, then the submit button.
 */
export function AgentForm({
  label,
  action,
  submitLabel,
  rules,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  action: ComponentProps<typeof ActionForm>['action'];
  submitLabel: string;
  /** The rules' <li> lines. */
  rules: ReactNode;
  children: ReactNode;
}) {
  return (
    <ActionForm
      aria-label={label}
      action={action}
      submitLabel={submitLabel}
      actionsClassName={styles.actions}
    >
      <div className={styles.card}>{children}</div>
      <ul className={styles.rules}>{rules}</ul>
    </ActionForm>
  );
}
