import { retryRead } from '@/lib/query-client';
import Popup from 'antd-mobile/es/components/popup';
import { SheetHead } from '@/components/sheet-head';
import { messages } from '@/config/messages';
import { useHomeNotices } from '@/core/site/home-notices';
import states from './section-states.module.css';
import styles from './notices.module.css';

/** The latest-notices popup (from the notice bar and the side menu). */
export function NoticesPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { data, isPending, isError, refetch } = useHomeNotices();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.popup}
      destroyOnClose
    >
      <SheetHead title="最新公告" closeLabel="关闭公告" onClose={onClose} />
      {isPending ? (
        <p className={styles.state}>{messages.loading}</p>
      ) : isError ? (
        <p className={styles.state}>
          {messages.loadFailed}
          <button type="button" className={states.retry} onClick={retryRead({ refetch })}>
            {messages.retry}
          </button>
        </p>
      ) : data.length === 0 ? (
        <p className={styles.state}>{messages.empty}</p>
      ) : (
        <ol className={styles.list}>
          {data.map((notice, i) => (
            <li key={i} className={styles.item}>
              <span className={styles.index} aria-hidden>
                {i + 1}
              </span>
              <span>{notice}</span>
            </li>
          ))}
        </ol>
      )}
    </Popup>
  );
}
