import type { AgentCommission } from '@contract/agent-entities';
import { QueryState } from '@/components/query-state';
import { useAgentCommission } from '../api/agent-commission';
import { centreTexts } from '../centre-model';
import { ReportPage } from '../components/report-page';
import styles from '../components/agent.module.css';
import { Figures } from '../components/figures';
import { TeamFilters } from '../components/team-filters';
import { useRangeParams } from '../components/use-range-params';

function Report({ start, end }: { start: string; end: string }) {
  const report = useAgentCommission({ start, end });
  return (
    <QueryState query={report} keepData>
      {(r) => <ReportCards report={r} />}
    </QueryState>
  );
}

function ReportCards({ report: r }: { report: AgentCommission }) {
  return (
    <>
      <section className={styles.card} aria-label={centreTexts.commission}>
        <Figures
          columns={2}
          items={[
            { label: centreTexts.pending, value: r.waityongjinsum, money: true },
            { label: centreTexts.paid, value: r.yongjinsum, money: true },
          ]}
        />
        {r.commission_rate !== null && r.commission_rate !== undefined && (
          <p className={styles.time}>
            {centreTexts.rate}：{r.commission_rate}%（团队{centreTexts.validBet}）
          </p>
        )}
      </section>
      <section className={styles.card} aria-label="团队数据">
        <Figures
          items={[
            { label: '团队会员', value: r.usersum },
            { label: '团队代理', value: r.agentsum },
            { label: '充值笔数', value: r.rechage_times },
            { label: '充值金额', value: r.all_recharge, money: true },
            { label: '提现笔数', value: r.withdraw_times },
            { label: '提现金额', value: r.all_withdraw, money: true },
            { label: centreTexts.validBet, value: r.all_valid_bet, money: true },
            { label: '团队输赢', value: r.all_win_loss, money: true },
            { label: '返水', value: r.all_fanshui, money: true },
            { label: '红包', value: r.all_redpacket, money: true },
          ]}
        />
      </section>
    </>
  );
}

/** /agentCommission (佣金报表): the team's figures and commission over 今日/昨日/本周/本月 or a custom range. */
export default function AgentCommissionRoute() {
  const filters = useRangeParams();
  const { days } = filters;
  return (
    <ReportPage title={centreTexts.commission}>
      <TeamFilters filters={filters} />
      <Report start={days.start} end={days.end} />
    </ReportPage>
  );
}
