import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Paginator } from '@contract/envelope';
import { InfiniteList } from '@/components/infinite-list';
import { PullRefresh } from '@/components/pull-refresh';
import { accountKey, useAccount } from '@/core/session/query-keys';
import { AgentPage } from './agent-page';
import styles from './agent.module.css';

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

/**
 * A report on the agent's team (盈亏报表, 下级会员, 下级代理): its filters above a paged list, one row
 * for each person, keyed by their id.
 */
export function TeamReport<T extends { id: number }>({
  title,
  filters,
  queryKey,
  fetchPage,
  renderRow,
}: {
  title: string;
  filters: ReactNode;
  queryKey: QueryKey;
  fetchPage: (page: number) => Promise<Paginator<T>>;
  renderRow: (row: T) => ReactNode;
}) {
  return (
    <ReportPage title={title}>
      {filters}
      <div className={styles.list}>
        <InfiniteList
          queryKey={queryKey}
          fetchPage={fetchPage}
          itemKey={(row) => row.id}
          renderItem={renderRow}
        />
      </div>
    </ReportPage>
  );
}
