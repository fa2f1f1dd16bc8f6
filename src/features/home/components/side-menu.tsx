import Popup from 'antd-mobile/es/components/popup';
import { BillOutline, CloseOutline, RightOutline, SoundOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { sharedMenuIcons } from '@/core/nav/menu-icons';
import type { SideMenuEntry } from '../model';
import styles from './side-menu.module.css';

const icons: Record<string, ReactNode> = {
  ...sharedMenuIcons,
  notices: <SoundOutline />,
  betRecord: <BillOutline />,
};

/** docs/product.md#screens-and-routes slide-out side menu; the entries (and their visibility) come from the model. */
export function SideMenu({
  visible,
  title,
  entries,
  onPick,
  onClose,
}: {
  visible: boolean;
  title: string;
  entries: SideMenuEntry[];
  onPick: (entry: SideMenuEntry) => void;
  onClose: () => void;
}) {
  return (
    <Popup
      visible={visible}
      position="left"
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.body}
    >
      <nav aria-label="侧边菜单">
        <div className={styles.head}>
          <strong className={styles.title}>{title || '菜单'}</strong>
          <button type="button" className={styles.close} aria-label="关闭菜单" onClick={onClose}>
            <CloseOutline aria-hidden />
          </button>
        </div>
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <button
                type="button"
                className={entry.action.type === 'logout' ? `${styles.item} ${styles.logout}` : styles.item}
                onClick={() => onPick(entry)}
              >
                <span className={styles.icon} aria-hidden>
                  {icons[entry.key]}
                </span>
                <span className={styles.label}>{entry.label}</span>
                {entry.action.type !== 'logout' && <RightOutline className={styles.chevron} aria-hidden />}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </Popup>
  );
}
