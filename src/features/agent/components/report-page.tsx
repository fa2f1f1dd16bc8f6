import type { ReactNode } from 'react';
import { PullRefresh } from '@/components/pull-refresh';
import { accountKey, useAccount } from '@/core/session/query-keys';
import { AgentPage } from './agent-page';

/**
 * An agent report (commission, profit, members, subordinates, records): an agent-centre screen
 * whose figures a pull down reads again. Its own component so the forms (代充, 开设下级, 调整返水)
 * do not carry the pull's gesture code.
 */
export function ReportPage({ title, children }: { title: string; children: ReactNode }) {
  const account = useAccount();
  return (
    <AgentPage title={title}>
      <PullRefresh keys={[accountKey(account)]}>{children}</PullRefresh>
    </AgentPage>
  );
}
