import { NoticeBar } from 'antd-mobile';
import { RightOutline, SoundOutline } from 'antd-mobile-icons';
import { messages } from '@/config/messages';
import { useHomeNotices } from '../api/home-notice';
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
