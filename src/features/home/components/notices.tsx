import { QueryState } from '@/components/query-state';
import { ReadFailed } from '@/components/read-failed';
import { RightOutline, SoundOutline } from 'antd-mobile-icons';
import { messages } from '@/config/messages';
import { useHomeNotices } from '@/core/site/home-notices';
import styles from './notices.module.css';

/**
 * How long one pass of the marquee takes: about 50 px a second (the kit's notice bar speed) over
 * the strip's width plus the text's, at 14 px a character.
 */
export function marqueeSeconds(text: string): number {
  return Math.round(((320 + text.length * 14) / 50) * 10) / 10;
}

export const noticeTexts = {
  region: '公告',
  empty: '暂无公告',
  failed: `公告${messages.loadFailed}`,
} as const;

/**
 * docs/product.md#screens-and-routes scrolling notice bar; tapping it opens the latest notices. The scroll is a CSS animation,
 * not the kit's timer-driven NoticeBar: it costs no script, and stops by itself while the kept-alive
 * home screen is hidden (display: none) or the user asks for reduced motion. Never stuck on 加载中…: no
 * notices reads 暂无公告, a failed call reads 公告加载失败 with a retry (cached notices stay shown).
 */
export function NoticeStrip({ onOpen }: { onOpen: () => void }) {
  const notices = useHomeNotices();
  const bar = (text: string, scrolling = false) => (
    <div className={styles.bar} onClick={onOpen}>
      <SoundOutline className={styles.icon} aria-hidden />
      <div className={styles.viewport}>
        {scrolling ? (
          <span className={styles.scrolling} style={{ animationDuration: `${marqueeSeconds(text)}s` }}>
            {text}
          </span>
        ) : (
          <span>{text}</span>
        )}
      </div>
      {/* Its click (tap or keyboard) bubbles to the strip's handler: one open, not two. */}
      <button type="button" className={styles.more} aria-label="查看最新公告">
        <RightOutline aria-hidden />
      </button>
    </div>
  );
  return (
    <section className={styles.strip} aria-label={noticeTexts.region}>
      <QueryState
        query={notices}
        keepData
        loading={bar(messages.loading)}
        failure={() => (
          <ReadFailed
            read={notices}
            what={noticeTexts.region}
            className={styles.failed}
            icon={<SoundOutline className={styles.failedIcon} aria-hidden />}
          />
        )}
        isEmpty={(list) => list.length === 0}
        empty={bar(noticeTexts.empty)}
      >
        {(list) => bar(list.join('　　　'), true)}
      </QueryState>
    </section>
  );
}
