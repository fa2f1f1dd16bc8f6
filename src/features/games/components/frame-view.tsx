import Button from '@/components/button';
import { ErrorBlock } from '@/components/error-block';
import DotLoading from '@/components/dot-loading';
import { messages } from '@/config/messages';
import { ReadFailed } from '@/components/read-failed';
import type { Rereadable } from '@/lib/query-client';
import { FRAME_ALLOW, frameSandbox } from '@/lib/frame-sandbox';
import { useFrameable } from '@/lib/use-online';
import styles from './frame-view.module.css';

/**
 * A full-height frame on an already vetted http(s) URL, with the loading and failure states around
 * it. `url` must come from `frameableUrl` (only http(s) is ever framed). Opened offline it shows
 * the offline state (网络异常 with 重试) instead of a frame holding the browser's error page, and
 * frames the page once the connection returns; a frame already shown stays through a drop (a game
 * in progress is not torn down by a moment without signal).
 */
export function FrameView({
  title,
  url,
  loading,
  failed,
  read,
  refusal,
  onBack,
}: {
  title: string;
  url: string | null;
  loading: boolean;
  failed: boolean;
  /** The read that answers the URL, asked for again by 重试. */
  read: Rereadable;
  /** The server's refusal (e.g. 游戏平台不存在): said once, with a way back, as a retry cannot help. */
  refusal?: string | null;
  onBack?: () => void;
}) {
  const offline = !useFrameable(!loading && !refusal && !failed && url !== null) && !refusal;
  if (loading && !offline) {
    return (
      <div className={styles.state} role="status">
        {/* DotLoading, not SpinLoading: the spinner brings the kit's animation library (15 KB). */}
        <DotLoading color="primary" aria-hidden />
        <span>{messages.loading}</span>
      </div>
    );
  }
  if (refusal) {
    return (
      <div className={styles.state} role="alert">
        <ErrorBlock status="empty" title={refusal} description={null} />
        {onBack && (
          <Button color="primary" onClick={onBack}>
            {messages.back}
          </Button>
        )}
      </div>
    );
  }
  if (offline || failed || !url) {
    return (
      <div className={styles.state}>
        <ErrorBlock status="default" title={null} description={null} />
        <ReadFailed read={read} />
      </div>
    );
  }
  return (
    <iframe
      className={styles.frame}
      title={title}
      src={url}
      allow={FRAME_ALLOW}
      sandbox={frameSandbox(url)}
    />
  );
}
