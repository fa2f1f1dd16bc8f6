import type { AgentSubordinateRow } from '@contract/agent-entities';
import { InfiniteList } from '@/components/infinite-list';
import { useAccount } from '@/core/session/query-keys';
import { agentSubordinateKey, fetchAgentSubordinate } from '../api/agent-subordinate';
import { centreTexts } from '../centre-model';
import { AgentPage } from '../components/agent-page';
import styles from '../components/agent.module.css';
import { DirectTag } from '../components/direct-tag';
import { Figures } from '../components/figures';
import { NameSearch } from '../components/name-search';
import { RangeFilter } from '../components/range-filter';
import { useRangeParams } from '../components/use-range-params';

function SubordinateRow({ row }: { row: AgentSubordinateRow }) {
  return (
    <article className={styles.row}>
      <div className={styles.rowHead}>
        <span className={styles.rowName}>{row.username}</span>
        {(row.is_direct ?? null) !== null && <DirectTag direct={row.is_direct === 1} />}
        <span className={styles.rowSide}>团队 {row.usersum} 人</span>
      </div>
      <Figures
        items={[
          { label: '充值', value: row.all_recharge, money: true },
          { label: '提现', value: row.all_withdraw, money: true },
          { label: '有效投注', value: row.all_valid_bet, money: true },
          { label: '输赢', value: row.all_win_loss, money: true },
          { label: '返水', value: row.all_fanshui, money: true },
          { label: centreTexts.pending, value: row.waityongjinsum, money: true },
        ]}
      />
    </article>
  );
}

/** /agentSubordinate (下级代理): each sub-agent with their subtree's figures over the range. */
export default function AgentSubordinateRoute() {
  const account = useAccount();
  const { range, days, username, setQuick, setCustom, setUsername } = useRangeParams();
  const filter = { ...days, ...(username ? { username } : {}) };
  return (
    <AgentPage title={centreTexts.subordinate}>
      <RangeFilter
        key={`${days.start}/${days.end}`}
        range={range}
        days={days}
        onQuick={setQuick}
        onCustom={setCustom}
      />
      <div className={styles.filters}>
        <NameSearch value={username} onSearch={setUsername} />
      </div>
      <div className={styles.list}>
        <InfiniteList
          queryKey={agentSubordinateKey(account, filter)}
          fetchPage={(page) => fetchAgentSubordinate(filter, page)}
          itemKey={(row) => row.id}
          renderItem={(row) => <SubordinateRow row={row} />}
        />
      </div>
    </AgentPage>
  );
}
