import type { AgentProfitRow } from '@contract/agent-entities';
import type { ReactNode } from 'react';
import { centreTexts } from '../centre-model';
import { DirectTag } from './direct-tag';
import type { Figure } from './figures';
import styles from './agent.module.css';

/** One team member's row in a list: the name, 直属/非直属 when known, more tags, a note on the right. */
export function TeamRow({
  name,
  direct,
  tags,
  side,
  label,
  children,
}: {
  name: string;
  /** 1 direct, 0 deeper in the team; null/undefined: the answer does not say. */
  direct?: number | null;
  tags?: ReactNode;
  side?: ReactNode;
  /** The row's accessible name (a list the member acts on, by username). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <article className={styles.row} aria-label={label}>
      <div className={styles.rowHead}>
        <span className={styles.rowName}>{name}</span>
        {(direct ?? null) !== null && <DirectTag direct={direct === 1} />}
        {tags}
        {side !== undefined && <span className={styles.rowSide}>{side}</span>}
      </div>
      {children}
    </article>
  );
}

/** The money a downline moved over the range, as both per-member reports show it first. */
export function teamMoneyFigures(
  row: Pick<
    AgentProfitRow,
    'all_recharge' | 'all_withdraw' | 'all_valid_bet' | 'all_win_loss' | 'all_fanshui'
  >,
): Figure[] {
  return [
    { label: '充值', value: row.all_recharge, money: true },
    { label: '提现', value: row.all_withdraw, money: true },
    { label: centreTexts.validBet, value: row.all_valid_bet, money: true },
    { label: '输赢', value: row.all_win_loss, money: true },
    { label: '返水', value: row.all_fanshui, money: true },
  ];
}
