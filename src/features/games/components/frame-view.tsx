import Button from '@/components/button';
import { ErrorBlock } from '@/components/error-block';
import DotLoading from '@/components/dot-loading';
import { messages } from '@/config/messages';
import { ReadFailed } from '@/components/read-failed';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { FRAME_ALLOW, frameSandbox } from '@/lib/frame-sandbox';
import { useFrameable } from '@/lib/use-online';
import styles from './frame-view.module.css';

/**
 * A full-height frame on the URL a read answers, with the read's states around it (QueryState).
 * `urlOf` must come through `frameableUrl` (only http(s) is ever framed); an answer without one is
 * no better than a failed read. `kept`: a URL already known from a kept copy, framed at once. Opened
 * offline it shows the offline state (网络异常 with 重试) instead of a frame holding the browser's
 * error page, and frames the page once the connection returns; a frame already shown stays through
 * a drop (a game in progress is not torn down by a moment without signal).
 */
export function FrameView<T>({
  title,
  read,
  urlOf,
  kept = null,
  refusalOf,
  onBack,
}: {
  title: string;
  /** The read that answers the URL, asked for again by 重试. */
  read: UseQueryResult<T>;
  urlOf: (answer: T) => string | null;
  kept?: string | null;
  /** The server's refusal (e.g. 游戏平台不存在): said once, with a way back, as a retry cannot help. */
  refusalOf?: (error: Error) => string | null;
  onBack?: () => void;
}) {
  const failed = (
    <div className={styles.state}>
      <ErrorBlock status="default" title={null} description={null} />
      <ReadFailed read={read} />
    </div>
  );
  if (kept) return <Frame title={title} url={kept} failed={failed} />;
  return (
    <QueryState
      query={read}
      loading={
        <div className={styles.state} role="status">
          {/* DotLoading, not SpinLoading: the spinner brings the kit's animation library (15 KB). */}
          <DotLoading color="primary" aria-hidden />
          <span>{messages.loading}</span>
        </div>
      }
      failure={(error) => {
        const refusal = refusalOf?.(error);
        if (!refusal) return failed;
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
      }}
    >
      {(answer) => <Frame title={title} url={urlOf(answer)} failed={failed} />}
    </QueryState>
  );
}

function Frame({ title, url, failed }: { title: string; url: string | null; failed: ReactNode }) {
  const frameable = useFrameable(url !== null);
  if (!url || !frameable) return failed;
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
