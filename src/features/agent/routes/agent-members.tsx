import type { AgentMemberRow } from '@contract/agent-entities';
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { useNavigate } from 'react-router';
import { InfiniteList } from '@/components/infinite-list';
import { Money } from '@/components/money';
import { paths } from '@/config/paths';
import { useAccount } from '@/core/session/query-keys';
import { agentMemberListKey, fetchAgentMemberList } from '../api/agent-member-list';
import { centreTexts, memberActionPath } from '../centre-model';
import { AgentPage } from '../components/agent-page';
import styles from '../components/agent.module.css';
import { DirectTag } from '../components/direct-tag';
import { NameSearch } from '../components/name-search';
import { useRangeParams } from '../components/use-range-params';

function MemberRow({ row }: { row: AgentMemberRow }) {
  const navigate = useNavigate();
  return (
    <article className={styles.row} aria-label={row.username}>
      <div className={styles.rowHead}>
        <span className={styles.rowName}>{row.username}</span>
        <DirectTag direct={row.is_direct === 1} />
        {row.isagent === 1 && (
          <Tag color="warning" fill="outline">
            {centreTexts.agentTag}
          </Tag>
        )}
        <span className={styles.rowSide}>VIP{row.vip ?? 1}</span>
      </div>
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
    </article>
  );
}

/** /agentMembers (下级会员): the whole team, newest first, direct and indirect marked, searchable by name. */
export default function AgentMembersRoute() {
  const account = useAccount();
  const { username, setUsername } = useRangeParams();
  const filter = username ? { username } : {};
  return (
    <AgentPage title={centreTexts.members}>
      <div className={styles.filters}>
        <NameSearch value={username} onSearch={setUsername} />
      </div>
      <div className={styles.list}>
        <InfiniteList
          queryKey={agentMemberListKey(account, filter)}
          fetchPage={(page) => fetchAgentMemberList(filter, page)}
          itemKey={(row) => row.id}
          renderItem={(row) => <MemberRow row={row} />}
        />
      </div>
    </AgentPage>
  );
}
