import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { useEffect, type ReactNode } from 'react';
import type { Paginator } from '@contract/envelope';
import { FIRST_PAGE, INFINITE_SCROLL_THRESHOLD } from '@/config/constants';
import { ListState } from './list-state';
import { joinRunningFetch } from '@/lib/query-client';

/**
 * A paged list (spec §4): pages start at 1 and stop after `last_page`; antd-mobile InfiniteScroll
 * asks for more 300 px before the end and waits on the `fetchNextPage()` promise, so it never
 * double-loads. Loading, empty, end and error states come from ListState.
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
  });
  const all = query.data?.pages.flatMap((p) => paginatorOf(p).data) ?? [];
  const items = within ? all.filter(within.keeps) : all;
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
        <ListState
          status="error"
          onRetry={() =>
            void (isFetchNextPageError ? fetchNextPage(joinRunningFetch) : query.refetch(joinRunningFetch))
          }
        />
      </>
    );
  if (items.length === 0)
    return (
      <>
        {top}
        <ListState status="empty" />
      </>
    );

  return (
    <>
      {top}
      {items.map((item, i) => (
        <div key={itemKey(item, i)}>{renderItem(item, i)}</div>
      ))}
      {query.isFetchNextPageError ? (
        <ListState status="error" onRetry={() => void query.fetchNextPage(joinRunningFetch)} />
      ) : (
        <InfiniteScroll
          threshold={INFINITE_SCROLL_THRESHOLD}
          hasMore={hasMore}
          loadMore={async () => {
            // Rethrow so InfiniteScroll stops retrying until the user taps retry.
            const result = await query.fetchNextPage();
            if (result.isError) throw result.error;
          }}
        >
          <ListState status={hasMore ? 'more' : 'end'} />
        </InfiniteScroll>
      )}
    </>
  );
}
