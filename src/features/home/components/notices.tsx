import { NoticeBar } from 'antd-mobile';
import { RightOutline, SoundOutline } from 'antd-mobile-icons';
import { messages } from '@/config/messages';
import { useHomeNotices } from '@/core/site/home-notices';
import styles from './notices.module.css';

/** What the notice bar shows for the notices query (a pure function of its state). */
export function noticeBarText(state: { data: string[] | undefined; isPending: boolean; isError: boolean }): string {
  if (state.data && state.data.length > 0) return state.data.join('　　　');
  if (state.isError) return noticeTexts.failed;
  if (state.isPending) return messages.loading;
  return noticeTexts.empty;
}

export const noticeTexts = { region: '公告', empty: '暂无公告', failed: '公告加载失败' } as const;

/**
 * Spec §2 scrolling notice bar; tapping it opens the latest notices. Never stuck on 加载中…: no
 * notices reads 暂无公告, a failed call reads 公告加载失败 with a retry (cached notices stay shown).
 */
export function NoticeStrip({ onOpen }: { onOpen: () => void }) {
  const { data, isPending, isError, isFetching, refetch } = useHomeNotices();
  const failed = isError && !(data && data.length > 0);
  const text = noticeBarText({ data, isPending, isError });
  return (
    <section className={styles.strip} aria-label={noticeTexts.region}>
      {failed ? (
        <p className={styles.failed} role="alert">
          <SoundOutline className={styles.failedIcon} aria-hidden />
          <span className={styles.failedText}>{text}</span>
          <button type="button" className={styles.retry} disabled={isFetching} onClick={() => void refetch()}>
            {messages.retry}
          </button>
        </p>
      ) : (
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
          content={text}
          onClick={onOpen}
          extra={
            <button type="button" className={styles.more} aria-label="查看最新公告" onClick={onOpen}>
              <RightOutline aria-hidden />
            </button>
          }
        />
      )}
    </section>
  );
}
