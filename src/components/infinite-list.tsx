import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { Paginator } from '@contract/envelope';
import { FIRST_PAGE, INFINITE_SCROLL_THRESHOLD } from '@/config/constants';
import { ListState } from './list-state';

/**
 * A paged list (spec §4): pages start at 1 and stop after `last_page`; antd-mobile InfiniteScroll
 * asks for more 300 px before the end and waits on the `fetchNextPage()` promise, so it never
 * double-loads. Loading, empty, end and error states come from ListState.
 */
export function InfiniteList<T>({
  queryKey,
  fetchPage,
  renderItem,
  itemKey,
  enabled = true,
}: {
  queryKey: QueryKey;
  fetchPage: (page: number) => Promise<Paginator<T>>;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string | number;
  enabled?: boolean;
}) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    enabled,
  });
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];

  if (query.isPending) return <ListState status="loading" />;
  if (query.isError && items.length === 0)
    return <ListState status="error" onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <ListState status="empty" />;

  return (
    <>
      {items.map((item, i) => (
        <div key={itemKey(item, i)}>{renderItem(item, i)}</div>
      ))}
      {query.isFetchNextPageError ? (
        <ListState status="error" onRetry={() => void query.fetchNextPage()} />
      ) : (
        <InfiniteScroll
          threshold={INFINITE_SCROLL_THRESHOLD}
          hasMore={query.hasNextPage}
          loadMore={async () => {
            // Rethrow so InfiniteScroll stops retrying until the user taps retry.
            const result = await query.fetchNextPage();
            if (result.isError) throw result.error;
          }}
        >
          <ListState status={query.hasNextPage ? 'more' : 'end'} />
        </InfiniteScroll>
      )}
    </>
  );
}
