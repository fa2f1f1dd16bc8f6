import { NoticeBar, Popup } from 'antd-mobile';
import { CloseOutline, RightOutline, SoundOutline } from 'antd-mobile-icons';
import { messages } from '@/config/messages';
import { useHomeNotices } from '@/core/site/home-notices';
import styles from './notices.module.css';

/** Spec §2 scrolling notice bar; tapping it opens the latest notices. */
export function NoticeStrip({ onOpen }: { onOpen: () => void }) {
  const { data } = useHomeNotices();
  const text = (data ?? []).join('　　　');
  return (
    <div className={styles.strip}>
      <NoticeBar
        className={styles.bar}
        color="default"
        style={{
          '--background-color': 'var(--app-card-bg)',
          '--border-color': 'var(--app-card-bg)',
          '--text-color': 'var(--adm-color-text)',
          '--height': '44px',
        }}
        icon={<SoundOutline aria-hidden />}
        content={text || messages.loading}
        onClick={onOpen}
        extra={
          <button type="button" className={styles.more} aria-label="查看最新公告" onClick={onOpen}>
            <RightOutline aria-hidden />
          </button>
        }
      />
    </div>
  );
}

/** The latest-notices popup (from the notice bar and the side menu). */
export function NoticesPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { data, isPending, isError, refetch } = useHomeNotices();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.popup} destroyOnClose>
      <div className={styles.head}>
        <h2 className={styles.title}>最新公告</h2>
        <button type="button" className={styles.close} aria-label="关闭公告" onClick={onClose}>
          <CloseOutline aria-hidden />
        </button>
      </div>
      {isPending ? (
        <p className={styles.state}>{messages.loading}</p>
      ) : isError ? (
        <p className={styles.state}>
          {messages.loadFailed}
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
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
