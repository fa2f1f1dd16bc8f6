import type { AgentMemberRow } from '@contract/agent-entities';
import Button from '@/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { useNavigate } from 'react-router';
import { Money } from '@/components/money';
import { paths } from '@/config/paths';
import { useAccount } from '@/core/session/query-keys';
import { agentMemberListKey, fetchAgentMemberList } from '../api/agent-member-list';
import { centreTexts, memberActionPath } from '../centre-model';
import { TeamReport } from '../components/report-page';
import styles from '../components/agent.module.css';
import { NameSearch } from '../components/name-search';
import { TeamRow } from '../components/team-row';
import { useRangeParams } from '../components/use-range-params';

function MemberRow({ row }: { row: AgentMemberRow }) {
  const navigate = useNavigate();
  return (
    <TeamRow
      name={row.username}
      label={row.username}
      direct={row.is_direct}
      tags={
        row.isagent === 1 && (
          <Tag color="warning" fill="outline">
            {centreTexts.agentTag}
          </Tag>
        )
      }
      side={`VIP${row.vip ?? 1}`}
    >
      <p className={styles.time}>
        余额 <Money value={row.balance} /> · 上级 {row.parent ?? '-'} · 返水{' '}
        {(row.fanshui ?? null) === null ? centreTexts.venueRates : `${row.fanshui}%`}
      </p>
      {row.created_at && <p className={styles.time}>注册时间 {row.created_at}</p>}
      <div className={styles.rowActions}>
        <Button
          size="mini"
          color="primary"
          onClick={() => void navigate(memberActionPath(paths.agentRecharge, row))}
        >
          {centreTexts.recharge}
        </Button>
        <Button
          size="mini"
          color="primary"
          fill="outline"
          onClick={() => void navigate(memberActionPath(paths.agentFanshui, row))}
        >
          {centreTexts.fanshui}
        </Button>
      </div>
    </TeamRow>
  );
}

/** /agentMembers (下级会员): the whole team, newest first, direct and indirect marked, searchable by name. */
export default function AgentMembersRoute() {
  const account = useAccount();
  const { username, setUsername } = useRangeParams();
  const filter = username ? { username } : {};
  return (
    <TeamReport
      title={centreTexts.members}
      filters={<NameSearch value={username} onSearch={setUsername} />}
      queryKey={agentMemberListKey(account, filter)}
      fetchPage={(page) => fetchAgentMemberList(filter, page)}
      renderRow={(row) => <MemberRow row={row} />}
    />
  );
}
