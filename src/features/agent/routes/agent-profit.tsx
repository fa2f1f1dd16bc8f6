import type { AgentProfitRow } from '@contract/agent-entities';
import { useAccount } from '@/core/session/query-keys';
import { agentProfitKey, fetchAgentProfit } from '../api/agent-profit';
import { centreTexts } from '../centre-model';
import { TeamReport } from '../components/report-page';
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
    <TeamReport
      title={centreTexts.profit}
      filters={<TeamFilters filters={filters} search />}
      queryKey={agentProfitKey(account, filter)}
      fetchPage={(page) => fetchAgentProfit(filter, page)}
      renderRow={(row) => <ProfitRow row={row} />}
    />
  );
}
