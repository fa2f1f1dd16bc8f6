import {
  AddCircleOutline,
  BillOutline,
  HistogramOutline,
  PayCircleOutline,
  ReceiptOutline,
  TeamOutline,
  UserAddOutline,
  UserCircleOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CopyButton } from '@/components/copy-button';
import { QueryState } from '@/components/query-state';
import { useAppInfo } from '@/core/site/app-info';
import { useAgentToday } from '../api/agent-today';
import { centreShortcuts, centreTexts, invitationLink, qrImageUrl } from '../centre-model';
import { AgentPage } from '../components/agent-page';
import styles from '../components/agent.module.css';
import { Figures } from '../components/figures';
import { paths } from '@/config/paths';
import type { AgentToday } from '@contract/agent-entities';

const icons: Record<(typeof centreShortcuts)[number]['key'], ReactNode> = {
  commission: <PayCircleOutline aria-hidden />,
  profit: <HistogramOutline aria-hidden />,
  members: <TeamOutline aria-hidden />,
  subordinate: <UserCircleOutline aria-hidden />,
  records: <BillOutline aria-hidden />,
  addMember: <UserAddOutline aria-hidden />,
  recharge: <AddCircleOutline aria-hidden />,
  fanshui: <ReceiptOutline aria-hidden />,
};

function Overview({ today: t }: { today: AgentToday }) {
  const navigate = useNavigate();
  const appInfo = useAppInfo();
  const link = t.invite_code ? invitationLink(appInfo.data?.h5_url, t.invite_code) : null;
  return (
    <>
      <section className={styles.card} aria-labelledby="agent-today">
        <h2 id="agent-today" className={styles.cardTitle}>
          {centreTexts.today}
        </h2>
        <Figures
          items={[
            { label: '团队会员', value: t.child_member_count },
            { label: '团队代理', value: t.child_agent_count },
            { label: '今日新增', value: t.add_member_count },
            { label: '直属会员', value: t.directly_member_count },
            { label: '直属代理', value: t.directly_agent_count },
            { label: '今日充值', value: t.all_recharge, money: true },
            { label: '今日提现', value: t.all_withdraw, money: true },
            { label: '今日投注', value: t.all_bet, money: true },
            { label: centreTexts.validBet, value: t.all_valid_bet, money: true },
            { label: '团队输赢', value: t.win_loss, money: true },
          ]}
        />
      </section>
      {link && (
        <section className={styles.card} aria-labelledby="agent-invite">
          <h2 id="agent-invite" className={styles.cardTitle}>
            {centreTexts.invite}（{centreTexts.inviteCode} {t.invite_code}）
          </h2>
          <div className={styles.link}>
            <p className={styles.linkText} data-testid="invite-link">
              {link}
            </p>
            <CopyButton text={link} label={centreTexts.copy} />
          </div>
          <img
            className={styles.qr}
            src={qrImageUrl(link)}
            alt={centreTexts.qrAlt}
            width={160}
            height={160}
          />
        </section>
      )}
      <nav className={styles.card} aria-label={centreTexts.title}>
        <ul className={styles.shortcuts}>
          {centreShortcuts.map((s) => (
            <li key={s.key}>
              <button type="button" className={styles.shortcut} onClick={() => void navigate(s.to)}>
                {icons[s.key]}
                <span>{s.label}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

function TodayOverview() {
  const today = useAgentToday();
  return (
    <QueryState query={today} keepData>
      {(t) => <Overview today={t} />}
    </QueryState>
  );
}

/** /agent (代理中心): today's team figures, the invitation link with its QR code, shortcuts. */
export default function AgentCentreRoute() {
  return (
    <AgentPage title={centreTexts.title} fallback={paths.mine}>
      <TodayOverview />
    </AgentPage>
  );
}
