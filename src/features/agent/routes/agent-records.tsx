import type {
  AgentBetRow,
  AgentRechargeRow,
  AgentTransferRow,
  AgentWithdrawRow,
} from '@contract/agent-entities';
import { useId } from 'react';
import { InfiniteList } from '@/components/infinite-list';
import { LineTabs } from '@/components/line-tabs';
import { Money, SignedMoney } from '@/components/money';
import { tabPanelProps } from '@/components/tab-list';
import { useAccount } from '@/core/session/query-keys';
import { USDT_ADDRESS } from '@/core/wallets/bindings';
import { useVenueFilterOptions } from '@/core/wallets/venue-filter';
import { agentBetLogKey, fetchAgentBetLog } from '../api/agent-bet-log';
import { agentRebateKey, fetchAgentRebate } from '../api/agent-rebate';
import { agentRechargeLogKey, fetchAgentRechargeLog } from '../api/agent-recharge-log';
import { agentTransferLogKey, fetchAgentTransferLog } from '../api/agent-transfer-log';
import { agentWithdrawLogKey, fetchAgentWithdrawLog } from '../api/agent-withdraw-log';
import {
  BET_STATUS,
  centreTexts,
  DEPOSIT_STATE,
  parseRecordKind,
  PAY_WAY,
  RECORD_KINDS,
  REBATE_STATE,
  TRANSFER_TYPE,
  WITHDRAW_STATE,
  type RecordKind,
  type TeamListFilter,
} from '../centre-model';
import { ReportPage } from '../components/report-page';
import styles from '../components/agent.module.css';
import { TeamFilters } from '../components/team-filters';
import { TeamRow } from '../components/team-row';
import { useRangeParams } from '../components/use-range-params';

function Row({
  name,
  side,
  lines,
  time,
}: {
  name: string;
  side: string;
  lines: React.ReactNode[];
  time: string;
}) {
  return (
    <TeamRow name={name} side={side}>
      {lines.map((line, i) => (
        <p key={i} className={styles.time}>
          {line}
        </p>
      ))}
      <p className={styles.time}>{time}</p>
    </TeamRow>
  );
}

/** A venue's name for its code (鸿博体育 for hbb), as the member's own records show it. */
type VenueName = (code: string | null | undefined) => string;

function useVenueName(): VenueName {
  const venues = useVenueFilterOptions();
  return (code) => (code ? (venues.find((v) => v.value === code)?.label ?? code) : '');
}

const betRow = (r: AgentBetRow, venue: VenueName) => (
  <Row
    name={r.username}
    side={BET_STATUS[r.status] ?? String(r.status)}
    lines={[
      <>
        注单号 {r.bet_id} · {venue(r.platform_type)}
      </>,
      <>
        投注 <Money value={r.bet_amount} tone="plain" /> · 有效 <Money value={r.valid_amount} tone="plain" />{' '}
        · 输赢 <SignedMoney value={r.win_loss} />
      </>,
    ]}
    time={r.created_at}
  />
);
const rechargeRow = (r: AgentRechargeRow) => (
  <Row
    name={r.username}
    side={DEPOSIT_STATE[r.state] ?? String(r.state)}
    lines={[
      <>
        单号 {r.order_no} · {PAY_WAY[r.pay_way] ?? r.pay_way}
      </>,
      <>
        金额 <Money value={r.amount} tone="plain" />
      </>,
    ]}
    time={r.created_at}
  />
);
const withdrawRow = (r: AgentWithdrawRow) => (
  <Row
    name={r.username}
    side={WITHDRAW_STATE[r.state] ?? String(r.state)}
    lines={[
      <>
        单号 {r.order_no} · {r.type === USDT_ADDRESS ? 'USDT' : '银行卡'}
      </>,
      <>
        金额 <Money value={r.amount} tone="plain" />
      </>,
    ]}
    time={r.created_at}
  />
);
const transferRow = (r: AgentTransferRow, venue: VenueName) => (
  <Row
    name={r.username}
    side={r.transfer_type === 6 ? (REBATE_STATE[r.state] ?? '') : (TRANSFER_TYPE[r.transfer_type] ?? '')}
    lines={[
      <>
        {r.transfer_type === 6
          ? (r.remark ?? venue(r.platform_type))
          : `${TRANSFER_TYPE[r.transfer_type] ?? ''} ${venue(r.platform_type)}`}
      </>,
      <>
        金额 <Money value={r.money} tone="plain" />
      </>,
    ]}
    time={r.created_at}
  />
);

function KindList({ kind, filter }: { kind: RecordKind; filter: TeamListFilter }) {
  const account = useAccount();
  const venue = useVenueName();
  switch (kind) {
    case 'recharge':
      return (
        <InfiniteList
          queryKey={agentRechargeLogKey(account, filter)}
          fetchPage={(p) => fetchAgentRechargeLog(filter, p)}
          itemKey={(r) => r.order_no}
          renderItem={rechargeRow}
        />
      );
    case 'withdraw':
      return (
        <InfiniteList
          queryKey={agentWithdrawLogKey(account, filter)}
          fetchPage={(p) => fetchAgentWithdrawLog(filter, p)}
          itemKey={(r) => r.order_no}
          renderItem={withdrawRow}
        />
      );
    case 'transfer':
      return (
        <InfiniteList
          queryKey={agentTransferLogKey(account, filter)}
          fetchPage={(p) => fetchAgentTransferLog(filter, p)}
          itemKey={(r) => r.id}
          renderItem={(r) => transferRow(r, venue)}
        />
      );
    case 'rebate':
      return (
        <InfiniteList
          queryKey={agentRebateKey(account, filter)}
          fetchPage={(p) => fetchAgentRebate(filter, p)}
          itemKey={(r) => r.id}
          renderItem={(r) => transferRow(r, venue)}
        />
      );
    default:
      return (
        <InfiniteList
          queryKey={agentBetLogKey(account, filter)}
          fetchPage={(p) => fetchAgentBetLog(filter, p)}
          itemKey={(r) => r.id}
          renderItem={(r) => betRow(r, venue)}
        />
      );
  }
}

/** /agentRecords (团队记录): the team's bets, deposits, withdrawals, transfers and rebates, by name and date. */
export default function AgentRecordsRoute() {
  const filters = useRangeParams();
  const kind = parseRecordKind(filters.params.get('type'));
  const tabsId = useId();
  return (
    <ReportPage title={centreTexts.records}>
      <LineTabs
        tabs={RECORD_KINDS.map((k) => ({ key: k.value, label: k.label }))}
        active={kind}
        onChange={(key) => filters.update({ type: key })}
        label="记录类型"
        idBase={tabsId}
      />
      <TeamFilters filters={filters} search />
      <div {...tabPanelProps(tabsId, kind)} className={styles.list}>
        <KindList kind={kind} filter={filters.filter} />
      </div>
    </ReportPage>
  );
}
