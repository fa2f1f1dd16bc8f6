import type { AgentProfitRow } from '@contract/agent-entities';
import { InfiniteList } from '@/components/infinite-list';
import { useAccount } from '@/core/session/query-keys';
import { agentProfitKey, fetchAgentProfit } from '../api/agent-profit';
import { centreTexts } from '../centre-model';
import { AgentPage } from '../components/agent-page';
import styles from '../components/agent.module.css';
import { DirectTag } from '../components/direct-tag';
import { Figures } from '../components/figures';
import { NameSearch } from '../components/name-search';
import { RangeFilter } from '../components/range-filter';
import { useRangeParams } from '../components/use-range-params';

function ProfitRow({ row }: { row: AgentProfitRow }) {
  return (
    <article className={styles.row}>
      <div className={styles.rowHead}>
        <span className={styles.rowName}>{row.username}</span>
        {(row.is_direct ?? null) !== null && <DirectTag direct={row.is_direct === 1} />}
      </div>
      <Figures
        items={[
          { label: '充值', value: row.all_recharge, money: true },
          { label: '提现', value: row.all_withdraw, money: true },
          { label: '有效投注', value: row.all_valid_bet, money: true },
          { label: '输赢', value: row.all_win_loss, money: true },
          { label: '返水', value: row.all_fanshui, money: true },
          { label: '红包', value: row.all_redpacket, money: true },
        ]}
      />
    </article>
  );
}

/** /agentProfit (盈亏报表): each downline's figures over the chosen range. */
export default function AgentProfitRoute() {
  const account = useAccount();
  const { range, days, username, setQuick, setCustom, setUsername } = useRangeParams();
  const filter = { ...days, ...(username ? { username } : {}) };
  return (
    <AgentPage title={centreTexts.profit}>
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
          queryKey={agentProfitKey(account, filter)}
          fetchPage={(page) => fetchAgentProfit(filter, page)}
          itemKey={(row) => row.id}
          renderItem={(row) => <ProfitRow row={row} />}
        />
      </div>
    </AgentPage>
  );
}
