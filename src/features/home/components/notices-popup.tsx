import Popup from 'antd-mobile/es/components/popup';
import { SheetHead, sheetBody } from '@/components/sheet-head';
import { QueryState } from '@/components/query-state';
import { useHomeNotices } from '@/core/site/home-notices';
import styles from './notices.module.css';

/** The latest-notices popup (from the notice bar and the side menu). */
export function NoticesPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const notices = useHomeNotices();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={sheetBody(styles.popup)}
      destroyOnClose
    >
      <SheetHead title="最新公告" closeLabel="关闭公告" onClose={onClose} />
      <QueryState query={notices} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ol className={styles.list}>
            {list.map((notice, i) => (
              <li key={i} className={styles.item}>
                <span className={styles.index} aria-hidden>
                  {i + 1}
                </span>
                <span>{notice}</span>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </Popup>
  );
}
