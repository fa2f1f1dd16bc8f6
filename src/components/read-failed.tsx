import type { ReactNode } from 'react';
import { messages } from '@/config/messages';
import { retryRead, type Rereadable } from '@/lib/query-client';

/**
 * The one inline "this read failed" state, for a read drawn inside a screen (a name, a hint, a
 * section) rather than a whole list or page, which show ListState through QueryState. A screen draws
 * it as its QueryState's `failure`, so the query decides when it shows: what failed
 * (加载失败, or 网络异常 while offline, when the read refetches by itself on reconnect) and 重试,
 * which asks for the read again through retryRead (joining it while it runs). `what` names the
 * piece (银行列表 → 银行列表加载失败); `className` places and colours it; `icon` leads it.
 * A span, so it also fits inside a row's hint.
 */
export function ReadFailed({
  read,
  what = '',
  className,
  icon,
}: {
  read: Rereadable;
  what?: string;
  className?: string;
  icon?: ReactNode;
}) {
  return (
    <span className={className ? `read-failed ${className}` : 'read-failed'} role="alert">
      {icon}
      <span className="read-failed-text">
        {navigator.onLine ? `${what}${messages.loadFailed}` : messages.networkDown}
      </span>
      <button type="button" className="read-failed-retry" onClick={retryRead(read)}>
        {messages.retry}
      </button>
    </span>
  );
}
