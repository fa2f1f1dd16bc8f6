import { BillOutline, LoopOutline, ReceivePaymentOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { DepositIcon } from '@/components/icons';
import { Money } from '@/components/money';
import { RefreshButton, type RefreshReads } from '@/components/refresh-button';
import type { MemberShortcutKey } from '../model';
import styles from './member-panel.module.css';

/**
 * What only a member's panel draws: the balance with 刷新余额 and the shortcuts' icons. A module of
 * its own, loaded by the panel (./member-panel.tsx), so a guest's home never fetches it.
 */
const shortcutIcons: Record<MemberShortcutKey, ReactNode> = {
  recharge: <DepositIcon />,
  withdrawal: <ReceivePaymentOutline />,
  transfer: <LoopOutline />,
  betRecord: <BillOutline />,
};

export function ShortcutIcon({ shortcut }: { shortcut: MemberShortcutKey }): ReactNode {
  return shortcutIcons[shortcut];
}

export function MemberBalance({
  balance,
  balanceRead,
}: {
  balance: number | string | null;
  balanceRead: RefreshReads[number];
}): ReactNode {
  return (
    <>
      <span className={styles.amount} data-testid="home-balance">
        ¥<Money value={balance} />
      </span>
      <RefreshButton className={styles.refresh} reads={[balanceRead]} label="刷新余额" busy />
    </>
  );
}
