import { type InfiniteData, type Query, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { Paginator } from '@contract/envelope';
import { FIRST_PAGE } from '@/config/constants';
import { ListState } from './list-state';
import { DeferredRows } from './deferred-rows';
import { loadNextPage, retryPage } from '@/lib/query-client';

/**
 * A paged list (docs/product.md: pages start at 1 and stop after `last_page`). Only the rows near
 * the viewport are in the document (WindowedRows, loaded once the first rows are drawn: DeferredRows), so a member ten thousand rows deep scrolls and
 * taps like one with ten; the next page loads when the viewport comes near the end. Loading,
 * empty, end and error states come from ListState.
 */
export function InfiniteList<Page, T = Page extends Paginator<infer Item> ? Item : never>({
  queryKey,
  fetchPage,
  renderItem,
  itemKey,
  enabled = true,
  paginatorOf = (page) => page as unknown as Paginator<T>,
  header,
  within,
  estimateRowHeight,
  staleTime,
}: {
  queryKey: QueryKey;
  fetchPage: (page: number) => Promise<Page>;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string | number;
  enabled?: boolean;
  /** Where the paginator sits when a page answer carries more (e.g. getfanshui's `list`). */
  paginatorOf?: (page: Page) => Paginator<T>;
  /** Rendered above the rows in every state, from the first page's whole answer (totals). */
  header?: (firstPage: Page | undefined) => ReactNode;
  /**
   * Show only the rows inside a range the call cannot ask for (rows come newest first): `keeps`
   * picks them, `past` marks a row older than the range, after which no page can add any. Pages
   * load on, by themselves while nothing is shown yet, until the range is covered.
   */
  within?: { keeps: (item: NoInfer<T>) => boolean; past: (item: NoInfer<T>) => boolean };
  /** A typical row's height in px before it is measured (rows are measured once shown). */
  estimateRowHeight?: number;
  /** How long an answer stays fresh, when the list's query defines its own (the mail list's). */
  staleTime?: number | ((query: Query<Page, Error, InfiniteData<Page, number>, QueryKey>) => number);
}) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (answer) => {
      const last = paginatorOf(answer);
      return last.current_page < last.last_page ? last.current_page + 1 : undefined;
    },
    enabled,
    ...(staleTime === undefined ? {} : { staleTime }),
  });
  // The same rows keep the same array while the pages do (a new one re-keys every row).
  const pages = query.data?.pages;
  // paginatorOf only picks a field: a new function each render picks the same rows.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const all = useMemo(() => pages?.flatMap((p) => paginatorOf(p).data) ?? [], [pages]);
  const keeps = within?.keeps;
  const items = useMemo(() => (keeps ? all.filter(keeps) : all), [all, keeps]);
  const hasMore = query.hasNextPage && !(within && all.some(within.past));
  const { fetchNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  // Nothing in the range yet, but later pages may hold some: fetch on instead of saying 空空如也.
  const seekMore = items.length === 0 && hasMore && !isFetchNextPageError;
  useEffect(() => {
    if (seekMore && !isFetchingNextPage) void fetchNextPage();
  }, [seekMore, isFetchingNextPage, fetchNextPage]);
  const top = header?.(query.data?.pages[0]);

  if (query.isPending || seekMore)
    return (
      <>
        {top}
        <ListState status="loading" />
      </>
    );
  if (query.isError && items.length === 0)
    return (
      <>
        {top}
        <ListState status="error" onRetry={retryPage(query)} />
      </>
    );
  if (items.length === 0)
    return (
      <>
        {top}
        <ListState status="empty" />
      </>
    );

  // The size a screen reader announces: known once every page is in, or from the server's count
  // when no client-side range hides rows; otherwise unknown (-1, as ARIA defines it).
  const firstPage = query.data?.pages[0];
  const setSize = !hasMore ? items.length : !within && firstPage ? paginatorOf(firstPage).total : -1;

  return (
    <>
      {top}
      <DeferredRows
        items={items}
        itemKey={itemKey}
        renderItem={renderItem}
        setSize={setSize}
        estimateRowHeight={estimateRowHeight}
        // Stop asking while a page is on its way or after a failed one (retry is the user's).
        onNearEnd={hasMore && !isFetchingNextPage && !isFetchNextPageError ? loadNextPage(query) : undefined}
      />
      {isFetchNextPageError ? (
        <ListState status="error" onRetry={retryPage(query)} />
      ) : (
        <ListState status={hasMore ? 'more' : 'end'} />
      )}
    </>
  );
}
