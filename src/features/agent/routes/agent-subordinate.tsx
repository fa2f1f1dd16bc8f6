import type { AgentSubordinateRow } from '@contract/agent-entities';
import { useAccount } from '@/core/session/query-keys';
import { agentSubordinateKey, fetchAgentSubordinate } from '../api/agent-subordinate';
import { centreTexts } from '../centre-model';
import { TeamReport } from '../components/report-page';
import { Figures } from '../components/figures';
import { TeamFilters } from '../components/team-filters';
import { teamMoneyFigures, TeamRow } from '../components/team-row';
import { useRangeParams } from '../components/use-range-params';

function SubordinateRow({ row }: { row: AgentSubordinateRow }) {
  return (
    <TeamRow name={row.username} direct={row.is_direct} side={`团队 ${row.usersum} 人`}>
      <Figures
        items={[
          ...teamMoneyFigures(row),
          { label: centreTexts.pending, value: row.waityongjinsum, money: true },
        ]}
      />
    </TeamRow>
  );
}

/** /agentSubordinate (下级代理): each sub-agent with their subtree's figures over the range. */
export default function AgentSubordinateRoute() {
  const account = useAccount();
  const filters = useRangeParams();
  const { filter } = filters;
  return (
    <TeamReport
      title={centreTexts.subordinate}
      filters={<TeamFilters filters={filters} search />}
      queryKey={agentSubordinateKey(account, filter)}
      fetchPage={(page) => fetchAgentSubordinate(filter, page)}
      renderRow={(row) => <SubordinateRow row={row} />}
    />
  );
}
