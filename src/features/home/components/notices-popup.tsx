import { Sheet } from '@/components/sheet';
import { QueryState } from '@/components/query-state';
import { useHomeNotices } from '@/core/site/home-notices';
import styles from './notices.module.css';

/** The latest-notices popup (from the notice bar and the side menu). */
export function NoticesPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const notices = useHomeNotices();
  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      title="最新公告"
      closeLabel="关闭公告"
      className={styles.popup}
    >
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
    </Sheet>
  );
}
