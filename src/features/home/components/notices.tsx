import { NoticeBar, Popup } from 'antd-mobile';
import { CloseOutline, RightOutline, SoundOutline } from 'antd-mobile-icons';
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
