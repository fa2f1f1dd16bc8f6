import type { AgentProfitRow } from '@contract/agent-entities';
import { InfiniteList } from '@/components/infinite-list';
import { useAccount } from '@/core/session/query-keys';
import { agentProfitKey, fetchAgentProfit } from '../api/agent-profit';
import { centreTexts } from '../centre-model';
import { ReportPage } from '../components/report-page';
import styles from '../components/agent.module.css';
import { Figures } from '../components/figures';
import { TeamFilters } from '../components/team-filters';
import { teamMoneyFigures, TeamRow } from '../components/team-row';
import { useRangeParams } from '../components/use-range-params';

function ProfitRow({ row }: { row: AgentProfitRow }) {
  return (
    <TeamRow name={row.username} direct={row.is_direct}>
      <Figures items={[...teamMoneyFigures(row), { label: '红包', value: row.all_redpacket, money: true }]} />
    </TeamRow>
  );
}

/** /agentProfit (盈亏报表): each downline's figures over the chosen range. */
export default function AgentProfitRoute() {
  const account = useAccount();
  const filters = useRangeParams();
  const { filter } = filters;
  return (
    <ReportPage title={centreTexts.profit}>
      <TeamFilters filters={filters} search />
      <div className={styles.list}>
        <InfiniteList
          queryKey={agentProfitKey(account, filter)}
          fetchPage={(page) => fetchAgentProfit(filter, page)}
          itemKey={(row) => row.id}
          renderItem={(row) => <ProfitRow row={row} />}
        />
      </div>
    </ReportPage>
  );
}
