import { lazyPart } from '@/lib/lazy-part';
import type { RefreshReads } from '@/components/refresh-button';
import { memberShortcuts } from '../model';
import styles from './member-panel.module.css';

// The balance and the shortcuts' icons (money formatting, 刷新余额, four icons) come with the
// panel, after the screen: a guest's home never fetches them, and each sits in a box of its size so
// nothing moves when they arrive.
const MemberBalance = lazyPart(async () => (await import('./member-panel-parts')).MemberBalance);
const ShortcutIcon = lazyPart(async () => (await import('./member-panel-parts')).ShortcutIcon);

/** docs/product.md#screens-and-routes signed-in panel: greeting, balance with refresh, the four shortcuts. */
export function MemberPanel({
  username,
  balance,
  balanceRead,
  onGo,
}: {
  username: string;
  balance: number | string | null;
  /** The balance query 刷新余额 reads again (joining the poll when it is reading). */
  balanceRead: RefreshReads[number];
  onGo: (to: string) => void;
}) {
  return (
    <section className={styles.panel} aria-label="会员信息">
      <div className={styles.top}>
        <div className={styles.who}>
          <p className={styles.greeting}>
            您好，<strong>{username}</strong>
          </p>
          <p className={styles.balance}>
            <span className={styles.balanceLabel}>余额</span>
            <MemberBalance balance={balance} balanceRead={balanceRead} />
          </p>
        </div>
      </div>
      <ul className={styles.shortcuts}>
        {memberShortcuts.map((s) => (
          <li key={s.key}>
            <button type="button" className={styles.shortcut} onClick={() => onGo(s.to)}>
              <span className={styles.shortcutIcon} aria-hidden>
                <ShortcutIcon shortcut={s.key} />
              </span>
              {s.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Guests see a prompt to log in (or register) instead. */
export function GuestPanel({
  title,
  onLogin,
  onRegister,
}: {
  title: string;
  onLogin: () => void;
  onRegister: () => void;
}) {
  return (
    <section className={styles.panel} aria-label="登录提示">
      <div className={styles.top}>
        <div className={styles.who}>
          <p className={styles.greeting}>
            您好，欢迎来到<strong>{title}</strong>
          </p>
          <p className={styles.hint}>登录后即可查看余额、存取款和畅玩游戏</p>
        </div>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onLogin}>
          登录
        </button>
        <button type="button" className={styles.secondary} onClick={onRegister}>
          免费注册
        </button>
      </div>
    </section>
  );
}
