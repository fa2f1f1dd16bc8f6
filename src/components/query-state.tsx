import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListState } from '@/components/list-state';
import { retryRead } from '@/lib/query-client';

/**
 * The one place a (non-infinite) read's states are shown: loading, error with 重试 (which joins a
 * running read), 空空如也 when `isEmpty` says so, and the answer. Offline, the error block says
 * 网络异常 (ListState) and the read refetches by itself on reconnect.
 *
 * `keepData`: a screen that already shows an answer keeps it when a later refetch fails (a form
 * being edited must not vanish); without it a failed refetch shows the error block.
 *
 * `fromServer`: a copy kept from before (initial data dated as never fetched, placeholder data)
 * is not an answer: loading (or, when that read fails, the error block) until the server has
 * answered once. For a screen that must not judge by a stale copy (who may enter).
 */
export function QueryState<T>({
  query,
  children,
  isEmpty,
  empty,
  loading,
  keepData = false,
  fromServer = false,
  failure,
  wrap = (state) => state,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  /** What an empty answer shows instead of 空空如也. */
  empty?: ReactNode;
  /** What a first load shows instead of 加载中 (a skeleton). */
  loading?: ReactNode;
  keepData?: boolean;
  fromServer?: boolean;
  /** A screen's own block for an error it knows (a refused order); null for the usual 重试 block. */
  failure?: (error: Error) => ReactNode;
  /** What the loading, error and empty states sit in, when the answer brings its own frame (a title bar). */
  wrap?: (state: ReactNode) => ReactNode;
}) {
  const unanswered = fromServer && (query.dataUpdatedAt === 0 || query.isPlaceholderData);
  if (query.isPending || (unanswered && !query.isError))
    return <>{wrap(loading ?? <ListState status="loading" />)}</>;
  if (query.isError && (unanswered || !(keepData && query.data !== undefined))) {
    return <>{wrap(failure?.(query.error) ?? <ListState status="error" onRetry={retryRead(query)} />)}</>;
  }
  const data = query.data as T;
  if (isEmpty?.(data)) return <>{wrap(empty ?? <ListState status="empty" />)}</>;
  return <>{children(data)}</>;
}
